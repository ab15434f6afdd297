// All Transactions under load: 1,000,000 transactions over 300 practices; one page of 25 rows for
// all 300 practices over 30 days, with two filters and three sort keys, through the gateway at 1 and
// 50 concurrent users, next to the same SQL (built by the service's own query builder) run directly.
// Measured twice through the gateway: the same request again and again (the gateway gives its kept
// answer again while the practices' lists have not moved; docs/all-transactions.md), and requests
// never asked before (each call adds a filter that matches every row but makes the request new),
// which the database must answer every time. The direct SQL is that of requests never asked before
// (the same statements the service builds, the extra filter included), run twice: page and count side
// by side on two connections, and as the service runs them (the scope's data version, the page, then
// the count, one after the other in one REPEATABLE READ snapshot on one connection, so the count
// matches the page).
// Then 50 users as people use the screen: each asks again THINK_MS (default 1,000) after its answer;
// and one person paging: pages 2 to 11 of the same filters at 25, 50 and 100 rows, none asked before
// (the count of those filters is reused, the page is read).
//
//   node bench/all-transactions.mjs        (after `npm run build`; starts its own product on loopback)
//   COUNT, PRACTICES, N (requests per measurement, default 400) change the sizes; WARMUP the repeated
//   requests at 50 callers before timing, WARMUP_NEW the new ones at 8; KAFKA_MAX_WAIT_MS the fetch wait.
import { createRequire } from 'node:module';
import pg from 'pg';
import { BENCH_CLIENT_ID, BENCH_DAY } from './transactions-seed.mjs';
import { benchProduct, ms, timed } from './lib.mjs';

const require = createRequire(import.meta.url);
const { parseInput, transactionListRequestSchema, DEFAULT_PRIORITY, addDays } = require('@dental/contracts');
const { listVersionStatement, practiceScope, transactionListSql } = require('../apps/verification/dist/transactions/transaction-query.js');
const { DEMO_PRACTICES } = require('@dental/testing/dist/demo-data.js');

const count = Number(process.env.COUNT ?? 1_000_000);
const practices = Number(process.env.PRACTICES ?? 300);
const n = Math.min(Number(process.env.N ?? 400), 5000);

// KAFKA_MAX_WAIT_MS overrides the product's fetch wait (3 s; a real broker answers as soon as data arrives).
const env = process.env.KAFKA_MAX_WAIT_MS ? { KAFKA_MAX_WAIT_MS: process.env.KAFKA_MAX_WAIT_MS } : {};
const { product, seeded, call } = await benchProduct({ count, practices, env });
try {
  const clientPractices = [...seeded.practiceIds, ...DEMO_PRACTICES.filter((p) => p.clientId === BENCH_CLIENT_ID).map((p) => p._id)];
  const sort = { dateToOrder: 1, patientName: 1, carrier: -1 };
  await call('PUT', '/api/users/transaction/sort', { sort });
  const request = {
    limit: 25,
    offset: 0,
    // Every practice of the client (the 300 bench practices and the client's demo ones), as a user
    // who selects all of them would ask: the service then reads the client instead of 304 ids.
    practiceId: clientPractices,
    startDate: addDays(BENCH_DAY, -15),
    endDate: addDays(BENCH_DAY, 14),
    filter: { carrier: { operation: 'c', value: 'delta' }, ivProcessResult: { operation: 'sw', value: 'Done' } },
  };
  const first = await call('POST', '/api/iv/transaction/getAllTransaction', request);
  console.log(`matches: ${first.recordsQty}${first.recordsCapped ? '+ (capped count)' : ''}; page rows: ${first.records.length}`);

  const query = parseInput(transactionListRequestSchema, request);
  const actor = { userId: 'bench', clientId: '', clientIds: [], practiceIds: clientPractices, permissions: [] };
  // The scope the service's repository finds for this request: every practice of one client.
  const scope = { ...practiceScope(query, actor), wholeClientId: BENCH_CLIENT_ID };
  const sqlOf = (asked) => transactionListSql(asked, scope, { sort, priority: DEFAULT_PRIORITY });
  const sql = sqlOf(query);
  const pool = new pg.Pool({ connectionString: product.databaseUrl, max: 10, options: '-c search_path=verification' });
  const directPage = await pool.query(sql.page.text, sql.page.values);
  if (directPage.rows.map((r) => r.id).join() !== first.records.map((r) => r._id).join())
    throw new Error('the direct SQL and the gateway answer different pages');
  // A request never asked before: one more filter that every row passes, with a value of its own, so
  // neither the gateway nor the service has its answer. The direct SQL runs the same statements (the
  // extra condition included: it is checked on each of the ~50,000 index entries the count reads).
  const newRequest = (n) => ({ ...request, filter: { ...request.filter, provider: { operation: 'nc', value: `not-a-provider-${n}` } } });
  let directAsked = 0;
  const newSql = () => sqlOf(parseInput(transactionListRequestSchema, newRequest(`direct-${(directAsked += 1)}`)));
  const direct = () => {
    const { page, count } = newSql();
    return Promise.all([pool.query(page.text, page.values), pool.query(count.text, count.values)]);
  };
  const version = listVersionStatement(scope);
  const inOneSnapshot = async () => {
    const { page, count } = newSql();
    const client = await pool.connect();
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      for (const statement of [version, page, count]) await client.query(statement.text, statement.values);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
  };
  const gateway = () => call('POST', '/api/iv/transaction/getAllTransaction', request);
  let asked = 0;
  const neverAsked = () => call('POST', '/api/iv/transaction/getAllTransaction', newRequest((asked += 1)));

  for (let i = 0; i < 30; i++) await Promise.all([direct(), gateway()]); // warm-up: caches, plans, Kafka
  // Then requests never asked before, WARMUP_NEW times (default 1,500, 8 at a time). The repeated
  // request never leaves the gateway, so its warm-up (below) leaves the path of a new one cold in the
  // gateway, the broker and the verification service: timed after only the 30 calls above, a new
  // request measured their JIT compilers too (the broker's alone spent 12.7 ms of CPU per request
  // compiling, on the core the count's parallel scan wanted; docs/speed.md, eleventh session).
  await timed(neverAsked, { total: Number(process.env.WARMUP_NEW ?? 1500), concurrency: 8 });
  // Then the repeated request at 50 callers, WARMUP times (default 4,000), so that the gateway's JIT has
  // compiled its path before it is timed (as bench/rpc-round-trip.mjs warms up, for the same reason):
  // after only the 30 calls above, the 400 timed calls at 50 callers measured its warm-up.
  await timed(gateway, { total: Number(process.env.WARMUP ?? 4000), concurrency: 50 });
  for (const concurrency of [1, 50]) {
    // The callers' connections open before the clock starts, as 50 people's browsers hold theirs: the
    // server closes a keep-alive connection idle for 5 s, and 49 opened at once in the first of only
    // eight rounds of 50 weighed on the p95 of the repeated request (230–390 ms against 60–90 ms).
    await timed(gateway, { total: concurrency * 4, concurrency });
    const viaGateway = await timed(gateway, { total: n, concurrency });
    const uncached = await timed(neverAsked, { total: n, concurrency });
    const viaSql = await timed(direct, { total: n, concurrency });
    const viaSnapshot = await timed(inOneSnapshot, { total: n, concurrency });
    console.log(
      `${String(concurrency).padStart(2)} users: gateway, same request p50 ${ms(viaGateway.p50)}, p95 ${ms(viaGateway.p95)} | gateway, new requests p50 ${ms(uncached.p50)}, p95 ${ms(uncached.p95)} | direct SQL of new requests (page + capped count) p50 ${ms(viaSql.p50)}, p95 ${ms(viaSql.p95)} | p95 ratio same/new to direct ${(viaGateway.p95 / viaSql.p95).toFixed(2)}x / ${(uncached.p95 / viaSql.p95).toFixed(2)}x | the same SQL as the service runs it (version, page, count in one snapshot) p50 ${ms(viaSnapshot.p50)}, p95 ${ms(viaSnapshot.p95)} (${n} calls each)`,
    );
  }
  const pauseMs = Number(process.env.THINK_MS ?? 1000);
  const reading = await timed(gateway, { total: n, concurrency: 50, pauseMs });
  const readingNew = await timed(neverAsked, { total: n, concurrency: 50, pauseMs });
  console.log(
    `50 users asking ${pauseMs} ms after each answer: gateway, same request p50 ${ms(reading.p50)}, p95 ${ms(reading.p95)} | gateway, new requests p50 ${ms(readingNew.p50)}, p95 ${ms(readingNew.p95)} (${n} calls each)`,
  );
  const pages = [25, 50, 100].flatMap((limit) => Array.from({ length: 10 }, (_, i) => ({ limit, offset: (i + 1) * limit })));
  let turned = 0;
  const nextPage = () => call('POST', '/api/iv/transaction/getAllTransaction', { ...request, ...pages[turned++] });
  const paging = await timed(nextPage, { total: pages.length, concurrency: 1 });
  console.log(`1 person paging: p50 ${ms(paging.p50)}, p95 ${ms(paging.p95)} (${pages.length} pages)`);
  const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${sql.page.text}`, sql.page.values);
  console.log(
    `page plan (last lines):\n${plan.rows
      .slice(-3)
      .map((r) => r['QUERY PLAN'])
      .join('\n')}`,
  );
  await pool.end();
} finally {
  await product.stop();
}
