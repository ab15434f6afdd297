/**
 * Permissions end to end in a real browser against the real services: the admin creates a user with
 * a narrow permission set (the Transactions section) and one practice through the user form; that
 * user signs in, sees only the permitted menu entries and their one practice, and is sent back to
 * '/' from a route they lack.
 *
 *   node --test test/browser/access.browser.test.mjs     (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { applyPracticeSelection, openPracticeSelection, practiceOption } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { AdminMessages } = built('@dental/contracts', 'The contracts library');
const { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_ADMIN } = built('@dental/testing/dist/demo-data.js', 'The demo data');

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
    ({ product, browser } = await startProductAndBrowser());
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

const freshPage = () => newPage(browser, { viewport: { width: 1366, height: 900 }, errors: browserErrors });

/** Picks one practice of the client in the footer's 'Select Practices' modal and applies (the page reloads). */
async function selectPractice(page, practice) {
  const modal = await openPracticeSelection(page);
  await page.getByTestId('practice-client-picker').selectOption(practice.clientId);
  const option = practiceOption(modal, practice._id);
  await option.waitFor();
  // A multi-practice user starts with every practice of the client chosen; clicking would drop it.
  if ((await option.getAttribute('data-selected')) !== 'true') await option.click();
  await practiceOption(modal, practice._id, { selected: true }).waitFor();
  await applyPracticeSelection(page);
}

test(
  'a user created with a narrow permission set and one practice sees only those, and is sent away from other routes',
  async (t) => {
    const admin = await freshPage();
    try {
      await admin.goto(`${product.baseUrl}/users`);
      await admin.waitForURL(/\/login$/);
      await signInInBrowser(admin, product, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
      await admin.goto(`${product.baseUrl}/users`);
      await admin.getByText(AdminMessages.selectConnection).waitFor();
      await selectPractice(admin, selectedByAdmin);

      await admin.goto(`${product.baseUrl}/users`);
      await admin.getByRole('link', { name: 'Add a new User' }).click();
      await admin.waitForURL(/\/users\/create$/);
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

      // The user form's address names the user: reloading it, or opening it from a link, shows the same user.
      await admin.getByRole('link', { name: `Edit ${narrowUser.firstName} ${narrowUser.lastName}` }).click();
      await admin.waitForURL(/\/users\/[0-9a-f]{24}$/);
      const address = admin.url();
      await admin.reload();
      await admin.getByRole('textbox', { name: 'Email' }).waitFor();
      assert.equal(await admin.getByRole('textbox', { name: 'Email' }).inputValue(), narrowUser.email);
      assert.equal(await admin.getByRole('textbox', { name: 'First name' }).inputValue(), narrowUser.firstName);
      assert.equal(await admin.getByRole('checkbox', { name: grantedPractice.name }).isChecked(), true);
      assert.equal(admin.url(), address);
    } finally {
      await saveScreenshot(admin, t, 'access-admin');
    }

    const user = await freshPage();
    // A forbidden screen must not even ask the API: a 403 answer signs the user out (spec 01 §8).
    const refused = [];
    user.on('response', (r) => {
      if (r.status() === 403) refused.push(`${r.request().method()} ${new URL(r.url()).pathname}`);
    });
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
      await practiceOption(modal, grantedPractice._id).waitFor();
      assert.equal(await modal.getByTestId('practice-option').count(), 1, 'only the granted practice is offered');
      await user.keyboard.press('Escape');

      // A route whose permission the user lacks sends them to '/', still signed in, even opened by a reload.
      for (const forbidden of ['/users', '/permissions', '/clients', '/template']) {
        await user.goto(`${product.baseUrl}${forbidden}`);
        await user.waitForURL((url) => url.pathname === '/');
        await menu.getByText('Insurance Verification').waitFor();
      }
      // Long enough for a late call of the forbidden page to have answered and signed the user out.
      await user.waitForTimeout(1500);
      assert.equal(new URL(user.url()).pathname, '/', 'the user is still signed in at Home');
      assert.deepEqual(refused, [], 'no call was refused');
      assert.deepEqual(browserErrors, [], 'the pages raised errors');
    } finally {
      await saveScreenshot(user, t, 'access-narrow-user');
    }
  },
  { timeout: 300_000 },
);
