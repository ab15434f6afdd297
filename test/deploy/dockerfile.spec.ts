/**
 * The Dockerfile builds one small, non-root image per app from the locked dependencies.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { APP_NAMES, APP_PORTS } from './app-env';
import {
  ROOT,
  appsInRepository,
  effective,
  effectiveEnv,
  execForm,
  parseDockerfile,
  readText,
  stageChain,
  workspacesInRepository,
  type Stage,
} from './manifests';

const stages = parseDockerfile(readText('Dockerfile'));
const stageNamed = (name: string): Stage => {
  const stage = stages.find((s) => s.name === name);
  if (!stage) throw new Error(`Dockerfile has no stage named ${name}`);
  return stage;
};
const runs = (stage: Stage) => stage.instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
const copies = (stage: Stage) => stage.instructions.filter((i) => i.keyword === 'COPY').map((i) => i.args);

/** The supported Node.js LTS every image runs (Node 20 reached its end of life in April 2026). */
const NODE_IMAGE = 'node:24-bookworm-slim';

describe('Dockerfile', () => {
  it('knows every app in apps/ (test/deploy/app-env.ts lists the same apps)', () => {
    expect([...APP_NAMES].sort()).toEqual(appsInRepository());
  });

  it('builds everything in a node:24-bookworm-slim stage (a supported LTS) with the full, locked dependencies', () => {
    const build = stageNamed('build');
    expect(stageChain(stages, 'build').pop()?.from).toBe(NODE_IMAGE);
    const commands = stageChain(stages, 'build').flatMap(runs);
    expect(commands.some((c) => /\bnpm ci\b/.test(c) && !c.includes('--omit=dev'))).toBe(true);
    expect(runs(build).some((c) => /\bnpm run build\b/.test(c))).toBe(true);
  });

  it('ships no source maps: the build removes them from what the images copy', () => {
    const build = runs(stageNamed('build')).join('\n');
    expect(build).toMatch(/find \/out -name '\*\.map' -delete/);
    expect(build).toMatch(/find \/out\/web -name '\*\.map' -delete/);
    // Nor the dependencies' maps: every image's node_modules comes from the deps stage (app-deps cuts it).
    const deps = runs(stageNamed('deps')).join('\n');
    expect(deps).toMatch(/npm ci [^;]*--omit=dev[^;]*;\s*find node_modules -type f .*-delete/s);
    for (const extension of ['js', 'cjs', 'mjs', 'ts', 'css']) expect(deps).toContain(`-name '*.${extension}.map'`);
  });

  it('installs production dependencies only in a separate deps stage', () => {
    const deps = stageNamed('deps');
    expect(runs(deps).some((c) => /\bnpm ci\b/.test(c) && c.includes('--omit=dev'))).toBe(true);
  });

  describe.each(APP_NAMES)('%s image', (app) => {
    it('has its own target, built on the runtime base, never on the build stages', () => {
      const chain = stageChain(stages, app).map((s) => s.name);
      expect(chain[0]).toBe(app);
      expect(chain).not.toContain('build');
      expect(chain).not.toContain('toolchain');
      expect(stageChain(stages, app).pop()?.from).toBe(NODE_IMAGE);
    });

    it("takes only its own app's production node_modules (app-deps, cut from the production-only deps stage)", () => {
      const allCopies = stageChain(stages, app).flatMap(copies);
      const nodeModules = allCopies.filter((c) => /node_modules/.test(c));
      expect(nodeModules).toEqual([`--from=app-deps /deps/${app}/node_modules ./node_modules`]);
      expect(stageChain(stages, 'app-deps').map((s) => s.name)).toContain('deps');
      expect(runs(stageNamed('app-deps')).join('\n')).toMatch(/node scripts\/app-dependencies\.cjs "\$app" > "\/tmp\/\$app\.list"/);
      const listed = /for app in ([\w\s-]+); do/
        .exec(runs(stageNamed('app-deps')).join('\n'))?.[1]
        .trim()
        .split(/\s+/);
      expect(listed).toContain(app);
    });

    it('runs as a user that is not root', () => {
      const user = effective(stages, app, 'USER');
      expect(user).toBeDefined();
      const [name] = (user ?? '').split(':');
      expect(['root', '0']).not.toContain(name);
    });

    it(`serves HTTP_PORT ${APP_PORTS[app]} and checks its health on /health`, () => {
      expect(effectiveEnv(stages, app).HTTP_PORT).toBe(String(APP_PORTS[app]));
      expect(effective(stages, app, 'EXPOSE')?.split(/\s+/)).toContain(String(APP_PORTS[app]));
      const healthcheck = effective(stages, app, 'HEALTHCHECK') ?? '';
      expect(healthcheck).not.toMatch(/^NONE$/i);
      expect(healthcheck).toMatch(/\/health\b(?!\/)/);
      expect(healthcheck).toContain('HTTP_PORT');
    });

    it(`starts node apps/${app}/dist/main.js and carries that app's build`, () => {
      expect(execForm(effective(stages, app, 'CMD') ?? '')).toEqual(['node', `apps/${app}/dist/main.js`]);
      expect(stageNamed(app).instructions.some((i) => i.keyword === 'COPY' && i.args.includes(`apps/${app}`))).toBe(true);
    });
  });

  it('puts the built web app where the gateway image says WEB_DIST is', () => {
    const webDist = effectiveEnv(stages, 'gateway').WEB_DIST;
    const workdir = effective(stages, 'gateway', 'WORKDIR') ?? '/';
    const destinations = copies(stageNamed('gateway')).map((c) => {
      const destination = c.split(/\s+/).pop() ?? '';
      return destination.startsWith('/') ? destination : `${workdir}/${destination.replace(/^\.\//, '')}`;
    });
    expect(webDist).toBeDefined();
    expect(destinations).toContain(webDist);
    const gatheredWeb = runs(stageNamed('build')).some((c) => c.includes('apps/admin-web/dist'));
    expect(gatheredWeb).toBe(true);
  });

  it('has a migrate target that runs the migrations script (npm run migrate), which exists', () => {
    expect(execForm(effective(stages, 'migrate', 'CMD') ?? '')).toEqual(['node', 'scripts/migrate.mjs']);
    expect(JSON.parse(readText('package.json')).scripts.migrate).toBe('node scripts/migrate.mjs');
    expect(existsSync(join(ROOT, 'scripts', 'migrate.mjs'))).toBe(true);
  });
});

describe('.dockerignore', () => {
  const ignored = readText('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('keeps host builds, local dependencies and local secrets out of the build context', () => {
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.env', '.git']));
  });

  it('keeps what the build needs: sources, manifests and the lockfile', () => {
    for (const needed of ['package.json', 'package-lock.json', 'apps', 'libs', 'tsconfig.base.json', 'tsconfig.build.json', 'scripts']) {
      expect(ignored).not.toContain(needed);
    }
  });
});

/**
 * The image build installs from the lockfile. The registry these machines reach serves only this
 * platform's optional packages (@swc/core-darwin-*... answer 404), so the lockfile cannot list them
 * and `npm ci` refuses it; the build then falls back to `npm install`, which installs the same locked
 * versions (docs/production.md). Every workspace must still be locked.
 */
describe('package-lock.json, as the image build reads it', () => {
  const lock = JSON.parse(readText('package-lock.json')) as { packages: Record<string, unknown> };

  it('lists every workspace', () => {
    const missing = workspacesInRepository().filter((path) => !(path in lock.packages));
    expect(missing).toEqual([]);
  });

  it('is installed strictly from the lockfile in both install stages: npm ci, never npm install', () => {
    const installs = [...runs(stageNamed('build')), ...runs(stageNamed('deps'))].filter((c) => /npm ci\b/.test(c));
    expect(installs).toHaveLength(2);
    for (const install of installs) expect(install).not.toMatch(/npm (install|i)\b/);
    expect(stages.flatMap(runs).filter((c) => /npm (install|i)\b/.test(c))).toEqual([]);
  });
});
