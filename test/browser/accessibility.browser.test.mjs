/**
 * Every screen passes axe-core with no serious or critical violation: the sign-in page signed out,
 * then each page of the menu and each record page the admin can open, tried as a new user would (a
 * fresh session, the address typed in). A violation names the rule and the elements it found.
 *
 *   node --test test/browser/accessibility.browser.test.mjs     (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { describeViolations, seriousViolations } from './support/axe.mjs';
import { newPage } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { DEMO_ADMIN, DEMO_CLIENTS, DEMO_TEMPLATES } = built('@dental/testing/dist/demo-data.js', 'The demo data');

/** Every page a signed-in admin reaches from the menu, and the record pages behind them. */
// A11Y_ROUTES=/a,/b checks only those routes (to look into one violation).
const SIGNED_IN_ROUTES = process.env.A11Y_ROUTES
  ? process.env.A11Y_ROUTES.split(',')
  : [
      '/',
      '/allTransaction',
      '/missingCode',
      '/users',
      '/users/create',
      '/clients',
      '/clients/create',
      '/client-practice',
      '/permissions',
      '/permissions/create',
      `/clients/permissions/${DEMO_CLIENTS[0]._id}`,
      '/credentials',
      '/credentials/create',
      '/client-ns',
      '/template',
      '/template/create',
      `/template/${DEMO_TEMPLATES.fbd._id}`,
      '/bookmarks',
      '/shared-elements',
      `/shared-elements/${DEMO_TEMPLATES.fbd._id}`,
      '/colors',
      '/columns-configurations',
      '/connections',
      '/profile',
      '/login-history',
      '/converter',
      '/azure-files',
      '/sftp-files',
      '/azure-files-report',
      '/sftp-files-report',
      '/dataquality',
      '/recall-transactions',
      '/claims',
      '/transaction-plan',
      // No plan is seeded: the record page as it reads for a plan that does not exist.
      '/transaction-plan/6955b90000000000deadbeef',
    ];

let product;
let browser;
let page;

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    // axe-core is injected as an inline script, which the product's Content-Security-Policy refuses.
    page = await newPage(browser, { viewport: { width: 1366, height: 900 }, bypassCSP: true });
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

/** Opens a route and waits until its data has arrived and its loading indicators are gone. */
async function settle(route) {
  await page.goto(`${product.baseUrl}${route}`);
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => document.querySelectorAll('[role="progressbar"]').length === 0, undefined, { timeout: 15_000 })
    .catch(() => undefined);
}

test('the sign-in page and every screen have no serious or critical accessibility violation', { timeout: 600_000 }, async () => {
  const found = [];
  await settle('/allTransaction');
  await page.waitForURL(/\/login$/);
  found.push(...describeViolations('/login', await seriousViolations(page)));

  await signInInBrowser(page, product, DEMO_ADMIN);
  for (const route of SIGNED_IN_ROUTES) {
    await settle(route);
    found.push(...describeViolations(route, await seriousViolations(page)));
  }
  assert.deepEqual(found, [], `axe-core found:\n${found.join('\n')}`);
});
