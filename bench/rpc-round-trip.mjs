// Request-reply round trip through the gateway: signs in once as the demo reviewer, then times N
// sequential authenticated calls (gateway checks + Kafka request to the owning service + reply).
// Run against a running product:  BASE_URL=http://localhost:3000 N=200 node bench/rpc-round-trip.mjs
// BENCH_PATH picks another GET route (default /api/authz/clients/practices, answered by auth).
import { signInThroughApi } from '../test/browser/support/sign-in.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const n = Number(process.env.N ?? 200);
const path = process.env.BENCH_PATH ?? '/api/authz/clients/practices';

// Sign-in mails a PIN; it is read from the mail sink npm start runs (INBOX_API to use another).
const inboxApi = process.env.INBOX_API ?? 'http://localhost:1080/email';
const { session } = await signInThroughApi(base, inboxApi, { username: 'reviewer@dental.local', password: 'Review#2026!' });
const headers = { authorization: `Bearer ${session.token}` };

for (let i = 0; i < 10; i++) await (await fetch(`${base}${path}`, { headers })).json(); // warm-up, fills the access cache
const times = [];
for (let i = 0; i < n; i++) {
  const started = performance.now();
  const body = await (await fetch(`${base}${path}`, { headers })).json();
  times.push(performance.now() - started);
  if (!body.success) throw new Error(`call ${i} failed: ${JSON.stringify(body)}`);
}
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
const mean = (times.reduce((a, b) => a + b, 0) / n).toFixed(1);
console.log(
  `${n} sequential GET ${path}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${times.at(-1).toFixed(1)} ms, mean ${mean} ms`,
);
