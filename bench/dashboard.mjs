// The dashboard under load: 1,000,000 transactions over 300 practices (bench/transactions-seed.mjs),
// the reports service's read model filled by its rebuild (paging through the verification service
// over Kafka, as a fresh deployment does), then POST /api/dashboard/graphicsData for all 300
// practices and one month through the gateway at 1 and 20 concurrent users (the same request again,
// answered from the service's cache while nothing changes, and a different `today` each call, which
// the cache never holds), next to the read model's pre-summed query the service runs, the same
// aggregates over the read model's rows (the dashboard before its counts were pre-summed) and on the
// verification service's transaction table (what the dashboard would cost without a read model), in
// the same run.
//
//   node bench/dashboard.mjs        (after `npm run build`; starts its own product on loopback)
//   COUNT, PRACTICES, N (calls per measurement at 1 user, default 300), N_CONCURRENT (at 20 users,
//   default 2,000), N_ROWS (calls of the two row aggregates, default 40: each takes seconds) change
//   the sizes.
//
// Each step at 20 users starts with a wave of 20 calls sent at the same instant, the last of which
// waits for the other nineteen: with 300 calls that wave alone is the slowest 5 % and sets the p95.
// So the 20-user steps make 2,000 calls each, after 400 unmeasured ones at 20 users (JIT, heap and
// Kafka batch sizes settle for that load), and their p95 is that of people already using the screen.
import { createRequire } from 'node:module';
import pg from 'pg';
import { BENCH_DAY } from './transactions-seed.mjs';
import { benchProduct, cpuBreakdown, cpuMeter, ms, rebuildReadModel, timed } from './lib.mjs';

const count = Number(process.env.COUNT ?? 1_000_000);
const practices = Number(process.env.PRACTICES ?? 300);
const n = Math.min(Number(process.env.N ?? 300), 5000);
const nConcurrent = Math.min(Number(process.env.N_CONCURRENT ?? 2000), 20000);
const nRows = Math.min(Number(process.env.N_ROWS ?? 40), 5000);
const { DASHBOARD_SUMS, dashboardSumsParams } = createRequire(import.meta.url)('../apps/reports/dist/dashboard/dashboard.repository.js');

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

const { product, seeded, call } = await benchProduct({ count, practices });
try {
  const built = await rebuildReadModel(product);
  console.log(`${built.out.split('\n').pop()} (rebuild command ${(built.ms / 1000).toFixed(1)} s wall)`);
  const request = { startDate, endDate, practiceIds: seeded.practiceIds, carrierName: 'Delta Dental', today: BENCH_DAY };
  const pool = new pg.Pool({ connectionString: product.databaseUrl, max: 20 });
  const reportsPool = new pg.Pool({ connectionString: product.databaseUrl, max: 20, options: '-c search_path=reports' });
  await pool.query(
    'VACUUM ANALYZE reports.dashboard_transaction, reports.dashboard_day_counts, reports.dashboard_day_status, reports.dashboard_day_carrier, ' +
      'reports.dashboard_week_counts, reports.dashboard_week_status, reports.dashboard_week_carrier, reports.dashboard_month_status',
  );
  const params = [seeded.practiceIds, startDate, endDate, 'Delta Dental'];
  const cardParams = [seeded.practiceIds, BENCH_DAY, `${month}-27`];
  const direct = () =>
    Promise.all([
      pool.query(DIRECT_GROUPS, params),
      pool.query(DIRECT_CARDS.replace('TABLE_NAME', 'verification.transaction'), cardParams),
    ]);
  const readModelRows = () =>
    Promise.all([
      pool.query(READ_MODEL_GROUPS, params),
      pool.query(DIRECT_CARDS.replace('TABLE_NAME', 'reports.dashboard_transaction'), cardParams),
    ]);
  const preSummed = () =>
    reportsPool.query(
      DASHBOARD_SUMS,
      dashboardSumsParams(seeded.practiceIds, startDate, endDate, 'Delta Dental', { from: BENCH_DAY, to: `${month}-27` }),
    );
  const gateway = () => call('POST', '/api/dashboard/graphicsData', request);
  let uncached = 0;
  // A day never asked before on each call (the cards count from `today`), so the cache never holds the answer.
  const gatewayUncached = () =>
    call('POST', '/api/dashboard/graphicsData', {
      ...request,
      today: new Date(Date.UTC(2030, 0, 1 + uncached++)).toISOString().slice(0, 10),
    });

  // The two must agree before their speed means anything: the gateway's answer against the same
  // figures derived from the verification table's groups.
  const answer = await gateway();
  const [groups] = await direct();
  const expected = { total: 0, counters: { completed: 0, notCompleted: 0, notFound: 0, audited: 0 }, weeks: [0, 0, 0, 0, 0], statuses: {} };
  for (const g of groups.rows) {
    expected.total += g.count;
    const counter = { completed: 'completed', 'not-completed': 'notCompleted', 'not-found': 'notFound' }[g.outcome];
    expected.counters[counter] += g.count;
    if (g.audited) expected.counters.audited += g.count;
    if (g.carrier_match) expected.weeks[Math.min(5, g.week) - 1] += g.count;
    expected.statuses[g.status_main] = (expected.statuses[g.status_main] ?? 0) + g.count;
  }
  const got = {
    total: answer.total,
    counters: answer.counters,
    weeks: answer.weeks.map((w) => w.total),
    statuses: Object.fromEntries(answer.statuses.map((s) => [s.status, s.total])),
  };
  const sorted = (o) => JSON.stringify({ ...o, statuses: Object.fromEntries(Object.entries(o.statuses).sort()) });
  // A mismatch is reported, and fails the run, once the measurements (which take long to set up) are made.
  const agree = sorted(got) === sorted(expected);
  if (!agree) {
    console.error(`MISMATCH: the gateway answers ${sorted(got)}, the verification table ${sorted(expected)}`);
    process.exitCode = 1;
  }
  // The rows the pre-summed query reads: the range's whole weeks from the week tables (for the status
  // table, its whole months from the month table and the weeks around them), its other days from the day tables.
  const [, , , , headFrom, headTo, tailFrom, tailTo, weeksFrom, weeksTo, monthsFrom, monthsTo, beforeFrom, beforeTo, afterFrom, afterTo] =
    dashboardSumsParams(seeded.practiceIds, startDate, endDate, 'Delta Dental', { from: BENCH_DAY, to: BENCH_DAY });
  const daysRead = (table, extra = '') =>
    `(SELECT count(*) FROM reports.dashboard_day_${table} WHERE practice_id = ANY($1::text[]) AND (day BETWEEN $2::date AND $3::date OR day BETWEEN $4::date AND $5::date) ${extra})`;
  const rowsRead = (table, extra = '') =>
    `(SELECT count(*) FROM reports.dashboard_week_${table} WHERE practice_id = ANY($1::text[]) AND week_start BETWEEN $6::date AND $7::date ${extra}) + ${daysRead(table, extra)}`;
  const statusRowsRead = `(SELECT count(*) FROM reports.dashboard_month_status WHERE practice_id = ANY($1::text[]) AND month_start BETWEEN $9::date AND $10::date) +
     (SELECT count(*) FROM reports.dashboard_week_status WHERE practice_id = ANY($1::text[])
         AND (week_start BETWEEN $11::date AND $12::date OR week_start BETWEEN $13::date AND $14::date)) + ${daysRead('status')}`;
  const { rows: summedRows } = await pool.query(
    `SELECT (${rowsRead('counts')})::int AS counts, (${statusRowsRead})::int AS statuses, (${rowsRead('carrier', 'AND carrier_name = $8')})::int AS carrier`,
    [
      seeded.practiceIds,
      headFrom,
      headTo,
      tailFrom,
      tailTo,
      weeksFrom,
      weeksTo,
      'Delta Dental',
      monthsFrom,
      monthsTo,
      beforeFrom,
      beforeTo,
      afterFrom,
      afterTo,
    ],
  );
  console.log(
    `month ${month}, ${seeded.practiceIds.length} practices: ${answer.total} transactions; counters ${JSON.stringify(answer.counters)}; ${groups.rows.length} groups; ` +
      `pre-summed rows read: ${JSON.stringify(summedRows[0])}; ${agree ? "the gateway's answer equals the verification table's" : 'MISMATCH (above)'}`,
  );

  for (let i = 0; i < 20; i++) await Promise.all([gateway(), gatewayUncached(), preSummed()]); // warm-up: plans, caches, Kafka
  for (let i = 0; i < 3; i++) await Promise.all([direct(), readModelRows()]);
  const meter = await cpuMeter(product);
  /** The calls' figures, and the CPU each part of the product used per call meanwhile. */
  const metered = async (fn, options) => {
    await meter.reset();
    const figures = await timed(fn, options);
    const { used, total } = await meter.read();
    return { ...figures, cpu: `${(total / options.total).toFixed(1)} ms CPU per call (${cpuBreakdown(used, options.total)})` };
  };
  for (const concurrency of [1, 20]) {
    const calls = concurrency === 1 ? n : nConcurrent;
    if (concurrency > 1) for (const warmUp of [gateway, gatewayUncached]) await timed(warmUp, { total: 200, concurrency });
    const viaGateway = await metered(gateway, { total: calls, concurrency });
    const viaGatewayUncached = await metered(gatewayUncached, { total: calls, concurrency });
    const onPreSummed = await timed(preSummed, { total: calls, concurrency });
    const onReadModelRows = await timed(readModelRows, { total: nRows, concurrency });
    const onVerification = await timed(direct, { total: nRows, concurrency });
    console.log(
      `${String(concurrency).padStart(2)} users: gateway p50 ${ms(viaGateway.p50)}, p95 ${ms(viaGateway.p95)} | gateway, never cached p50 ${ms(viaGatewayUncached.p50)}, p95 ${ms(viaGatewayUncached.p95)} | pre-summed SQL p50 ${ms(onPreSummed.p50)}, p95 ${ms(onPreSummed.p95)} (${calls} calls each)` +
        ` | read model rows aggregated p50 ${ms(onReadModelRows.p50)}, p95 ${ms(onReadModelRows.p95)} | verification table p50 ${ms(onVerification.p50)}, p95 ${ms(onVerification.p95)} (${nRows} calls each)`,
    );
    console.log(`    gateway: ${viaGateway.cpu}\n    gateway, never cached: ${viaGatewayUncached.cpu}`);
  }
  await meter.close();
  await reportsPool.end();
  await pool.end();
} finally {
  await product.stop();
}
