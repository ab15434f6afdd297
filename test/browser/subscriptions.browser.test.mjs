/**
 * Subscriptions and invoices in a real browser against the real services and the card-payment
 * provider's stand-in: the demo admin opens DentalMation Clients, expands a client, cancels one of
 * its subscriptions and sees its status change; then opens another's Product Details, resends its
 * invoice (the stand-in receives the request) and downloads it (a PDF).
 *
 *   node --test test/browser/subscriptions.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { artifacts, newPage, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

let product;
let browser;
let page;

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    page = await newPage(browser, { viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
    await signInInBrowser(page, product, { email: 'admin@dental.local', password: 'Admin#2026!' });
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

test('an admin cancels a subscription and sees its status change', { timeout: 120_000 }, async (t) => {
  await page.goto(`${product.baseUrl}/dentalmation-clients`);
  const clients = page.getByRole('table', { name: 'Subscriptions' });
  await clients.getByText('Bright Smiles Dental Group').click({ timeout: 60_000 });
  const practiceTable = page.getByRole('table', { name: /^Subscriptions of / }).first();
  const row = practiceTable.locator('tbody tr').first();
  await row.getByText('active').waitFor();
  await row.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByText('The subscription was canceled successfully').waitFor({ timeout: 30_000 });
  await row.getByText('canceled').waitFor({ timeout: 30_000 });
  assert.equal(await row.getByRole('button', { name: 'Cancel' }).count(), 0);
  await saveScreenshot(page, t, 'subscription-canceled');

  // The details page shows the same real status.
  await row.getByRole('link', { name: 'Details' }).click();
  await page.getByTestId('subscription-status').filter({ hasText: 'canceled' }).waitFor({ timeout: 30_000 });
});

test('Product Details resends and downloads the latest invoice', { timeout: 120_000 }, async (t) => {
  await page.goto(`${product.baseUrl}/dentalmation-clients`);
  await page.getByRole('table', { name: 'Subscriptions' }).getByText('Coastal Orthodontics').click({ timeout: 60_000 });
  // Expanded rows stay expanded (react-admin keeps them): the practice's own table, not the first one shown.
  const row = page.getByRole('table', { name: 'Subscriptions of Coastal Ortho Charleston' }).locator('tbody tr').first();
  await row.getByRole('link', { name: 'Details' }).click();
  await page.getByTestId('subscription-status').filter({ hasText: 'active' }).waitFor({ timeout: 30_000 });
  await page.getByRole('table', { name: 'Invoice History' }).getByText('subscription_create').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Resend Invoice' }).click();
  await page.getByText(/^The invoice was sent to /).waitFor({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  const file = `${artifacts}/invoice.pdf`;
  await download.saveAs(file);
  assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-');
  assert.match(download.suggestedFilename(), /^Invoice DM-\d+\.pdf$/);
  await saveScreenshot(page, t, 'product-details');
});
