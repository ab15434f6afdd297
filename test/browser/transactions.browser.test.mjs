/**
 * All Transactions as a reviewer, in a real browser against the real services: sign in (password and
 * mailed PIN), select a practice, filter by carrier and eligibility status, sort by patient name,
 * and export. The downloaded .xlsx must hold exactly the filtered list, in the list's order.
 *
 *   node --test test/browser/transactions.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { artifacts, newPage, saveScreenshot } from './support/browser.mjs';
import { applyPracticeSelection, openPracticeSelection, practiceOption, waitForOnePracticeSelected } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const require = createRequire(import.meta.url);
const ExcelJS = require('exceljs');
const { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_USERS } = built('@dental/testing/dist/demo-data.js', 'The demo data');

const reviewer = DEMO_USERS.find((user) => user.email === 'reviewer@dental.local');
const practice = DEMO_PRACTICES.find((p) => p._id === reviewer?.practiceIds[0]);
const client = DEMO_CLIENTS.find((c) => c._id === practice?.clientId);

let product;
let browser;
let page;
const browserErrors = [];

before(
  async () => {
    assert.ok(reviewer && practice && client, 'the demo reviewer, its first practice and client');
    ({ product, browser } = await startProductAndBrowser());
    page = await newPage(browser, { viewport: { width: 1440, height: 900 }, acceptDownloads: true, errors: browserErrors });
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

/** Picks an option of a MUI select by the test ids of the select and of the option. */
async function choose(selectTestId, optionTestId, within = page) {
  await within.getByTestId(selectTestId).click();
  await page.locator(`[role="listbox"] [data-testid="${optionTestId}"]`).click();
  await page.locator('[role="listbox"]').waitFor({ state: 'detached' });
}

/** The rows on screen once the list has settled: patient name and carrier of each. */
async function visibleRows() {
  await page.locator('[data-testid="transactions-card"][data-fetching="false"]').waitFor();
  const rows = page.getByTestId('transaction-row');
  const count = await rows.count();
  const out = [];
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    out.push({
      patient: (await row.getByTestId('transaction-patient').innerText()).trim(),
      carrier: (await row.getByTestId('transaction-carrier').innerText()).trim(),
      status: (await row.getByTestId('transaction-status').innerText()).trim(),
    });
  }
  return out;
}

async function totalShown() {
  const text = await page.getByTestId('transactions-total').innerText();
  return Number(/^(\d+)/.exec(text)?.[1] ?? NaN);
}

test(
  'a reviewer filters, sorts and exports All Transactions; the .xlsx holds the filtered list',
  async (t) => {
    try {
      await page.goto(`${product.baseUrl}/allTransaction`);
      await page.waitForURL(/\/login$/);
      await signInInBrowser(page, product, reviewer);

      // Select one practice in the footer's modal.
      const modal = await openPracticeSelection(page);
      const option = practiceOption(modal, practice._id);
      await option.waitFor();
      for (const other of await modal.locator('[data-testid="practice-option"][data-selected="true"]').all()) {
        if ((await other.getAttribute('data-practice-id')) !== practice._id) await other.click();
      }
      if ((await option.getAttribute('data-selected')) !== 'true') await option.click();
      await applyPracticeSelection(page);
      await waitForOnePracticeSelected(page);
      if (new URL(page.url()).pathname !== '/allTransaction') await page.goto(`${product.baseUrl}/allTransaction`);
      await page.getByTestId('day-navigator').waitFor();

      // Every day, so the filters have plenty to choose from.
      await page.getByTestId('day-all').click();
      await page.getByTestId('day-navigator-label').filter({ hasText: 'All days' }).waitFor();

      // Filter: carrier contains "delta", eligibility status contains "active".
      await page.getByTestId('filter-open').click();
      const popover = page.getByTestId('filter-popover');
      await choose('filter-carrier-operation', 'filter-operation-c', popover);
      await popover.getByTestId('filter-carrier-value').fill('delta');
      await choose('filter-statusPatient-operation', 'filter-operation-c', popover);
      await popover.getByTestId('filter-statusPatient-value').fill('active');
      await popover.getByTestId('filter-apply').click();
      await page.getByTestId('filter-crumb').filter({ hasText: 'Carrier contains delta' }).waitFor();
      await page.getByTestId('filter-crumb').filter({ hasText: 'Eligibility Status contains active' }).waitFor();

      // Sort by patient name, descending.
      await page.getByTestId('sort-open').click();
      await choose('sort-field-0', 'sort-option-patientName');
      await choose('sort-direction-0', 'sort-direction-desc');
      await page.getByTestId('sort-save').click();
      await page.getByTestId('sort-summary').filter({ hasText: 'Sorted by Patient Name ↓' }).waitFor();

      // The list as the reviewer now sees it: every row matches, in descending patient order.
      await page.waitForTimeout(500);
      const rows = await visibleRows();
      const total = await totalShown();
      assert.ok(rows.length > 0 && total >= rows.length, `the filtered list shows rows (total ${total})`);
      for (const row of rows) {
        assert.match(row.carrier, /delta/i);
        assert.match(row.status, /active/i);
      }
      const names = rows.map((r) => r.patient);
      assert.deepEqual(
        names,
        [...names].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })),
        'rows are sorted by patient name, descending',
      );

      // Export: confirm, follow the progress, and receive the file.
      await page.getByTestId('export-open').click();
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByTestId('export-dialog').getByRole('button', { name: 'Download' }).click(),
      ]);
      const file = `${artifacts}/transactions-export.xlsx`;
      await download.saveAs(file);
      assert.match(
        decodeURIComponent(download.suggestedFilename()),
        new RegExp(`^${client.name} \\d{2}-\\d{2}-\\d{4} \\d{2}.\\d{2}.\\d{2}\\.xlsx$`),
      );

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0];
      const exported = [];
      sheet.eachRow((row, n) => {
        if (n > 1)
          exported.push({
            patient: String(row.getCell(3).value),
            carrier: String(row.getCell(6).value),
            status: String(row.getCell(9).value),
          });
      });
      assert.equal(exported.length, total, 'the file holds every row of the filtered list');
      assert.deepEqual(
        exported.slice(0, rows.length).map((r) => r.patient),
        names,
        'the file starts with the rows on screen, in the same order',
      );
      for (const row of exported) {
        assert.match(row.carrier, /delta/i);
        assert.match(row.status, /active/i);
      }
      assert.deepEqual(browserErrors, [], 'the page raised errors');
    } finally {
      if (page) await saveScreenshot(page, t, 'transactions');
    }
  },
  { timeout: 240_000 },
);
