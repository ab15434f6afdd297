/**
 * The product as a production image runs it: the web bundle built for production (the test builds
 * it), a gateway with a body-encryption key of its own (never the development one), the security
 * headers and the Content-Security-Policy, and the sign-in limits.
 *
 * - The bundle holds neither the development key nor source maps; the web app asks the gateway for
 *   its settings as it loads, so sign-in works against the deployment's key.
 * - Every page walked raises no Content-Security-Policy violation and no page error.
 * - An account tried too often gets 429 with Retry-After, and the sign-in page says how long to wait.
 *
 *   node --test test/browser/production.browser.test.mjs     (needs `npm run build` first: it starts the built services)
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { promisify } from 'node:util';
import { DEMO_USERS, DEV_SECRETS, startProduct } from '../../scripts/lib/product.mjs';
import { launchBrowser, newPage, repoRoot, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const admin = { email: DEMO_USERS.admin.username, password: DEMO_USERS.admin.password };
const productionKey = randomBytes(24).toString('base64url');

let product;
let browser;
let webDist;

function filesUnder(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A page that records Content-Security-Policy violations (window.__cspViolations) and page errors. */
async function watchedPage() {
  const errors = [];
  const page = await newPage(browser, { viewport: { width: 1366, height: 900 }, errors });
  // Init scripts are injected by the browser itself, outside the page's CSP.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  const violations = () => page.evaluate(() => window.__cspViolations);
  return { page, errors, violations };
}

before(
  async () => {
    webDist = mkdtempSync(join(tmpdir(), 'dental-web-production-'));
    await promisify(execFile)(
      join(repoRoot, 'node_modules/.bin/vite'),
      ['build', '--mode', 'production', '--outDir', webDist, '--emptyOutDir'],
      {
        cwd: join(repoRoot, 'apps/admin-web'),
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    product = await startProduct({ fixedPorts: false, seed: true, env: { BODY_ENCRYPTION_KEY: productionKey, WEB_DIST: webDist } });
    browser = await launchBrowser();
  },
  { timeout: START_TIMEOUT_MS + 180_000 },
);

after(
  async () => {
    await browser?.close().catch(() => undefined);
    await product?.stop();
    if (webDist) rmSync(webDist, { recursive: true, force: true });
  },
  { timeout: STOP_TIMEOUT_MS },
);

test('the production bundle carries no key and no source maps', () => {
  const files = filesUnder(webDist);
  assert.ok(
    files.some((f) => f.endsWith('.js')),
    'the build made no JavaScript',
  );
  assert.deepEqual(
    files.filter((f) => f.endsWith('.map')),
    [],
    'source maps are shipped',
  );
  for (const file of files.filter((f) => /\.(js|html|css)$/.test(f))) {
    const text = readFileSync(file, 'utf8');
    assert.ok(!text.includes(DEV_SECRETS.BODY_ENCRYPTION_KEY), `${file} embeds the development body-encryption key`);
    assert.ok(!text.includes('sourceMappingURL'), `${file} points at a source map`);
  }
});

test('sign-in works against a non-development key, under a strict CSP with no violation', { timeout: 180_000 }, async (t) => {
  const { page, errors, violations } = await watchedPage();
  try {
    const response = await page.goto(`${product.baseUrl}/login`);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    assert.match(csp, /default-src 'self'/);
    assert.match(csp, /script-src 'self'(;|$)/, 'scripts are limited to the origin, with no inline script or eval');
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(headers['x-content-type-options'], 'nosniff');
    assert.equal(headers['referrer-policy'], 'no-referrer');
    assert.equal(headers['x-powered-by'], undefined);

    await signInInBrowser(page, product, admin);
    await page.getByTestId('practice-selection').waitFor();
    // No token where a script could read it: the refresh token's cookie is HttpOnly, nothing is in storage.
    const cookies = await page.context().cookies();
    const refresh = cookies.find((c) => c.name === 'dental_refresh');
    assert.ok(refresh?.httpOnly, 'the refresh token is not in an HttpOnly cookie');
    assert.equal(refresh.sameSite, 'Strict');
    const readable = await page.evaluate(() => [document.cookie, JSON.stringify(localStorage), JSON.stringify(sessionStorage)].join(' '));
    assert.ok(!readable.includes(refresh.value), 'the refresh token is readable by scripts');
    assert.ok(!/eyJ[\w-]+\.eyJ/.test(readable), 'an access token (JWT) is readable by scripts');
    // A list, a detail and the account pages: most of the bundle runs under the policy.
    for (const path of ['/allTransaction', '/login-history', '/profile']) {
      await page.goto(`${product.baseUrl}${path}`);
      await page.waitForLoadState('networkidle');
      // Each page load starts with an empty memory: the session comes back from the HttpOnly cookie.
      assert.equal(new URL(page.url()).pathname, path, `${path} sent the signed-in user elsewhere`);
    }
    assert.deepEqual(await violations(), [], 'Content-Security-Policy violations');
    assert.deepEqual(errors, [], 'the page raised errors');
  } catch (error) {
    await saveScreenshot(page, t, 'production-sign-in');
    throw error;
  }
});

test('an account tried too often is refused with 429, and the sign-in page says how long to wait', { timeout: 120_000 }, async (t) => {
  const username = 'nobody-here@dental.local';
  let last;
  for (let i = 0; i < 10; i++) {
    last = await fetch(`${product.baseUrl}/api/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: `wrong-${i}` }),
    });
    assert.notEqual(last.status, 429, `attempt ${i + 1} was refused already`);
  }
  const { page } = await watchedPage();
  try {
    await page.goto(`${product.baseUrl}/login`);
    await page.getByTestId('sign-in-username').fill(username);
    await page.getByTestId('sign-in-password').fill('one-more-try');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/authenticate'));
    await page.getByTestId('sign-in-submit').click();
    const refused = await answered;
    assert.equal(refused.status(), 429);
    const retryAfter = Number(refused.headers()['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 15 * 60, `Retry-After is ${refused.headers()['retry-after']}`);
    await page.getByText(/Too many attempts\. Please try again in \d+ minutes?\./).waitFor();
  } catch (error) {
    await saveScreenshot(page, t, 'production-rate-limit');
    throw error;
  }
});
