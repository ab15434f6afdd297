/**
 * All Transactions, walked in a real browser against the real services: a bot publishes a
 * verification result to Kafka, and the signed-in admin finds it in the list after choosing the
 * practice in the footer's 'Select Practices' modal and moving the day navigator to its day.
 *
 *   node --test test/browser/          (needs `npm run build` first: the services and the web app)
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { botVerificationResult, publishBotResult } from './support/bot.mjs';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { selectOnlyPractice } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_USERS } = built('@dental/testing/dist/demo-data.js', 'The demo data');

/** A day outside the demo data's range, so the list for it holds the bot's transaction alone. */
const APPOINTMENT_DAY = '2030-06-14';
const APPOINTMENT_DAY_SHOWN = '06/14/2030';
const ARRIVAL_TIMEOUT_MS = 45_000;

const admin = DEMO_USERS.find((user) => user.email === 'admin@dental.local');
// The last demo practice belongs to another client than the first one, so the test also walks the
// client picker and the "Can't select" confirmation.
const practice = DEMO_PRACTICES[DEMO_PRACTICES.length - 1];
const client = DEMO_CLIENTS.find((c) => c._id === practice.clientId);

const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const patient = { firstName: 'Marlowe', lastName: `Brightwater ${letters()}` };

function botResult() {
  return botVerificationResult(practice, {
    verificationId: `browser-test-${randomUUID()}`,
    type: 'ELG',
    day: APPOINTMENT_DAY,
    patient: { id: `PT-${letters()}`, ...patient },
    subscriberId: `SB-${letters()}`,
    carrier: { name: 'Delta Dental', employerName: 'Harbor Logistics' },
    result: {
      verificationBy: 'Done by DR',
      eligibilityStatus: 'Active',
      statusPatient: 'Active',
      missingRequiredFields: 0,
      totalRequiredFields: 12,
    },
  });
}

let product;
let browser;
let page;
const browserErrors = [];

before(
  async () => {
    assert.ok(admin, 'DEMO_USERS has no admin@dental.local');
    assert.ok(client, `no demo client ${practice.clientId} for practice ${practice.name}`);
    ({ product, browser } = await startProductAndBrowser());
    await publishBotResult(product, botResult(), 'browser-test');
    page = await newPage(browser, { viewport: { width: 1366, height: 900 }, errors: browserErrors });
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

test(
  "a bot's verification result appears in All Transactions for the selected practice and its day",
  async (t) => {
    try {
      // Sign in (password, then the PIN from the mail sink).
      await page.goto(`${product.baseUrl}/allTransaction`);
      await page.waitForURL(/\/login$/);
      await signInInBrowser(page, product, admin);

      // Choose the practice in the footer's modal; applying reloads the page.
      await selectOnlyPractice(page, client, practice);

      // All Transactions, on the appointment's day.
      if (new URL(page.url()).pathname !== '/allTransaction') await page.goto(`${product.baseUrl}/allTransaction`);
      await page.getByTestId('day-navigator').waitFor();
      assert.equal(await page.title(), 'Insurance Verification | All Transactions');
      await page.getByTestId('day-navigator-date').fill(APPOINTMENT_DAY);
      await page.getByTestId('day-navigator-label').filter({ hasText: APPOINTMENT_DAY_SHOWN }).waitFor();

      // The bot's result reaches the list through Kafka and the verification service; refresh until it shows.
      const row = page.getByTestId('transaction-row').filter({ hasText: patient.lastName });
      const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
      while (!(await row.isVisible())) {
        assert.ok(Date.now() < deadline, `no row for ${patient.firstName} ${patient.lastName} within ${ARRIVAL_TIMEOUT_MS / 1000} s`);
        await page.waitForTimeout(1000);
        await page.getByTestId('refresh-data').click();
      }

      const text = await row.innerText();
      for (const expected of [
        `${patient.firstName} ${patient.lastName}`,
        APPOINTMENT_DAY_SHOWN,
        practice.name,
        'ELG',
        'Delta Dental',
        'Done by DR',
        'Active',
      ]) {
        assert.ok(text.includes(expected), `the row should show '${expected}'; it reads: ${text.replace(/\s+/g, ' ')}`);
      }
      assert.equal(await page.getByTestId('transaction-row').count(), 1, 'only the bot transaction is scheduled on that day');
      assert.deepEqual(browserErrors, [], 'the page raised errors');
    } finally {
      if (page) await saveScreenshot(page, t, 'all-transactions');
    }
  },
  { timeout: 180_000 },
);
