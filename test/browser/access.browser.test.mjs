/**
 * Permissions end to end in a real browser against the real services: the admin creates a user with
 * a narrow permission set (the Transactions section) and one practice through the user form; that
 * user signs in, sees only the permitted menu entries and their one practice, and is sent back to
 * '/' from a route they lack.
 *
 *   node --test test/browser/access.browser.test.mjs     (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startProduct } from '../../scripts/lib/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const artifacts = `${repoRoot}test-artifacts`;

function built(module, what) {
  try {
    return require(module);
  } catch (error) {
    throw new Error(`${what} is not built (${error.message}). Run \`npm run build\` first.`);
  }
}
const { AdminMessages } = built('@dental/contracts', 'The contracts library');
const { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_ADMIN } = built('@dental/testing/dist/demo-data.js', 'The demo data');

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const STEP_TIMEOUT_MS = 15_000;

const client = DEMO_CLIENTS[0];
const [selectedByAdmin, grantedPractice] = DEMO_PRACTICES.filter((p) => p.clientId === client._id);
const narrowUser = {
  firstName: 'Nora',
  lastName: 'Narrow',
  email: `nora.${Date.now().toString(36)}@dental.local`,
  phone: '+1 512-555-0123',
  password: 'Narrow#2026!',
};

let product;
let browser;
const browserErrors = [];

before(
  async () => {
    if (!existsSync(`${repoRoot}apps/admin-web/dist/index.html`)) throw new Error('The web app is not built. Run `npm run build` first.');
    mkdirSync(artifacts, { recursive: true });
    product = await startProduct({ fixedPorts: false, seed: true, log: () => {} });
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  },
  { timeout: 240_000 },
);

after(
  async () => {
    await browser?.close().catch(() => undefined);
    await product?.stop();
  },
  { timeout: 60_000 },
);

async function newPage() {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.on('pageerror', (error) => browserErrors.push(error.message));
  return page;
}

/** Picks one practice of the client in the footer's 'Select Practices' modal and applies (the page reloads). */
async function selectPractice(page, practice) {
  await page.getByTestId('practice-selection').click();
  const modal = page.getByTestId('practice-selection-modal');
  await modal.waitFor();
  await page.getByTestId('practice-client-picker').selectOption(practice.clientId);
  const option = modal.locator(`[data-testid="practice-option"][data-practice-id="${practice._id}"]`);
  await option.waitFor();
  // A multi-practice user starts with every practice of the client chosen; clicking would drop it.
  if ((await option.getAttribute('data-selected')) !== 'true') await option.click();
  await modal.locator(`[data-testid="practice-option"][data-practice-id="${practice._id}"][data-selected="true"]`).waitFor();
  await Promise.all([page.waitForEvent('load'), page.getByTestId('practice-apply').click()]);
}

async function screenshot(page, t, name) {
  await page.screenshot({ path: `${artifacts}/${name}.png`, fullPage: true }).catch(() => undefined);
  t.diagnostic(`screenshot: test-artifacts/${name}.png (page ${page.url()})`);
}

test(
  'a user created with a narrow permission set and one practice sees only those, and is sent away from other routes',
  async (t) => {
    const admin = await newPage();
    try {
      await admin.goto(`${product.baseUrl}/users`);
      await admin.waitForURL(/\/login$/);
      await signInInBrowser(admin, product, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
      await admin.goto(`${product.baseUrl}/users`);
      await admin.getByText(AdminMessages.selectConnection).waitFor();
      await selectPractice(admin, selectedByAdmin);

      await admin.goto(`${product.baseUrl}/users`);
      await admin.getByRole('button', { name: 'Add a new User' }).click();
      await admin.waitForURL(/\/user-form$/);
      const transactions = admin.getByRole('checkbox', { name: 'Permission Transactions', exact: true });
      await transactions.waitFor();
      await admin.getByRole('textbox', { name: 'First name' }).fill(narrowUser.firstName);
      await admin.getByRole('textbox', { name: 'Last name' }).fill(narrowUser.lastName);
      await admin.getByRole('textbox', { name: 'Email' }).fill(narrowUser.email);
      await admin.getByRole('textbox', { name: 'Phone' }).fill(narrowUser.phone);
      // Checking the Transactions section selects its actions and its module.
      await transactions.check();
      await admin.getByLabel('Default page').click();
      await admin.getByRole('option', { name: 'Transactions' }).click();
      await admin.getByRole('checkbox', { name: grantedPractice.name }).check();
      await admin.getByLabel('Create Password?').check();
      await admin.getByLabel(/^Password/).fill(narrowUser.password);
      await admin.getByLabel('Confirm password').fill(narrowUser.password);
      await admin.getByRole('button', { name: 'Save' }).click();
      await admin.getByText(AdminMessages.userSaved).waitFor();
      await admin.waitForURL(/\/users$/);
      await admin.getByRole('cell', { name: narrowUser.email, exact: true }).waitFor();
    } finally {
      await screenshot(admin, t, 'access-admin');
    }

    const user = await newPage();
    try {
      await user.goto(`${product.baseUrl}/`);
      await user.waitForURL(/\/login$/);
      await signInInBrowser(user, product, { email: narrowUser.email, password: narrowUser.password });

      const menu = user.getByTestId('side-menu');
      await menu.getByText('Insurance Verification').waitFor();
      for (const hidden of ['Administration', 'Users', 'Permissions', 'Templates']) {
        assert.equal(await menu.getByText(hidden, { exact: true }).count(), 0, `the menu should not offer ${hidden}`);
      }

      // The practice picker offers the one granted practice and nothing else.
      await user.getByTestId('practice-selection').click();
      const modal = user.getByTestId('practice-selection-modal');
      await modal.locator(`[data-testid="practice-option"][data-practice-id="${grantedPractice._id}"]`).waitFor();
      assert.equal(await modal.getByTestId('practice-option').count(), 1, 'only the granted practice is offered');
      await user.keyboard.press('Escape');

      // A route whose permission the user lacks sends them to '/'.
      await user.goto(`${product.baseUrl}/users`);
      await user.waitForURL((url) => url.pathname === '/');
      await user.goto(`${product.baseUrl}/permissions`);
      await user.waitForURL((url) => url.pathname === '/');
      assert.deepEqual(browserErrors, [], 'the pages raised errors');
    } finally {
      await screenshot(user, t, 'access-narrow-user');
    }
  },
  { timeout: 300_000 },
);
