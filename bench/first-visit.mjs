// A signed-out person's first visit: how long from typing /allTransaction into a fresh browser (empty
// cache, no session) until the sign-in form shows, and how much JavaScript that page needed.
//
//   node bench/first-visit.mjs                                   (starts its own product; needs `npm run build`)
//   BASE_URL=http://localhost:3000 node bench/first-visit.mjs    (against a running product)
//   RUNS=10 PAGE=/allTransaction                                 (visits, and the address visited)
//
// Each visit is a new browser context, so nothing is cached. The figure is the time from the start of
// navigation to the user-name field being visible; JavaScript is counted as the bytes that crossed
// the wire (what the gateway's compression sends) and as the gzip size of the same files.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startProduct } from '../scripts/lib/product.mjs';
import { CHROMIUM_FLAGS, repoRoot } from '../test/browser/support/browser.mjs';
import { ms, percentiles } from './lib.mjs';

const runs = Number(process.env.RUNS ?? 7);
const address = process.env.PAGE ?? '/allTransaction';
const product = process.env.BASE_URL ? undefined : await startProduct({ fixedPorts: false, seed: false, log: () => {} });
const base = process.env.BASE_URL ?? product.baseUrl;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One cold visit: the time to the sign-in form, and each script's path and bytes on the wire. */
async function visit() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Map();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.set(new URL(request.url()).pathname, sizes.responseBodySize);
  });
  const started = performance.now();
  await page.goto(`${base}${address}`, { waitUntil: 'commit' });
  await page.getByTestId('sign-in-username').waitFor({ state: 'visible', timeout: 30_000 });
  const elapsed = performance.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { elapsed, scripts };
}

try {
  // The gateway's very first answers also read the files from disk; shown apart from the rest.
  const first = await visit();
  const times = [];
  let scripts = new Map();
  for (let i = 0; i < runs; i++) {
    const result = await visit();
    times.push(result.elapsed);
    scripts = result.scripts;
  }
  const wire = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  const dist = `${repoRoot}apps/admin-web/dist`;
  const gzip = [...scripts.keys()].reduce((sum, path) => sum + gzipSync(readFileSync(`${dist}${path}`)).length, 0);
  const figures = percentiles(times);
  console.log(`Signed-out first visit to ${address}, ${runs} visits with an empty cache:`);
  console.log(
    `  sign-in form visible after: p50 ${ms(figures.p50)}, max ${ms(figures.max)} (the server's first visit: ${ms(first.elapsed)})`,
  );
  console.log(`  JavaScript loaded for it: ${scripts.size} files, ${kb(wire)} on the wire, ${kb(gzip)} gzip`);
  for (const [path, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) console.log(`    ${path}  ${kb(bytes)}`);
} finally {
  await browser.close();
  await product?.stop();
}
