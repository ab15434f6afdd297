// Request-reply round trip through the gateway: signs in once as the demo reviewer, then times N
// authenticated calls (gateway checks + Kafka request to the owning service + reply), one after the
// other or CONCURRENCY at a time.
// Run against a running product:  BASE_URL=http://localhost:3000 N=200 node bench/rpc-round-trip.mjs
// BENCH_PATH picks another GET route (default /api/authz/clients/practices, answered by auth).
import { signInThroughApi } from '../test/browser/support/sign-in.mjs';
import { ms, timed } from './lib.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const n = Number(process.env.N ?? 200);
const path = process.env.BENCH_PATH ?? '/api/authz/clients/practices';

// Sign-in mails a PIN; it is read from the mail sink npm start runs (INBOX_API to use another).
const inboxApi = process.env.INBOX_API ?? 'http://localhost:1080/email';
const { session } = await signInThroughApi(base, inboxApi, { username: 'reviewer@dental.local', password: 'Review#2026!' });
const headers = { authorization: `Bearer ${session.token}` };

for (let i = 0; i < 10; i++) await (await fetch(`${base}${path}`, { headers })).json(); // warm-up, fills the access cache
const concurrency = Number(process.env.CONCURRENCY ?? 1);
let calls = 0;
const figures = await timed(
  async () => {
    const body = await (await fetch(`${base}${path}`, { headers })).json();
    calls += 1;
    if (!body.success) throw new Error(`call ${calls} failed: ${JSON.stringify(body)}`);
  },
  { total: n, concurrency },
);
console.log(`${n} calls of GET ${path}, ${concurrency} at a time: p50 ${ms(figures.p50)}, p95 ${ms(figures.p95)}, max ${ms(figures.max)}`);
