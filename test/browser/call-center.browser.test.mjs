/**
 * The Call Center in a real browser against the real services: a bot publishes an ELG transaction;
 * the demo admin opens its 'Verification Call Center' dialog, records the carrier's answers by
 * phone (coverage dates, an eligible procedure with its frequency, notes), is asked whether to turn
 * the ELG into an FBD and agrees, then audits it. All Transactions then lists it as an audited FBD,
 * and its audit trail and history hold both changes. First, the grid's filters find it.
 *
 *   node --test test/browser/call-center.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { apiAs } from './support/api.mjs';
import { publishBotResult } from './support/bot.mjs';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { applyPracticeSelection, openPracticeSelection, practiceOption } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { botVerificationResultSchema } = built('@dental/contracts', 'The contracts library');
const { DEMO_PRACTICES } = built('@dental/testing/dist/demo-data.js', 'The demo data');

const admin = { email: 'admin@dental.local', password: 'Admin#2026!' };
const practice = DEMO_PRACTICES[0];
const patient = { firstName: 'Marigold', lastName: `Phonecall ${randomUUID().slice(0, 6)}` };

let product;
let browser;
let page;
let transactionId;

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    const result = botVerificationResultSchema.parse({
      eventId: randomUUID(),
      occurredAt: new Date().toISOString(),
      botId: 'browser-test-bot',
      verificationId: `browser-call-center-${randomUUID()}`,
      clientId: practice.clientId,
      practiceId: practice._id,
      type: 'ELG',
      appointment: { date: '2030-08-01', time: '09:00', provider: 'Dr. Kim', note: '' },
      patient: { id: 'PT-CALL1', ...patient, dob: '1980-04-12' },
      subscriber: { id: 'SB-CALL1', ...patient, dob: '1980-04-12', relationship: 'Self' },
      carrier: { name: 'Delta Dental', memberId: '700998877', groupNumber: 'G-3400', employerName: 'Harbor Logistics' },
      policyType: 'Primary',
      result: {
        verificationBy: 'Check',
        eligibilityStatus: 'Active',
        statusPatient: 'Active',
        missingRequiredFields: 0,
        totalRequiredFields: 0,
      },
    });
    await publishBotResult(product, result, 'browser-call-center-test');
    const db = new pg.Client({ connectionString: product.databaseUrl });
    await db.connect();
    try {
      const deadline = Date.now() + 45_000;
      while (!transactionId) {
        const { rows } = await db.query('SELECT id FROM verification.transaction WHERE bot_verification_id = $1', [result.verificationId]);
        transactionId = rows[0]?.id;
        if (!transactionId) {
          assert.ok(Date.now() < deadline, 'the bot result did not become a transaction');
          await new Promise((r) => setTimeout(r, 250));
        }
      }
    } finally {
      await db.end();
    }
    page = await newPage(browser, { viewport: { width: 1400, height: 1000 } });
    await signInInBrowser(page, product, admin);
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

test("the Call Center grid's filters narrow the transactions on the server", { timeout: 90_000 }, async (t) => {
  await page.goto(`${product.baseUrl}/callCenter`);
  // The grid lists the practices chosen in the footer: the client of the transaction's practice, every practice of it.
  const modal = await openPracticeSelection(page);
  await page.getByTestId('practice-client-picker').selectOption(practice.clientId);
  const option = practiceOption(modal, practice._id);
  await option.waitFor();
  if ((await option.getAttribute('data-selected')) !== 'true') await option.click();
  await practiceOption(modal, practice._id, { selected: true }).waitFor();
  await applyPracticeSelection(page);
  const rows = page.getByRole('table', { name: 'Call Center transactions' }).locator('tbody tr');
  await rows.first().waitFor({ timeout: 30_000 });
  await page.getByLabel('Patient').fill(patient.lastName);
  await page.waitForFunction(
    (name) => {
      const body = document.querySelector('table[aria-label="Call Center transactions"] tbody');
      return body && body.querySelectorAll('tr').length === 1 && body.textContent.includes(name);
    },
    patient.lastName,
    { timeout: 20_000 },
  );
  await page.getByLabel('Type').click();
  await page.getByRole('option', { name: 'FBD' }).click();
  await page.waitForFunction(
    (name) => !document.querySelector('table[aria-label="Call Center transactions"] tbody')?.textContent?.includes(name),
    patient.lastName,
    { timeout: 20_000 },
  );
  await page.getByLabel('Type').click();
  await page.getByRole('option', { name: 'ELG' }).click();
  await page.getByLabel('Verified').click();
  await page.getByRole('option', { name: 'No' }).click();
  await rows.filter({ hasText: patient.lastName }).waitFor({ timeout: 20_000 });
  await page.getByLabel('Carrier').fill('Delta');
  await page.getByLabel('Appointment').fill('2030-08-01');
  await rows.filter({ hasText: patient.lastName }).waitFor({ timeout: 20_000 });
  assert.equal(await rows.count(), 1);
  await saveScreenshot(page, t, 'call-center-filtered');
});

test(
  'verifies an ELG transaction by phone, converts it to FBD, audits it, and All Transactions shows it audited',
  { timeout: 180_000 },
  async (t) => {
    await page.goto(`${product.baseUrl}/callCenter/${transactionId}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Verification Call Center').waitFor({ timeout: 30_000 });
    await dialog.getByTestId('call-center-header').getByText(patient.lastName).waitFor();

    // The transaction's carrier is chosen in the select, and its phone profile gives the dial button.
    const dial = dialog.getByRole('link', { name: /^Dial \+1800555\d{4}$/ });
    await dial.waitFor();
    assert.match(await dial.getAttribute('href'), /^tel:\+1800555\d{4}$/);

    // Notes are required: the form says so and nothing is sent.
    await dialog.getByLabel('Coverage start').fill('2030-01-01');
    await dialog.getByLabel('Coverage end').fill('2030-12-31');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Notes are required').waitFor();

    const eligibility = dialog.getByLabel(/^Eligibility D/).first();
    await eligibility.click();
    await page.getByRole('option', { name: 'E', exact: true }).click();
    await dialog
      .getByLabel(/^Frequency D/)
      .first()
      .fill('1 every 6 months');
    await dialog.getByLabel('Notes').fill('Verified with Delta Dental by phone, ref 4471');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A change of type from ELG to FBD is going to be made, you want to continue?').waitFor();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Data was successfully updated').first().waitFor();
    await dialog.getByTestId('call-center-header').getByText('FBD').waitFor();
    await dialog.getByRole('button', { name: 'Update' }).waitFor();
    await saveScreenshot(page, t, 'call-center-saved');

    await dialog.getByRole('button', { name: 'Audit' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('The transaction was set as verified').first().waitFor();
    await dialog.getByRole('button', { name: 'Unaudit' }).waitFor();
    await dialog.getByText(/this transaction is verified \(audited\)/i).waitFor();
    await saveScreenshot(page, t, 'call-center-audited');

    // All Transactions and the audit trail see the same transaction changed.
    const api = await apiAs(product, admin);
    const list = await api('POST', '/api/iv/transaction/getAllTransaction', {
      limit: 25,
      offset: 0,
      practiceId: [practice._id],
      startDate: '2030-08-01',
      endDate: '2030-08-01',
      filter: { patientName: { operation: 'c', value: patient.lastName } },
    });
    const row = list.records.find((r) => r._id === transactionId);
    assert.ok(row, 'All Transactions lists the transaction');
    assert.equal(row.audited, true);
    assert.equal(row.type, 'FBD');
    const trail = await api('GET', `/api/iv/transaction/audit/trail/${transactionId}?practiceId=${practice._id}`);
    assert.ok(trail.length >= 1, 'the audit trail holds the audit');
    const saved = await api('GET', `/api/v2/iv/calls/bookmarks/${transactionId}`);
    assert.equal(saved.verification.notes, 'Verified with Delta Dental by phone, ref 4471');
    assert.equal(saved.verification.coverageDateEnd, '2030-12-31');
    assert.deepEqual(
      saved.verification.items.flatMap((c) => c.bookmarks),
      [{ code: saved.categories[0].items[0].code, elegible: 'E', frecuency: '1 every 6 months', history: '' }],
    );
  },
);
