/**
 * Fee schedules in a real browser against the real services: the demo admin uploads a workbook with
 * a duplicate code and a wrong price and sees both flagged, the save held back and each view of the
 * rows; then uploads a clean one, saves it, lands on Update Records with its rows, and edits a row
 * onto a code the schedule already has, which is refused beside the code.
 *
 *   node --test test/browser/fee-schedules.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { artifacts, newPage, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const require = createRequire(import.meta.url);
const ExcelJS = require('exceljs');

let product;
let browser;
let page;

async function workbook(name, sheetName, rows) {
  const book = new ExcelJS.Workbook();
  book.addWorksheet(sheetName).addRows([['Code', 'Description', 'Price'], ...rows]);
  const file = `${artifacts}/${name}`;
  await book.xlsx.writeFile(file);
  return file;
}

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    page = await newPage(browser, { viewport: { width: 1400, height: 1000 } });
    await signInInBrowser(page, product, { email: 'admin@dental.local', password: 'Admin#2026!' });
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

test('an upload with a duplicate code and a wrong price shows both and cannot be saved', { timeout: 120_000 }, async (t) => {
  const file = await workbook('fees-with-problems.xlsx', 'Delta Dental', [
    ['D0120', 'Periodic oral evaluation', '$45'],
    ['D0140', 'Limited oral evaluation', '60.00'],
    ['D0120', 'Periodic oral evaluation (again)', '$46'],
    ['D0150', 'Comprehensive oral evaluation', '$80.5'],
  ]);
  await page.goto(`${product.baseUrl}/feeschedule`);
  await page.getByTestId('fee-schedule-file').setInputFiles(file);
  await page.getByText('File accepted: fees-with-problems.xlsx').waitFor();
  await page.getByTestId('fee-duplicates').filter({ hasText: 'Some of the codes are duplicates: D0120' }).waitFor({ timeout: 30_000 });
  await page.getByTestId('fee-wrong-prices').filter({ hasText: 'D0140 has wrong price' }).waitFor();
  const table = page.getByRole('table', { name: 'Fee schedule rows' });
  await table.getByText('Comprehensive oral evaluation').waitFor();
  assert.equal(await page.getByRole('button', { name: 'Save' }).isDisabled(), true);

  await page.getByRole('button', { name: 'Duplicate rows' }).click();
  await table.getByText('Periodic oral evaluation (again)').waitFor();
  await table.getByText('Comprehensive oral evaluation').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Wrong price rows' }).click();
  await table.getByText('Limited oral evaluation').waitFor();
  assert.equal(await table.locator('tbody tr').count(), 1);
  await saveScreenshot(page, t, 'fee-schedule-flagged');

  await page.getByTestId('fee-schedule-file').setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b,c\n') });
  await page.getByText('File not allowed').waitFor();
});

test('a clean upload saves, then a row edited onto an existing code is refused', { timeout: 120_000 }, async (t) => {
  const carrier = `Cigna ${Date.now()}`;
  const file = await workbook('fees-clean.xlsx', 'Cigna', [
    ['D1110', 'Prophylaxis - adult', '$85'],
    ['D1120', 'Prophylaxis - child', '$60.25'],
  ]);
  await page.goto(`${product.baseUrl}/feeschedule`);
  await page.getByTestId('fee-schedule-file').setInputFiles(file);
  await page.getByRole('table', { name: 'Fee schedule rows' }).getByText('Prophylaxis - child').waitFor({ timeout: 30_000 });
  await page.getByLabel('Name').fill(carrier);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/feeschedule\/update\?/);
  const rows = page.getByRole('table', { name: 'Fee schedule records' });
  await rows.getByText('Prophylaxis - adult').waitFor({ timeout: 30_000 });
  await rows.getByText('$60.25').waitFor();

  await rows.locator('tr', { hasText: 'D1120' }).getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Price').fill('60');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('Price is incorrect').waitFor();
  await dialog.getByLabel('Price').fill('$61');
  await dialog.getByLabel('Code Services').fill('D1110');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.getByText('D1110 code already exists!').waitFor({ timeout: 30_000 });
  await saveScreenshot(page, t, 'fee-schedule-code-exists');
  await dialog.getByLabel('Code Services').fill('D1121');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await rows.locator('tr', { hasText: 'D1121' }).getByText('updated').waitFor();
  await rows.getByText('$61.00').waitFor();
});
