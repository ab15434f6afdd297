#!/usr/bin/env node
// Applies pending migrations of the named services (default: all) to DATABASE_URL, each in its own
// schema. Services also migrate on start when DATABASE_MIGRATE_ON_START=true; production runs this
// as a separate step before rolling out (docs/production.md). Run `npm run build` first.
//   DATABASE_URL=postgres://... node scripts/migrate.mjs [service ...]
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { createServiceDataSource, migrate } = require(join(root, 'libs/database/dist/index.js'));
const { SERVICES } = require(join(root, 'libs/contracts/dist/index.js'));

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is required');
  process.exit(78);
}
const wanted = process.argv.slice(2);
const unknown = wanted.filter((s) => !SERVICES.includes(s));
if (unknown.length) {
  console.error(`Unknown service(s): ${unknown.join(', ')}; known: ${SERVICES.join(', ')}`);
  process.exit(64);
}
for (const service of wanted.length ? wanted : SERVICES) {
  const file = join(root, 'apps', service, 'dist/database/migrations.js');
  if (!existsSync(file)) {
    console.error(`${service}: ${file} is missing; run npm run build first`);
    process.exit(1);
  }
  const { MIGRATIONS } = require(file);
  const dataSource = createServiceDataSource({ url, schema: service, entities: [], migrations: MIGRATIONS });
  try {
    const applied = await migrate(dataSource);
    console.log(`${service}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}`);
  } finally {
    await dataSource.destroy();
  }
}
