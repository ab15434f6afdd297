// The file listings over a large index: 100,000 feed files (two feeds, 300 practices, 60 days) in a
// database of its own, then pages of Azure Files as the service reads them (FeedFilesRepository, the
// list call's own SQL), with filters and each sort key. Prints p50/p95/max per request shape.
//
//   node bench/file-feeds.mjs   (after `npm run build`; FILES=100000 ROUNDS=40 to change)
import { createRequire } from 'node:module';
import pg from 'pg';
import { percentiles } from './lib.mjs';

const require = createRequire(import.meta.url);
const { createServiceDataSource, migrate } = require('../libs/database/dist/index.js');
const { MESSAGING_ENTITIES } = require('../libs/messaging/dist/index.js');
const { MIGRATIONS } = require('../apps/files/dist/database/migrations.js');
const { FeedFilesRepository } = require('../apps/files/dist/feeds/feed-files.repository.js');
const { feedFileListSchema } = require('../libs/contracts/dist/index.js');

const FILES = Number(process.env.FILES ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 40);
const database = `bench_feeds_${Date.now().toString(36)}`;
const admin = new pg.Client({ host: '127.0.0.1', user: 'postgres', database: 'postgres' });
await admin.connect();
await admin.query(`CREATE DATABASE "${database}"`);
const dataSource = createServiceDataSource({
  url: `postgres://postgres@127.0.0.1:5432/${database}`,
  schema: 'files',
  entities: MESSAGING_ENTITIES,
  migrations: MIGRATIONS,
  poolSize: 4,
  applicationName: 'bench-file-feeds',
});
try {
  await migrate(dataSource);
  const practices = Array.from({ length: 300 }, (_, i) => (0x6955b900 + i).toString(16).padStart(24, '0'));
  const started = Date.now();
  await dataSource.query(
    `INSERT INTO feed_file (id, source, path, container, folder, filename, practice_id, event, lines, size, version, created_at, seen_at)
     SELECT lpad(to_hex(n), 24, '0'), CASE WHEN n % 2 = 0 THEN 'azure' ELSE 'sftp' END,
            'c' || (n % 3) || '/' || p || '/' || k || '_' || n || '.csv', (ARRAY['dentrix','eaglesoft','opendental'])[1 + n % 3],
            p, k || '_' || to_char(now() - (n % 60) * interval '1 day', 'YYYY-MM-DD') || '_' || n || '.csv', p, 'created',
            40 + n % 200, 1000 + n % 90000, 'v', now() - (n % 60) * interval '1 day' - (n % 997) * interval '1 second', now()
     FROM generate_series(1, $1) AS n,
          LATERAL (SELECT ($2::text[])[1 + n % 300] AS p, (ARRAY['appointments','patients','insurance'])[1 + n % 3] AS k) AS x`,
    [FILES, practices],
  );
  await dataSource.query('ANALYZE feed_file');
  console.log(`${FILES} feed files indexed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const files = new FeedFilesRepository(dataSource);
  const granted = practices.slice(0, 200);
  const shapes = {
    'newest first, 25': {},
    'by file name, page 40': { sortFilename: '1', offset: '975' },
    'by container desc, 100': { sortContainer: '-1', limit: '100' },
    'by folder, file name contains': { sortFolder: '1', filename: 'patients' },
    'date range (7 days)': { startDate: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10) },
    'container and folder filters': { container: 'eagle', folder: practices[7].slice(-4) },
  };
  for (const [name, query] of Object.entries(shapes)) {
    const parsed = feedFileListSchema.parse(query);
    const times = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = process.hrtime.bigint();
      await files.page('azure', granted, parsed);
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const { p50, p95, max } = percentiles(times);
    console.log(`${name.padEnd(32)} p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${max.toFixed(1)} ms`);
  }
} finally {
  await dataSource.destroy();
  await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  await admin.end();
}
