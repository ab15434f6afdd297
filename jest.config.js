/**
 * Two projects: unit tests beside the code (*.spec.ts, no infrastructure) and integration tests
 * (*.int-spec.ts) against the real Postgres, Redis, Kafka stand-in and S3 stand-in.
 * Tests run from TypeScript source through SWC; @dental/* resolves to libs/<name>/src.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: { '^@dental/(.*)$': '<rootDir>/libs/$1/src' },
  testEnvironment: 'node',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/', '<rootDir>/apps/admin-web/'],
};
module.exports = {
  testTimeout: 60000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{apps,libs,test}/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/apps/admin-web/'],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/{apps,libs,test}/**/*.int-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/apps/admin-web/'],
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
    },
  ],
};
