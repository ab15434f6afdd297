// The dashboard under load: 1,000,000 transactions over 300 practices (bench/transactions-seed.mjs),
// the reports service's read model filled by its rebuild (paging through the verification service
// over Kafka, as a fresh deployment does), then POST /api/dashboard/graphicsData for all 300
// practices and one month through the gateway at 1 and 20 concurrent users, next to the same
// aggregates computed directly on the verification service's transaction table in the same run
// (what the dashboard would cost without a read model) and on the read model itself.
//
//   node bench/dashboard.mjs        (after `npm run build`; starts its own product on loopback)
//   COUNT, PRACTICES, N (calls per measurement, default 300) change the sizes.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { BENCH_DAY } from './transactions-seed.mjs';
import { benchProduct, ms, timed } from './lib.mjs';

const count = Number(process.env.COUNT ?? 1_000_000);
const practices = Number(process.env.PRACTICES ?? 300);
const n = Math.min(Number(process.env.N ?? 300), 5000);

const month = BENCH_DAY.slice(0, 7);
const startDate = `${month}-01`;
const endDate = `${month}-30`;

/** The dashboard's groups and cards computed from the verification service's own table, classified as the read model does when it stores a row. */
const DIRECT_GROUPS = `
  WITH t AS (
    SELECT type, coalesce(nullif(trim(split_part(iv_status, '/', 1)), ''), 'EMPTY') AS status_main, iv_process_result,
           audited, missing_required_input_qty, appointment_date, carrier_name
      FROM verification.transaction
     WHERE practice_id = ANY($1::text[]) AND appointment_date BETWEEN $2::date AND $3::date)
  SELECT type, status_main,
         CASE WHEN lower(status_main) = 'not found' THEN 'not-found'
              WHEN lower(trim(ltrim(iv_process_result, '*'))) IN ('done by dr', 'done by cc', 'no action taken') THEN 'completed'
              ELSE 'not-completed' END AS outcome,
         audited, missing_required_input_qty > 0 AS has_missing, ceil(extract(day FROM appointment_date) / 7)::int AS week,
         ($4 = '' OR carrier_name = $4) AS carrier_match, count(*)::int AS count
    FROM t GROUP BY 1, 2, 3, 4, 5, 6, 7`;
const DIRECT_CARDS = `
  SELECT count(*) FILTER (WHERE type = 'FBD')::int AS fbd, count(*) FILTER (WHERE type = 'ELG')::int AS elg,
         count(*) FILTER (WHERE missing_required_input_qty > 0)::int AS missing, count(*) FILTER (WHERE audited)::int AS audited
    FROM TABLE_NAME WHERE practice_id = ANY($1::text[]) AND appointment_date BETWEEN $2::date AND $3::date`;
const READ_MODEL_GROUPS = `
  SELECT type, status_main, outcome, audited, missing_required_input_qty > 0 AS has_missing,
         ceil(extract(day FROM appointment_date) / 7)::int AS week, ($4 = '' OR carrier_name = $4) AS carrier_match, count(*)::int AS count
    FROM reports.dashboard_transaction
   WHERE practice_id = ANY($1::text[]) AND appointment_date BETWEEN $2::date AND $3::date
   GROUP BY 1, 2, 3, 4, 5, 6, 7`;

function rebuild(product) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['apps/reports/dist/read-model/rebuild.cli.js', '--fresh'], {
      env: { ...process.env, DATABASE_URL: product.databaseUrl, KAFKA_BROKERS: product.kafkaBrokers, LOG_LEVEL: 'warn', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve({ out: out.trim(), ms: performance.now() - started }) : reject(new Error(`rebuild exited ${code}: ${out}`)),
    );
  });
}

const { product, seeded, call } = await benchProduct({ count, practices });
try {
  const built = await rebuild(product);
  console.log(`${built.out.split('\n').pop()} (rebuild command ${(built.ms / 1000).toFixed(1)} s wall)`);
  const request = { startDate, endDate, practiceIds: seeded.practiceIds, carrierName: 'Delta Dental', today: BENCH_DAY };
  const pool = new pg.Pool({ connectionString: product.databaseUrl, max: 20 });
  await pool.query('VACUUM ANALYZE reports.dashboard_transaction');
  const params = [seeded.practiceIds, startDate, endDate, 'Delta Dental'];
  const cardParams = [seeded.practiceIds, BENCH_DAY, `${month}-27`];
  const direct = () =>
    Promise.all([
      pool.query(DIRECT_GROUPS, params),
      pool.query(DIRECT_CARDS.replace('TABLE_NAME', 'verification.transaction'), cardParams),
    ]);
  const readModel = () =>
    Promise.all([
      pool.query(READ_MODEL_GROUPS, params),
      pool.query(DIRECT_CARDS.replace('TABLE_NAME', 'reports.dashboard_transaction'), cardParams),
    ]);
  const gateway = () => call('POST', '/api/dashboard/graphicsData', request);

  // The two must agree before their speed means anything.
  const answer = await gateway();
  const [groups] = await direct();
  const directTotal = groups.rows.reduce((sum, row) => sum + row.count, 0);
  if (directTotal !== answer.total)
    throw new Error(`the gateway counts ${answer.total} transactions, the verification table ${directTotal}`);
  console.log(
    `month ${month}, ${seeded.practiceIds.length} practices: ${answer.total} transactions; counters ${JSON.stringify(answer.counters)}; ${groups.rows.length} groups`,
  );

  for (let i = 0; i < 20; i++) await Promise.all([gateway(), direct(), readModel()]); // warm-up: plans, caches, Kafka
  for (const concurrency of [1, 20]) {
    const viaGateway = await timed(gateway, { total: n, concurrency });
    const onReadModel = await timed(readModel, { total: n, concurrency });
    const onVerification = await timed(direct, { total: n, concurrency });
    console.log(
      `${String(concurrency).padStart(2)} users: gateway (read model) p50 ${ms(viaGateway.p50)}, p95 ${ms(viaGateway.p95)} | read model SQL p50 ${ms(onReadModel.p50)}, p95 ${ms(onReadModel.p95)} | same aggregates on the verification table p50 ${ms(onVerification.p50)}, p95 ${ms(onVerification.p95)} (${n} calls each)`,
    );
  }
  await pool.end();
} finally {
  await product.stop();
}
