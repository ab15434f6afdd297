/**
 * The dashboard, in a real browser against the real services: bots publish a known set of results
 * for one month of a practice; the signed-in admin selects the practice, opens that month's
 * dashboard and reads every figure it knows the answer to (bar counters, weekly line with and
 * without the carrier filter, status table with its type filter, donut) from the charts' tables.
 * Then the Summary Report of that month downloads, and its rows are the same results.
 *
 *   node --test test/browser/dashboard.browser.test.mjs     (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { botVerificationResult, publishBotResult } from './support/bot.mjs';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { selectOnlyPractice } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_USERS } = built('@dental/testing/dist/demo-data.js', 'The demo data');

/** A month outside the demo data, so its dashboard holds this test's results alone. */
const MONTH = '2031-02';
const ARRIVAL_TIMEOUT_MS = 60_000;

const admin = DEMO_USERS.find((user) => user.email === 'admin@dental.local');
// A practice of another client than the admin's first: choosing it replaces the selection, leaving it alone.
const practice = DEMO_PRACTICES[DEMO_PRACTICES.length - 1];
const client = DEMO_CLIENTS.find((c) => c._id === practice.clientId);

/** The data set: [day, type, carrier, eligibility status, verification by, missing fields]. */
const RESULTS = [
  ['03', 'FBD', 'Delta Dental', 'Active', 'Done by DR', 0],
  ['10', 'FBD', 'Aetna', 'Active/Limited', 'Done by DR', 2],
  ['15', 'ELG', 'Delta Dental', 'Not Found', 'Check', 0],
  ['26', 'ELG', 'Delta Dental', 'Inactive', 'Unchecked', 0],
  ['28', 'ELG', 'Cigna', 'Active', 'NO ACTION TAKEN', 0],
];
/** What the dashboard must show for it (February 2031: days 22 to 28 are week 4, day 28 too). */
const EXPECTED = {
  counters: [
    ['Completed', 3],
    ['Not Completed', 1],
    ['Not Found', 1],
    ['Audited', 0],
  ],
  weeks: [
    ['Week 1', 1],
    ['Week 2', 1],
    ['Week 3', 1],
    ['Week 4', 2],
    ['Week 5', 0],
  ],
  deltaWeeks: [
    ['Week 1', 1],
    ['Week 2', 0],
    ['Week 3', 1],
    ['Week 4', 1],
    ['Week 5', 0],
  ],
  donut: [
    ['Active', 3],
    ['Pending', 1],
    // As the bots counted them; verification's recount against the practice's form may change them (below).
    ['No Missing Fields', 4],
    ['Has Missing Fields', 1],
    ['Audited', 0],
    ['Not Found', 1],
  ],
  statusesAll: [
    ['Active', 3],
    ['Inactive', 1],
    ['Not Found', 1],
  ],
  statusesFbd: [['Active', 2]],
};

function botResult([day, type, carrier, status, verificationBy, missing], index) {
  return botVerificationResult(practice, {
    verificationId: `dashboard-test-${randomUUID()}`,
    type,
    day: `${MONTH}-${day}`,
    patient: { id: `PT-${index}`, firstName: 'Dash', lastName: `Board ${index}` },
    subscriberId: `SB-${index}`,
    carrier: { name: carrier },
    result: { verificationBy, eligibilityStatus: status, statusPatient: '', missingRequiredFields: missing, totalRequiredFields: 12 },
  });
}

/** The rows of a chart's screen-reader table, or of the status table: [label, number]. */
const tableRows = (page, testId) =>
  page
    .getByTestId(testId)
    .evaluate((table) =>
      [...table.querySelectorAll('tbody tr')].map((row) => [row.cells[0].textContent.trim(), Number(row.cells[1].textContent)]),
    );

/**
 * The month's transactions of the practice without and with missing fields, as the verification
 * service holds them now: the bots' counts, or its recount against the practice's form.
 */
async function missingSplit() {
  const db = new pg.Client({ connectionString: product.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT count(*) FILTER (WHERE missing_required_input_qty = 0)::int AS none, count(*) FILTER (WHERE missing_required_input_qty > 0)::int AS some
         FROM verification.transaction WHERE practice_id = $1 AND appointment_date BETWEEN $2::date AND $3::date`,
      [practice._id, `${MONTH}-01`, `${MONTH}-28`],
    );
    return rows[0];
  } finally {
    await db.end();
  }
}

let product;
let browser;
let page;
const browserErrors = [];

before(
  async () => {
    assert.ok(admin && client, 'the demo data lack the admin or the practice’s client');
    ({ product, browser } = await startProductAndBrowser());
    for (const [index, result] of RESULTS.entries()) await publishBotResult(product, botResult(result, index), 'dashboard-test');
    page = await newPage(browser, { viewport: { width: 1366, height: 900 }, errors: browserErrors });
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

test(
  "the dashboard shows a month's figures of the selected practice, as the seeded results make them",
  async (t) => {
    try {
      await page.goto(`${product.baseUrl}/home`);
      await page.waitForURL(/\/login$/);
      await signInInBrowser(page, product, admin);

      await selectOnlyPractice(page, client, practice);

      await page.goto(`${product.baseUrl}/home?month=${MONTH}`);
      await page.getByTestId('dashboard-month').filter({ hasText: 'February 2031' }).waitFor();

      // The results travel bot → verification → outbox → reports; the dashboard refreshes itself.
      // The missing fields settle after the counters: verification recounts each result against the
      // practice's form and publishes the change, so both are awaited together.
      // Whether the recount comes before or after these results depends on when the templates service
      // announces the forms at start, so the donut's missing-field split is read from verification's
      // own rows each time: the dashboard must show what verification holds.
      const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
      for (;;) {
        const read = async (testId) => ((await page.getByTestId(testId).count()) ? await tableRows(page, testId) : []);
        const settled = { counters: await read('counter-bars-table'), donut: await read('donut-table') };
        const missing = await missingSplit();
        assert.equal(missing.none + missing.some, RESULTS.length, 'verification holds every result of the month');
        const donut = EXPECTED.donut.map(([label, n]) =>
          label === 'No Missing Fields' ? [label, missing.none] : label === 'Has Missing Fields' ? [label, missing.some] : [label, n],
        );
        if (JSON.stringify(settled) === JSON.stringify({ counters: EXPECTED.counters, donut })) break;
        assert.ok(Date.now() < deadline, `the counters and donut read ${JSON.stringify(settled)} after ${ARRIVAL_TIMEOUT_MS / 1000} s`);
        await page.waitForTimeout(1000);
      }
      assert.deepEqual(await tableRows(page, 'weekly-line-table'), EXPECTED.weeks);
      assert.deepEqual(await tableRows(page, 'status-table'), EXPECTED.statusesAll);

      await page.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'FBD' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="status-table"] tbody tr').length === 1);
      assert.deepEqual(await tableRows(page, 'status-table'), EXPECTED.statusesFbd);

      await page.getByTestId('carrier-filter').locator('..').click();
      await page.getByRole('option', { name: 'Delta Dental', exact: true }).click();
      await page.getByTestId('weekly-line').filter({ hasText: 'Transactions per week (Delta Dental)' }).waitFor();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="weekly-line-table"] tbody tr:nth-child(2) td')?.textContent === '0',
      );
      assert.deepEqual(await tableRows(page, 'weekly-line-table'), EXPECTED.deltaWeeks);

      // A month earlier holds none of them.
      await page.getByRole('button', { name: 'Previous month' }).click();
      await page.getByTestId('dashboard-month').filter({ hasText: 'January 2031' }).waitFor();
      await page.getByTestId('dashboard-empty').waitFor();
      assert.deepEqual(browserErrors, []);
    } catch (error) {
      if (page) await saveScreenshot(page, t, 'dashboard');
      throw error;
    }
  },
  { timeout: 300_000 },
);

test(
  "the month's summary report downloads from the browser with the seeded results as its rows",
  async (t) => {
    try {
      await page.goto(`${product.baseUrl}/summary-report`);
      await page.getByTestId('summary-report').waitFor();
      await page.getByRole('combobox', { name: 'Practice' }).click();
      await page.getByRole('option', { name: practice.name, exact: true }).click();
      await page.getByLabel('Start Date').fill(`${MONTH}-01`);
      await page.getByLabel('End Date').fill(`${MONTH}-28`);
      const [download] = await Promise.all([
        page.waitForEvent('download', { timeout: 60_000 }),
        page.getByRole('button', { name: 'Generate' }).click(),
      ]);
      assert.equal(download.suggestedFilename(), 'summary_report.xlsx');
      await page.getByTestId('report-job').filter({ hasText: '5 rows' }).waitFor();

      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await download.path());
      const rows = [];
      workbook.worksheets[0].eachRow((row, number) => {
        if (number > 1) rows.push([row.getCell(1).text, row.getCell(3).text, row.getCell(4).text, row.getCell(5).text]);
      });
      assert.deepEqual(
        rows,
        RESULTS.map(([day, type, carrier, status]) => [`${MONTH}-${day}`, type, carrier, status]),
      );
      assert.deepEqual(browserErrors, []);
    } catch (error) {
      if (page) await saveScreenshot(page, t, 'summary-report');
      throw error;
    }
  },
  { timeout: 180_000 },
);
