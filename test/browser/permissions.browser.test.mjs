/**
 * The permission catalogue and the client grants in a real browser against the real services: the
 * admin opens the spec's /tree, adds a module and a section inside it (with the spec's messages for
 * missing fields), edits the section from its own address (reloaded, the same element), grants it to
 * a client on /clients/permissions (the client's tab in the address, the grant kept over a reload),
 * withdraws it, and deletes the module after the spec's question.
 *
 *   node --test test/browser/permissions.browser.test.mjs     (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { PermissionMessages } = built('@dental/contracts', 'The contracts library');
const { DEMO_ADMIN, DEMO_CLIENTS } = built('@dental/testing/dist/demo-data.js', 'The demo data');

const run = Date.now().toString(36);
const moduleName = `Browser module ${run}`;
const sectionName = `Browser section ${run}`;

let product;
let browser;
let page;
const browserErrors = [];

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    page = await newPage(browser, { viewport: { width: 1440, height: 1000 }, errors: browserErrors });
    await page.goto(`${product.baseUrl}/login`);
    await signInInBrowser(page, product, DEMO_ADMIN);
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

const catalogue = () => page.getByRole('table', { name: 'Permission catalogue' });
const row = (name) =>
  catalogue()
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });

test('an admin adds, edits, grants and deletes catalogue elements', { timeout: 240_000 }, async (t) => {
  try {
    // The spec's /tree is the permission tree.
    await page.goto(`${product.baseUrl}/tree`);
    await page.waitForURL(/\/permissions$/);
    await row('Insurance Verification').waitFor();

    // 'Add section' adds a module; the form names what is missing in the spec's words.
    await page.getByRole('link', { name: 'Add section' }).click();
    await page.waitForURL(/\/permissions\/create$/);
    let dialog = page.getByRole('dialog', { name: 'Create element' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(PermissionMessages.displayNameRequired('Module')).waitFor();
    await dialog.getByText(PermissionMessages.nameRequired).waitFor();
    await dialog.getByRole('textbox', { name: 'Display name' }).fill(moduleName);
    await dialog.getByRole('textbox', { name: 'Permission name' }).fill(`browserModule${run}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(PermissionMessages.created, { exact: true }).waitFor();
    await page.waitForURL(/\/permissions$/);
    await row(moduleName).waitFor();

    // Inside the module: a section, whose menu entry needs a url.
    await row(moduleName).getByText('Create element').click();
    await page.waitForURL(/\/permissions\/create\?parentId=[0-9a-f]{24}$/);
    dialog = page.getByRole('dialog', { name: 'Create element' });
    await dialog.getByRole('textbox', { name: 'Display name' }).fill(sectionName);
    await dialog.getByRole('textbox', { name: 'Permission name' }).fill(`browserSection${run}`);
    await dialog.getByRole('switch', { name: 'Show in menu' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(PermissionMessages.urlRequired).waitFor();
    await dialog.getByRole('textbox', { name: 'Url' }).fill('/browser-section');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(PermissionMessages.created, { exact: true }).last().waitFor();
    await row(sectionName).waitFor();
    assert.match(await row(sectionName).innerText(), /Section/);

    // Its address opens the same element after a reload; the change is saved.
    await row(sectionName).getByRole('link', { name: /Edit/ }).click();
    await page.waitForURL(/\/permissions\/[0-9a-f]{24}$/);
    const address = page.url();
    await page.reload();
    dialog = page.getByRole('dialog', { name: 'Edit element' });
    await dialog.getByRole('textbox', { name: 'Display name' }).waitFor();
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('[role="dialog"] input')].some((input) => input.value === name),
      sectionName,
    );
    assert.equal(await dialog.getByRole('textbox', { name: 'Url' }).inputValue(), '/browser-section');
    assert.equal(page.url(), address);
    await dialog.getByRole('textbox', { name: 'Display name' }).fill(`${sectionName} renamed`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(PermissionMessages.updated, { exact: true }).waitFor();
    await row(`${sectionName} renamed`).waitFor();

    // Granted to the first client: its tab is in the address, and the grant holds over a reload.
    await page.goto(`${product.baseUrl}/clients/permissions`);
    await page.waitForURL(/\/clients\/permissions\/[0-9a-f]{24}$/);
    const clientId = page.url().split('/').pop();
    assert.ok(
      DEMO_CLIENTS.some((c) => c._id === clientId),
      'the first tab is a demo client',
    );
    const section = page.getByRole('checkbox', { name: `Grant ${sectionName} renamed`, exact: true });
    const module = page.getByRole('checkbox', { name: `Grant ${moduleName}`, exact: true });
    await section.waitFor();
    assert.equal(await section.isChecked(), false);
    // The tree changes only once the server agrees (pessimistic): click, then wait for the box to follow.
    await section.click();
    await page.getByRole('checkbox', { name: `Grant ${sectionName} renamed`, exact: true, checked: true }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('input[type="checkbox"]')].every((box) => !box.disabled));
    assert.equal(await module.isChecked(), true, 'the module holds only this section, so it is checked with it');
    await page.reload();
    await section.waitFor();
    assert.equal(await section.isChecked(), true);
    assert.equal(page.url(), `${product.baseUrl}/clients/permissions/${clientId}`);
    await section.click();
    await page.getByRole('checkbox', { name: `Grant ${sectionName} renamed`, exact: true, checked: false }).waitFor();
    await page.waitForFunction(() => [...document.querySelectorAll('input[type="checkbox"]')].every((box) => !box.disabled));

    // Deleting the module asks first, then removes it with its section.
    await page.goto(`${product.baseUrl}/permissions`);
    await row(moduleName)
      .getByRole('button', { name: /Delete/ })
      .click();
    await page.getByText(PermissionMessages.confirmDelete).waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(PermissionMessages.deleted, { exact: true }).waitFor();
    await row(moduleName).waitFor({ state: 'detached' });
    assert.equal(await row(`${sectionName} renamed`).count(), 0);
    assert.deepEqual(browserErrors, []);
  } catch (error) {
    await saveScreenshot(page, t, 'permissions-failure', `browser errors: ${browserErrors.join(' | ') || 'none'}`);
    throw error;
  }
});
