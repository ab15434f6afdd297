/**
 * The Command center in a real browser against the real services and a bot: an administrator
 * schedules an extraction for a day (Verify dates, then Confirm), the bot simulator (run by the
 * product as `npm start` runs it) answers the extraction command as a bot would, the schedule goes from Pending to Completed, and the day's
 * transactions the bot published appear in All Transactions; the bot's log rows show in Logs.
 *
 *   node --test test/browser/extraction-schedules.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { applyPracticeSelection, openPracticeSelection, practiceOption, waitForOnePracticeSelected } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { DEMO_ADMIN, DEMO_PRACTICES } = built('@dental/testing/dist/demo-data.js', 'The demo data');
const { addDays, formatDay } = built('@dental/contracts', 'The contracts library');

const practice = DEMO_PRACTICES[0];
// A day far from the demo appointments, so every transaction of that day is the bot's.
const day = addDays(formatDay(new Date()), 400 + Math.floor(Math.random() * 200));

let product;
let browser;
let page;
const browserErrors = [];

before(
  async () => {
    // The bot simulator answers extraction commands, started as `npm start` starts it.
    ({ product, browser } = await startProductAndBrowser({ extractionBot: true }));
    page = await newPage(browser, { viewport: { width: 1440, height: 900 }, errors: browserErrors });
  },
  { timeout: START_TIMEOUT_MS },
);

after(
  async () => {
    await stopProductAndBrowser({ product, browser });
  },
  { timeout: STOP_TIMEOUT_MS },
);

test(
  'an administrator schedules an extraction, watches it complete and finds its transactions in All Transactions',
  async (t) => {
    try {
      await page.goto(`${product.baseUrl}/extraction_schedule`);
      await page.waitForURL(/\/login$/);
      await signInInBrowser(page, product, DEMO_ADMIN);

      const modal = await openPracticeSelection(page);
      const option = practiceOption(modal, practice._id);
      await option.waitFor();
      // The administrator has every practice selected at first: leave only this one.
      const others = modal.locator(`[data-testid="practice-option"][data-selected="true"]:not([data-practice-id="${practice._id}"])`);
      while ((await others.count()) > 0) await others.first().click();
      if ((await option.getAttribute('data-selected')) !== 'true') await option.click();
      await applyPracticeSelection(page);
      await waitForOnePracticeSelected(page);

      await page.goto(`${product.baseUrl}/extraction_schedule`);
      await page.getByRole('link', { name: 'New Extraction Schedule' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('New Extraction Schedule').waitFor();
      await dialog.getByRole('combobox', { name: 'Type' }).click();
      await page.getByRole('option', { name: 'new', exact: true }).click();
      await dialog.getByLabel('Start Date').fill(day);
      await dialog.getByLabel('End Date').fill(day);
      await dialog.getByRole('button', { name: 'Verify dates' }).click();
      await dialog.getByText(`Dates to extract: ${day}`).waitFor();
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('The extraction schedule was saved').waitFor();
      await dialog.waitFor({ state: 'detached' });

      // The list follows the schedule by itself until the bot has completed it.
      const row = page.locator('tr', { hasText: day });
      await row.waitFor();
      assert.match(await row.innerText(), new RegExp(`${DEMO_ADMIN.firstName}\\s+${DEMO_ADMIN.lastName}`));
      await row.getByText('Completed').waitFor({ timeout: 60_000 });

      // The bot's results for that day are transactions of the practice.
      await page.goto(`${product.baseUrl}/allTransaction`);
      await page.getByTestId('day-navigator').waitFor();
      await page.getByTestId('day-navigator-date').fill(day);
      // The list keeps the previous day's rows until the new day's answer: wait for the day, then the answer.
      const [year, month, date] = day.split('-');
      await page
        .getByTestId('day-navigator-label')
        .filter({ hasText: `${month}/${date}/${year}` })
        .waitFor();
      await page.locator('[data-testid="transactions-card"][data-fetching="false"]').waitFor();
      await page.getByTestId('transaction-row').first().waitFor();
      const shown = await page.getByTestId('transaction-row').count();
      assert.ok(shown >= 3, `the bot's transactions of ${day} are listed (${shown})`);

      // Its log rows of that sheet date show in Logs.
      await page.goto(`${product.baseUrl}/logs`);
      await page.getByLabel('Sheet Date').fill(day);
      await page.getByRole('table', { name: 'Logs' }).locator('tbody tr').first().waitFor();
      // The bot's log events travel on their own topic, so the last may land after the results: the
      // screen reads again every 15 s; wait for it to show them all (or fail with the count it shows).
      const logRows = page.getByRole('table', { name: 'Logs' }).locator('tbody tr');
      for (const until = Date.now() + 35_000; (await logRows.count()) !== shown && Date.now() < until;) await page.waitForTimeout(500);
      // One log row per sheet row the bot published (3 to 6), never more than the day's transactions.
      // (In CI on 27 Nov the test counted 4 transactions for 3 rows: it read the list before the new
      // day's answer, while the previous day's rows still showed; it now waits for the day.)
      const logged = await logRows.count();
      assert.ok(logged >= 3 && logged <= shown, `the bot's log rows of ${day} show (${logged} for ${shown} transactions)`);
      assert.deepEqual(browserErrors, []);
    } catch (error) {
      await saveScreenshot(page, t, 'extraction-schedules-failure');
      throw error;
    }
  },
  { timeout: 240_000 },
);
