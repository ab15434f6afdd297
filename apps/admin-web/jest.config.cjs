/**
 * Unit tests of the web app's pure modules (*.test.ts beside the code). The root jest config leaves
 * apps/admin-web out; run these with `npm test -w @dental/admin-web`.
 */
module.exports = {
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: { '^@dental/contracts$': '<rootDir>/../../libs/contracts/src' },
  testEnvironment: 'node',
};
