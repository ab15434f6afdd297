/**
 * Each image carries only its own app's node_modules (scripts/app-dependencies.cjs, run by the
 * Dockerfile's app-deps stage). The lists must be complete: every app's compiled code loads with
 * nothing else installed beside it. And they must be the app's own: what another app alone uses,
 * development packages and the test helpers stay out.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { APP_NAMES, type AppName } from './app-env';
import { ROOT } from './manifests';

interface AppDependencies {
  workspaces: string[];
  packages: string[];
  paths: string[];
  missing: string[];
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { appDependencies, installableHere, runtimeImports } = require(join(ROOT, 'scripts/app-dependencies.cjs')) as {
  appDependencies(app: string): AppDependencies;
  installableHere(entry: { os?: string[]; cpu?: string[] }, platform?: string, arch?: string): boolean;
  runtimeImports(text: string): string[];
};

const lists = Object.fromEntries(APP_NAMES.map((app) => [app, appDependencies(app)])) as Record<AppName, AppDependencies>;

describe('scripts/app-dependencies.cjs', () => {
  it('reads the imports that load at run time, not type-only ones', () => {
    const text = [
      "import { Kafka } from 'kafkajs';",
      "import type { Admin } from 'kafkajs-types';",
      "import 'reflect-metadata';",
      "export { x } from '@dental/contracts';",
      "export type { Y } from 'typed-only';",
      "const argon2 = require('argon2');",
      "await import('exceljs/lazy');",
      "import { readFile } from 'node:fs';",
    ].join('\n');
    expect(runtimeImports(text).sort()).toEqual(['@dental/contracts', 'argon2', 'exceljs/lazy', 'kafkajs', 'reflect-metadata'].sort());
  });

  it("leaves out other platforms' builds of native addons, as npm does", () => {
    expect(installableHere({ os: ['linux'], cpu: ['x64'] }, 'linux', 'x64')).toBe(true);
    expect(installableHere({ os: ['darwin'], cpu: ['arm64'] }, 'linux', 'x64')).toBe(false);
    expect(installableHere({ os: ['linux'], cpu: ['arm64'] }, 'linux', 'x64')).toBe(false);
    expect(installableHere({ os: ['!win32'] }, 'linux', 'x64')).toBe(true);
    expect(installableHere({ os: ['!win32'] }, 'win32', 'x64')).toBe(false);
    expect(installableHere({}, 'linux', 'x64')).toBe(true);
  });

  it.each(APP_NAMES)('finds everything %s needs installed for production, and no development package', (app) => {
    expect(lists[app].missing).toEqual([]);
    // The image's build copies each path (tar): every one must be there.
    expect(lists[app].paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
    expect(lists[app].paths).toContain(`node_modules/@dental/${app}`);
    expect(lists[app].paths.filter((p) => /node_modules\/@dental\/(testing|local-stack|admin-web)$/.test(p))).toEqual([]);
  });

  it("keeps one app's packages out of another's image", () => {
    const has = (app: AppName, name: string) => lists[app].paths.includes(`node_modules/${name}`);
    expect(has('auth', 'argon2')).toBe(true);
    expect(has('gateway', 'argon2')).toBe(false);
    expect(has('gateway', 'helmet')).toBe(true);
    expect(has('auth', 'helmet')).toBe(false);
    expect(has('reports', 'exceljs')).toBe(true);
    expect(has('gateway', 'exceljs')).toBe(false);
    expect(has('files', '@azure/storage-blob')).toBe(true);
    expect(has('auth', '@azure/storage-blob')).toBe(false);
    // And never the web app's or the tests' packages.
    for (const app of APP_NAMES) for (const name of ['react', '@mui/material', 'jest', 'typescript']) expect(has(app, name)).toBe(false);
  });

  describe.each(APP_NAMES)('%s', (app) => {
    let dir: string;
    afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

    it('loads its compiled application module with only the listed node_modules beside it', () => {
      const module = join('apps', app, 'dist', 'app.module.js');
      expect({ built: existsSync(join(ROOT, module)), hint: 'npm run build first' }).toEqual({ built: true, hint: 'npm run build first' });
      // The image's layout, made of links: its workspaces and exactly the listed packages.
      dir = mkdtempSync(join(tmpdir(), `dental-deps-${app}-`));
      const link = (path: string, target: string) => {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        if (!existsSync(join(dir, path))) symlinkSync(target, join(dir, path));
      };
      for (const folder of lists[app].workspaces) link(folder, join(ROOT, folder));
      for (const path of lists[app].paths) {
        const workspace = /^node_modules\/@dental\/(.+)$/.exec(path)?.[1];
        const folder = lists[app].workspaces.find((w) => w.endsWith(`/${workspace}`));
        // Nested copies (node_modules/a/node_modules/b) come with their parent's link.
        if (/node_modules\/.+\/node_modules\//.test(path)) continue;
        link(path, workspace && folder ? join(dir, folder) : join(ROOT, path));
      }
      // Links are kept as paths, so a package finds its dependencies beside it here, never in the repository.
      const loaded = spawnSync(
        process.execPath,
        ['--preserve-symlinks', '--preserve-symlinks-main', '-e', `require(${JSON.stringify(join(dir, module))})`],
        { cwd: dir, encoding: 'utf8', env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' }, timeout: 60_000 },
      );
      expect({ status: loaded.status, stderr: loaded.stderr.split('\n').slice(0, 8).join('\n') }).toEqual({ status: 0, stderr: '' });
    });
  });
});
