#!/usr/bin/env node
// The node_modules an app needs at run time, so each image carries its own app's dependencies and no
// other's (the Dockerfile's per-app stages copy exactly these). Read from the sources: the packages
// the app's code and the @dental libraries it uses import (type-only imports left out), then
// everything those need according to package-lock.json (dependencies, optional and peer dependencies
// that are installed), resolved the way Node finds them. Paths are printed one a line, from the root.
//   node scripts/app-dependencies.cjs gateway
'use strict';
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const { join, posix } = require('node:path');

const ROOT = join(__dirname, '..');

/** Bare specifiers a file loads at run time: `import ... from`, `export ... from`, `require()`, `import()`; not `import type`. */
function runtimeImports(text) {
  const found = new Set();
  const patterns = [
    /^\s*import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
    /^\s*export\s+(?!type\s)[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm,
    /\brequire\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1]);
  return [...found].filter((s) => !s.startsWith('node:'));
}

const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The .ts file a relative import names (`./x` is x.ts or x/index.ts). */
function sourceOf(specifier, fromFile) {
  const base = join(fromFile, '..', specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${fromFile}: cannot find ${specifier}`);
}

/**
 * The workspace folders (apps/x, libs/y) an app's code runs, and the npm packages it imports: followed
 * file by file from the app's entry points (src/*main.ts), so code the app never loads (the demo
 * seeds run by `npm start`, with their test fixtures) does not count.
 */
function directImports(app) {
  const workspaces = new Set([`apps/${app}`]);
  const packages = new Set();
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    // A JSON module (the gateway's answer-schemas.json) imports nothing.
    if (file.endsWith('.json')) return;
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) {
        visit(sourceOf(specifier, file));
        continue;
      }
      const name = packageOf(specifier);
      if (name.startsWith('@dental/')) {
        const folder = `libs/${name.slice('@dental/'.length)}`;
        workspaces.add(folder);
        visit(join(ROOT, folder, 'src', 'index.ts'));
      } else packages.add(name);
    }
  };
  const src = join(ROOT, 'apps', app, 'src');
  for (const name of readdirSync(src).filter((n) => /(^|\.)main\.ts$/.test(n))) visit(join(src, name));
  return { workspaces: [...workspaces].sort(), packages: [...packages].sort() };
}

/** npm's `os` and `cpu` fields (`["linux"]`, `["!win32"]`): whether npm installs the package on this machine. */
function installableHere(entry, platform = process.platform, arch = process.arch) {
  const allows = (list, value) => !list || (list.some((v) => !v.startsWith('!')) ? list.includes(value) : !list.includes(`!${value}`));
  return allows(entry.os, platform) && allows(entry.cpu, arch);
}

/** Every installed path the app needs, with what each of those needs, per package-lock.json. */
function appDependencies(app, lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'))) {
  const entries = lock.packages;
  const { workspaces, packages } = directImports(app);
  /** Where Node finds `name` from the package installed at `from` (node_modules/a/node_modules/b, then up). */
  const resolve = (name, from) => {
    for (let dir = from; ; dir = posix.dirname(posix.dirname(dir))) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (entries[candidate]) return candidate;
      if (!dir || !dir.includes('node_modules/')) return entries[`node_modules/${name}`] ? `node_modules/${name}` : undefined;
    }
  };
  const needed = new Set();
  const missing = [];
  const add = (path) => {
    if (needed.has(path)) return;
    const entry = entries[path];
    if (entry.dev) missing.push(`${path} is a development dependency`);
    needed.add(path);
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}),
    ];
    for (const name of names) {
      const found = resolve(name, path);
      // Other platforms' builds of an optional native addon (msgpackr-extract-darwin-arm64...) are not installed here.
      if (found && !entries[found].dev && installableHere(entries[found])) add(found);
      else if (found && !installableHere(entries[found])) continue;
      else if (!found && !(entry.optionalDependencies ?? {})[name] && !(entry.peerDependenciesMeta ?? {})[name]?.optional) {
        missing.push(`${name}, needed by ${path}`);
      }
    }
  };
  for (const name of packages) {
    const found = resolve(name, '');
    if (found) add(found);
    else missing.push(`${name}, imported by ${app}'s code`);
  }
  // The links node_modules/@dental/* to the workspaces the app runs.
  const links = workspaces.map((folder) => `node_modules/@dental/${folder.split('/')[1]}`);
  return { workspaces, packages, paths: [...links, ...[...needed].sort()], missing };
}

module.exports = { appDependencies, directImports, installableHere, runtimeImports };

if (require.main === module) {
  const app = process.argv[2];
  if (!app || !existsSync(join(ROOT, 'apps', app, 'src'))) {
    console.error('Usage: app-dependencies.cjs <app>');
    process.exit(64);
  }
  const { paths, missing } = appDependencies(app);
  if (missing.length) {
    console.error(`${app}: not installed for production: ${missing.join('; ')}`);
    process.exit(1);
  }
  process.stdout.write(`${paths.join('\n')}\n`);
}
