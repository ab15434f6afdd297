/**
 * Onboarding requests in a real browser against the real services: the demo admin opens User
 * Requests, reads a request's order and downloads the file sent with it, approves the request, and
 * its requester (now the new client's first user) creates a password from the mailed link, signs in
 * and finds the new practices; another request is denied with a reason, which is mailed.
 *
 *   node --test test/browser/onboarding.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { artifacts, newPage, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { mailIdsTo, signInInBrowser, waitForMail } from './support/sign-in.mjs';

const REQUESTER = 'jamie.carter@pinecrest.example';
const DENIED_REQUESTER = 'sam.ortiz@harborview.example';

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

const requestRow = (business) => page.getByRole('table', { name: 'User Requests' }).locator('tbody tr').filter({ hasText: business });

test("an admin reads a request's order and downloads its file", { timeout: 120_000 }, async (t) => {
  await page.goto(`${product.baseUrl}/user-request`);
  await requestRow('Pinecrest Dental').getByRole('link', { name: 'Details' }).click({ timeout: 60_000 });
  await page.getByRole('heading', { name: 'Pinecrest Dental' }).waitFor();
  const downtown = page.getByRole('region', { name: 'Pinecrest Downtown' });
  await downtown.getByText('Insurance Verification').waitFor();
  await page.getByRole('region', { name: 'Pinecrest Round Rock' }).getByText('This practice does not have any product yet').waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downtown.getByRole('button', { name: 'pinecrest-patients.csv' }).click(),
  ]);
  const file = `${artifacts}/pinecrest-patients.csv`;
  await download.saveAs(file);
  assert.match(readFileSync(file, 'utf8'), /Ana Diaz,Delta Dental,DD1001/);
  await saveScreenshot(page, t, 'user-request-detail');
});

test("an admin approves a request and the new client's first user signs in", { timeout: 180_000 }, async (t) => {
  const seen = await mailIdsTo(product.inboxApi, REQUESTER);
  await page.goto(`${product.baseUrl}/user-request`);
  const row = requestRow('Pinecrest Dental');
  await row.getByRole('button', { name: 'Approve' }).click({ timeout: 60_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await page.getByText('The request was approved successfully').waitFor({ timeout: 30_000 });
  await row.getByText('Approved').waitFor({ timeout: 30_000 });
  assert.equal(await row.getByRole('button', { name: 'Approve' }).count(), 0);
  await saveScreenshot(page, t, 'user-request-approved');

  await waitForMail(product.inboxApi, REQUESTER, /Your request for Pinecrest Dental was approved/, { seen, timeoutMs: 30_000 });
  const { value: link } = await waitForMail(product.inboxApi, REQUESTER, /(https?:\/\/\S+\/password_create\?signature=\S+)/, {
    seen,
    timeoutMs: 30_000,
  });

  // The requester, in a browser of their own.
  const requester = await newPage(browser, { viewport: { width: 1400, height: 1000 } });
  try {
    await requester.goto(link);
    await requester.getByTestId('password-new').fill('Pinecrest#2026!');
    await requester.getByTestId('password-confirm').fill('Pinecrest#2026!');
    await requester.getByTestId('password-submit').click();
    await requester.getByTestId('password-done').waitFor({ timeout: 30_000 });
    await signInInBrowser(requester, product, { email: REQUESTER, password: 'Pinecrest#2026!' });
    await requester.goto(`${product.baseUrl}/connections`);
    await requester.getByText('Pinecrest Downtown').first().waitFor({ timeout: 30_000 });
    await requester.getByText('Pinecrest Round Rock').first().waitFor();
    await saveScreenshot(requester, t, 'first-user-signed-in');
  } finally {
    await requester.context().close();
  }
});

test('an admin denies a request with a reason, which is mailed to the requester', { timeout: 120_000 }, async (t) => {
  const seen = await mailIdsTo(product.inboxApi, DENIED_REQUESTER);
  await page.goto(`${product.baseUrl}/user-request`);
  const row = requestRow('Harborview Orthodontics');
  await row.getByRole('button', { name: 'Deny' }).click({ timeout: 60_000 });
  const dialog = page.getByRole('dialog', { name: 'Deny request' });
  await dialog.getByLabel('Reason').fill('We do not serve South Carolina yet');
  await dialog.getByRole('button', { name: 'Deny' }).click();
  await page.getByText('The request was denied successfully').waitFor({ timeout: 30_000 });
  await row.getByText('Denied').waitFor({ timeout: 30_000 });
  assert.equal(await row.getByRole('button', { name: 'Deny' }).count(), 0);
  const { value: reason } = await waitForMail(product.inboxApi, DENIED_REQUESTER, /Reason: (.+)/, { seen, timeoutMs: 30_000 });
  assert.equal(reason.trim(), 'We do not serve South Carolina yet');
  await saveScreenshot(page, t, 'user-request-denied');
});
