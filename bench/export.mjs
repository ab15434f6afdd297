// Export of 100,000 rows: the export job's own code (database cursor → exceljs streaming writer →
// object storage), run in this process against a product started on loopback, so its time and the
// process's peak memory (VmHWM) are the job's. Target: under 10 s and under 300 MB.
//
//   node bench/export.mjs     (after `npm run build`; ROWS changes the size, at most 1,000,000)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { benchProduct } from './lib.mjs';

const require = createRequire(import.meta.url);
require('reflect-metadata');
const { parseInput, transactionListRequestSchema, DEFAULT_PRIORITY } = require('@dental/contracts');
const { createServiceDataSource } = require('@dental/database');
const { ObjectStorage } = require('@dental/storage');
const { ExportsService } = require('../apps/verification/dist/exports/exports.service.js');

const rows = Math.min(Number(process.env.ROWS ?? 100_000), 1_000_000);
const memory = () => {
  const status = readFileSync('/proc/self/status', 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
};

const { product, seeded } = await benchProduct({ count: rows, practices: 300 });
const dataSource = createServiceDataSource({ url: product.databaseUrl, schema: 'verification', entities: [], migrations: [], poolSize: 2 });
await dataSource.initialize();
const storage = new ObjectStorage({
  endpoint: product.env.S3_ENDPOINT,
  accessKey: product.env.S3_ACCESS_KEY,
  secretKey: product.env.S3_SECRET_KEY,
  region: product.env.S3_REGION,
  bucket: product.env.S3_BUCKET,
});
const exports = new ExportsService(
  { REDIS_URL: product.env.REDIS_URL, REDIS_KEY_PREFIX: `${product.redisKeyPrefix}bench:` },
  dataSource,
  storage,
);
try {
  const query = parseInput(transactionListRequestSchema, { practiceId: seeded.practiceIds });
  const before = memory();
  let progressCalls = 0;
  const job = {
    id: 'export-bench',
    data: {
      userId: 'bench',
      scope: { practiceIds: seeded.practiceIds },
      query,
      order: { sort: { dateToOrder: 1 }, priority: DEFAULT_PRIORITY },
    },
    updateProgress: async () => {
      progressCalls += 1;
    },
  };
  const started = performance.now();
  const result = await exports.build(job);
  const seconds = (performance.now() - started) / 1000;
  const after = memory();
  const size = (await storage.stat(result.key)).size;
  console.log(
    `export of ${result.rows} rows: ${seconds.toFixed(2)} s (${Math.round(result.rows / seconds)} rows/s), file ${(size / 1e6).toFixed(1)} MB, ` +
      `RSS before ${before.rss.toFixed(0)} MB, peak ${after.peak.toFixed(0)} MB (growth ${(after.peak - before.rss).toFixed(0)} MB), ${progressCalls} progress updates`,
  );
} finally {
  await exports.onApplicationShutdown();
  await dataSource.destroy();
  await product.stop();
}
