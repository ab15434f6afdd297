/**
 * The missing-code list, in a real browser against the real services: a bot publishes an FBD result
 * still missing fields, with no employer. The admin selects the practice, filters the list by the
 * carrier, opens the record's Patient Info (Resume Details at `/missingCode/:id`), is told the empty
 * employer must be completed, saves it, reloads the record's address and finds the saved employer,
 * then sets the audit star.
 *
 *   node --test test/browser/missing-codes.browser.test.mjs     (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { publishBotResult } from './support/bot.mjs';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { selectOnlyPractice } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { botVerificationResultSchema } = built('@dental/contracts', 'The contracts library');
const { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_USERS } = built('@dental/testing/dist/demo-data.js', 'The demo data');

const ARRIVAL_TIMEOUT_MS = 120_000;
const CARRIER = 'Missing Code Mutual';
const admin = DEMO_USERS.find((user) => user.email === 'admin@dental.local');
const practice = DEMO_PRACTICES[DEMO_PRACTICES.length - 1];
const client = DEMO_CLIENTS.find((c) => c._id === practice.clientId);

const botResult = () =>
  botVerificationResultSchema.parse({
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    botId: 'browser-test-bot',
    verificationId: `missing-code-test-${randomUUID()}`,
    clientId: practice.clientId,
    practiceId: practice._id,
    type: 'FBD',
    appointment: { date: '2031-07-14', time: '09:30', provider: 'Dr. Patel', note: '' },
    patient: { id: 'PT-MC-1', firstName: 'Mira', lastName: 'Codes', dob: '1985-03-04' },
    subscriber: { id: 'SB-MC-1', firstName: 'Mira', lastName: 'Codes', dob: '1985-03-04', relationship: 'Self' },
    carrier: { name: CARRIER, memberId: '700112233', groupNumber: 'G-7710', employerName: '' },
    policyType: 'Primary',
    result: {
      verificationBy: 'Check',
      eligibilityStatus: 'Active',
      statusPatient: '',
      missingRequiredFields: 3,
      totalRequiredFields: 12,
    },
  });

let product;
let browser;
let page;
const browserErrors = [];

before(
  async () => {
    assert.ok(admin && client, 'the demo data lack the admin or the practice’s client');
    ({ product, browser } = await startProductAndBrowser());
    await publishBotResult(product, botResult(), 'missing-code-test');
    page = await newPage(browser, { viewport: { width: 1366, height: 900 }, errors: browserErrors });
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

test(
  "a record's Resume Details are saved from its own address, and the star audits it",
  async (t) => {
    try {
      await page.goto(`${product.baseUrl}/missingCode`);
      await page.waitForURL(/\/login$/);
      await signInInBrowser(page, product, admin);

      await selectOnlyPractice(page, client, practice);

      // The old address forwards to the list.
      await page.goto(`${product.baseUrl}/iv_missingcode`);
      await page.waitForURL(/\/missingCode$/);
      const table = page.getByRole('table', { name: 'Missing codes' });
      const row = table.locator('tbody tr').filter({ hasText: 'Mira Codes' });
      const filterByCarrier = async () => {
        await page.getByRole('button', { name: 'Filter' }).click();
        const filter = page.getByRole('dialog', { name: 'Filter' });
        await filter.getByLabel('Carrier').fill(CARRIER);
        await filter.getByRole('button', { name: 'Apply filters' }).click();
        await filter.waitFor({ state: 'hidden' });
        await table.or(page.getByText('No data found')).first().waitFor();
        await page.waitForLoadState('networkidle');
      };
      const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
      for (;;) {
        await filterByCarrier();
        if ((await row.count()) === 1) break;
        assert.ok(Date.now() < deadline, 'the bot result never reached the missing-code list');
        await page.waitForTimeout(1000);
      }
      assert.equal(await table.locator('tbody tr').count(), 1, 'the carrier filter leaves only the record');
      const cells = await row.locator('td').allTextContents();
      assert.deepEqual(cells.slice(0, 4), ['07/14/2031', 'Mira Codes', practice.name, CARRIER]);

      await row.getByRole('button', { name: 'Actions for Mira Codes' }).click();
      await page.getByRole('menuitem', { name: 'Patient Info' }).click();
      await page.waitForURL(/\/missingCode\/[^/]+$/);
      const address = page.url();
      const dialog = page.getByRole('dialog', { name: 'Resume Details' });
      const carrier = dialog.getByLabel('Carrier Name');
      await dialog.getByLabel('Member ID').and(page.locator('[value="700112233"]')).waitFor();
      assert.equal(await carrier.inputValue(), CARRIER);
      assert.equal(await dialog.getByLabel('Patient Id').isDisabled(), true);

      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Please complete all the fields').waitFor();
      await dialog.getByLabel('Employer Name').fill('Codes & Sons');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Data saved successfully').waitFor();
      await page.waitForURL(/\/missingCode$/);

      await page.goto(address);
      await dialog.getByLabel('Member ID').and(page.locator('[value="700112233"]')).waitFor();
      assert.equal(await dialog.getByLabel('Employer Name').inputValue(), 'Codes & Sons');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(/\/missingCode$/);

      // The reload opened the list unfiltered.
      await filterByCarrier();
      const star = page.getByRole('button', { name: 'Not audited: Mira Codes' });
      await star.click();
      await page.getByRole('dialog', { name: 'Audit' }).getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('The transaction was set as verified').waitFor();
      await page.getByRole('button', { name: 'Audited: Mira Codes' }).waitFor();
      assert.deepEqual(browserErrors, []);
    } catch (error) {
      if (page) await saveScreenshot(page, t, 'missing-codes');
      throw error;
    }
  },
  { timeout: 300_000 },
);
