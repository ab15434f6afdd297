// A bot result shows on the dashboard while bots publish 2,000 results a second: the load (bot
// results for the demo practices, bench/bot-results.mjs's publisher, RATE events/s) runs for the
// whole measurement, and after WARM_UP_S seconds of it MARKERS marker results, one every MARKER_EVERY_MS, go to one
// practice on a day nothing else uses. After each marker the bench calls the dashboard
// (POST /api/dashboard/graphicsData through the gateway, that practice and that day's month) every
// POLL_MS until its total counts the marker: publish-to-dashboard latency, p50/p95/max.
// Target (issue 13): within 2 s.
//
//   node bench/dashboard-latency.mjs     (after `npm run build`; starts its own product on loopback)
//   RATE (default 2000), MARKERS (default 30), MARKER_EVERY_MS (default 1000), POLL_MS (default 50),
//   WARM_UP_S (default 20: the load alone, before the first marker; 5 until 28 November)
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { signInThroughApi } from '../test/browser/support/sign-in.mjs';
import { botResultMessage, productWithBot, publishBotResults } from './bot-results.mjs';
import { ms, percentiles } from './lib.mjs';

const require = createRequire(import.meta.url);
const { DEMO_PRACTICES } = require('@dental/testing/dist/demo-data.js');
const { Topics } = require('@dental/contracts');

const rate = Math.max(10, Number(process.env.RATE ?? 2000));
const markers = Math.min(Number(process.env.MARKERS ?? 30), 500);
const markerEveryMs = Math.max(200, Number(process.env.MARKER_EVERY_MS ?? 1000));
const pollMs = Math.max(10, Number(process.env.POLL_MS ?? 50));
const warmUpMs = Math.max(0, Number(process.env.WARM_UP_S ?? 20)) * 1000;
const MARKER_TIMEOUT_MS = 60_000;
/** The markers' day: a month of its own, far from the demo data and the load's 2026-12-01. */
const MARKER_DAY = '2032-03-10';
const markerPractice = DEMO_PRACTICES[0];
const loadPractices = DEMO_PRACTICES.slice(1);

const { product, db, producer } = await productWithBot();
const loadProducer = producer();
const markerProducer = producer();
await Promise.all([loadProducer.connect(), markerProducer.connect()]);
const { session } = await signInThroughApi(product.baseUrl, product.inboxApi, { username: 'admin@dental.local', password: 'Admin#2026!' });

const request = {
  startDate: `${MARKER_DAY.slice(0, 7)}-01`,
  endDate: `${MARKER_DAY.slice(0, 7)}-28`,
  practiceIds: [markerPractice._id],
  clientId: markerPractice.clientId,
  today: MARKER_DAY,
};
async function dashboardTotal() {
  const response = await fetch(`${product.baseUrl}/api/dashboard/graphicsData`, {
    method: 'POST',
    headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const answer = await response.json();
  if (!answer.success) throw new Error(`POST /api/dashboard/graphicsData: ${answer.message}`);
  return answer.data.total;
}

/** Where a marker got to (the verification table, the read model) and how far each is behind the load: for a run that times out. */
async function whereIs(run, m) {
  const [marker] = (
    await db.query(
      `SELECT t.id, t.created_at, r.read_at FROM verification.transaction t
         LEFT JOIN reports.dashboard_transaction r ON r.transaction_id = t.id WHERE t.bot_verification_id = $1`,
      [`bench-${run}-marker-${m}`],
    )
  ).rows;
  const [{ stored, modelled }] = (
    await db.query(
      `SELECT count(*)::int AS stored, count(r.transaction_id)::int AS modelled FROM verification.transaction t
         LEFT JOIN reports.dashboard_transaction r ON r.transaction_id = t.id WHERE t.bot_verification_id LIKE $1`,
      [`bench-${run}-load-%`],
    )
  ).rows;
  const at = !marker
    ? 'not stored by the verification service'
    : marker.read_at
      ? 'in the read model'
      : 'stored, not in the read model yet';
  return `the marker is ${at}; load results stored by verification ${stored}, in the read model ${modelled}`;
}

/**
 * When a counted marker passed each stage, in ms after its publish (the database's clock, on the
 * same machine): stored by the verification service (its transaction's start), its outbox event sent
 * (the relay's transaction start), its facts read for the read model (the answer's snapshot).
 */
async function stages(run, m, publishedWall) {
  const [row] = (
    await db.query(
      `SELECT extract(epoch FROM t.created_at) * 1000 AS stored,
              (SELECT extract(epoch FROM max(o.sent_at)) * 1000 FROM verification.outbox_event o
                WHERE o.payload->'transactions' @> jsonb_build_array(jsonb_build_object('transactionId', t.id::text))) AS sent,
              extract(epoch FROM r.read_at) * 1000 AS read
         FROM verification.transaction t LEFT JOIN reports.dashboard_transaction r ON r.transaction_id = t.id
        WHERE t.bot_verification_id = $1`,
      [`bench-${run}-marker-${m}`],
    )
  ).rows;
  return { stored: row.stored - publishedWall, 'outbox sent': row.sent - publishedWall, 'facts read': row.read - publishedWall };
}

let stopLoad = false;
let load;
try {
  const run = randomUUID().slice(0, 8);
  const baseline = await dashboardTotal();
  // Enough load for the whole measurement; it stops when the markers are done.
  load = publishBotResults(loadProducer, {
    events: rate * Math.ceil((markers * (markerEveryMs + 2 * MARKER_TIMEOUT_MS)) / 1000),
    rate,
    message: (i) => botResultMessage(`${run}-load`, i, { practice: loadPractices[i % loadPractices.length] }),
    stop: () => stopLoad,
  });
  // The load reaches its pace first (and the product, just started, its compiled code and batch sizes).
  await new Promise((resolve) => setTimeout(resolve, warmUpMs));

  const latencies = [];
  const stageTimes = {};
  let calls = 0;
  const failures = [];
  for (let m = 1; m <= markers; m++) {
    const next = Date.now() + markerEveryMs;
    const message = botResultMessage(`${run}-marker`, m, { practice: markerPractice, day: MARKER_DAY });
    const publishedAt = performance.now();
    const publishedWall = Date.now();
    await markerProducer.send({ topic: Topics.BotVerificationResult, messages: [message] });
    for (;;) {
      calls += 1;
      // A call the gateway gave up on (10 s) counts as not yet: the marker's time keeps running.
      const total = await dashboardTotal().catch((error) => {
        failures.push(error.message);
        return -1;
      });
      if (total >= baseline + m) break;
      if (performance.now() - publishedAt > MARKER_TIMEOUT_MS)
        throw new Error(`marker ${m} not on the dashboard after ${MARKER_TIMEOUT_MS / 1000} s; ${await whereIs(run, m)}`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    latencies.push(performance.now() - publishedAt);
    const stage = await stages(run, m, publishedWall);
    for (const [name, value] of Object.entries(stage)) (stageTimes[name] ??= []).push(value);
    console.log(
      `marker ${m}: ${ms(latencies.at(-1))} (${Object.entries(stage)
        .map(([name, value]) => `${name} ${ms(value)}`)
        .join(', ')})`,
    );
    if (next > Date.now()) await new Promise((resolve) => setTimeout(resolve, next - Date.now()));
  }
  stopLoad = true;
  const { sent, started, published } = await load;
  const p = percentiles(latencies);
  const [{ n: stored }] = (
    await db.query(`SELECT count(*)::int AS n FROM verification.transaction WHERE bot_verification_id LIKE $1`, [`bench-${run}-load-%`])
  ).rows;
  console.log(
    `load: ${sent} bot results published in ${((published - started) / 1000).toFixed(1)} s (${Math.round(sent / ((published - started) / 1000))}/s); ` +
      `${stored} stored by the verification service when the markers were done`,
  );
  console.log(
    `stages, from the publish (p50/p95): ${Object.entries(stageTimes)
      .map(([name, values]) => `${name} ${ms(percentiles(values).p50)}/${ms(percentiles(values).p95)}`)
      .join(', ')}`,
  );
  console.log(
    `${markers} markers, publish to counted by the dashboard call: p50 ${ms(p.p50)}, p95 ${ms(p.p95)}, max ${ms(p.max)} ` +
      `(dashboard polled every ${pollMs} ms; ${calls} calls, ${failures.length} failed${failures.length ? `: ${[...new Set(failures)].join('; ')}` : ''})`,
  );
} finally {
  stopLoad = true;
  await load?.catch(() => undefined);
  await Promise.all([loadProducer.disconnect(), markerProducer.disconnect()]);
  await db.end();
  await product.stop();
}
