/**
 * The transaction detail, walked in a real browser against the real services: a reviewer (the demo
 * admin, who holds the verification permissions) opens an FBD transaction a bot published, fills
 * its required FBD fields until every tab's badge shows a check, uploads a PDF and sees it listed,
 * is refused a .exe renamed to .pdf, turns on the FBD upload, audits (the confirmation lists the
 * missing FBD document), finds the record read-only, and unaudits.
 *
 *   node --test test/browser/transaction-detail.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { publishBotResult } from './support/bot.mjs';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { botVerificationResultSchema } = built('@dental/contracts', 'The contracts library');
const { DEMO_PRACTICES, DEMO_USERS } = built('@dental/testing/dist/demo-data.js', 'The demo data');

const ARRIVAL_TIMEOUT_MS = 45_000;

const reviewer = DEMO_USERS.find((user) => user.email === 'admin@dental.local');
const practice = DEMO_PRACTICES[0];
const letters = () => Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const patient = { firstName: 'Juniper', lastName: `Ashdown ${letters()}` };

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.alloc(3000, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(3000, 0x90)]);

function botResult() {
  const occurredAt = new Date().toISOString();
  return botVerificationResultSchema.parse({
    eventId: randomUUID(),
    occurredAt,
    botId: 'browser-test-bot',
    verificationId: `browser-detail-${randomUUID()}`,
    clientId: practice.clientId,
    practiceId: practice._id,
    type: 'FBD',
    appointment: { date: '2030-07-01', time: '10:00', provider: 'Dr. Kim', note: '' },
    patient: { id: `PT-${letters()}`, ...patient, dob: '1979-03-09' },
    subscriber: { id: `SB-${letters()}`, ...patient, dob: '1979-03-09', relationship: 'Self' },
    carrier: { name: 'Delta Dental', memberId: '700334455', groupNumber: 'G-1200', employerName: 'Harbor Logistics' },
    policyType: 'Primary',
    result: {
      verificationBy: 'Check',
      eligibilityStatus: 'Active',
      statusPatient: 'Active',
      missingRequiredFields: 7,
      totalRequiredFields: 7,
    },
  });
}

let product;
let browser;
let page;
let transactionId;
const browserErrors = [];

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    const result = botResult();
    await publishBotResult(product, result, 'browser-detail-test');
    // The id the row View action would carry in the router state.
    const db = new pg.Client({ connectionString: product.databaseUrl });
    await db.connect();
    try {
      const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
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

    page = await newPage(browser, { viewport: { width: 1366, height: 1000 }, errors: browserErrors });
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

/** Opens /transaction-detail with the router state the list's View action sets (a history entry the router reads on popstate). */
async function openDetail() {
  await page.goto(`${product.baseUrl}/allTransaction`);
  await page.waitForURL(/\/allTransaction$/);
  await page.evaluate(
    ({ id, practiceId, practiceName }) => {
      window.history.pushState({ usr: { id, practice: practiceId, practiceName }, key: 'detail', idx: 1 }, '', '/transaction-detail');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    { id: transactionId, practiceId: practice._id, practiceName: practice.name },
  );
  await page.getByTestId('transaction-detail').waitFor();
}

const toast = (text) => page.getByText(text, { exact: false }).first();

test(
  'a reviewer fills the FBD form, uploads files, audits, finds the record read-only and unaudits',
  async (t) => {
    try {
      await page.goto(`${product.baseUrl}/login`);
      await signInInBrowser(page, product, reviewer);

      // Without router state the screen goes back to All Transactions.
      await page.goto(`${product.baseUrl}/transaction-detail`);
      await page.waitForURL(/\/allTransaction$/);

      await openDetail();
      assert.match(await page.getByTestId('detail-title').innerText(), new RegExp(patient.lastName));
      await page.getByTestId('linked-empty').waitFor();

      // FBD: fill the required fields until every tab shows a check.
      await page.getByTestId('detail-tab-fbd').click();
      const form = page.getByTestId('fbd-form');
      await form.waitFor();
      assert.ok((await page.getByTestId('fbd-tab-missing').count()) > 0, 'a fresh form should count missing required fields');
      await page.getByTestId('fbd-field-PlanName').fill('Delta PPO Gold');
      await page.getByTestId('fbd-field-GroupID').fill('G-1200');
      await page.getByTestId('fbd-field-EffectiveDate').fill('01/01/2026');
      await page.getByTestId('fbd-field-AnnualMaximum').fill('1500');
      await page.getByTestId('fbd-field-WaitingPeriod').getByLabel('No').check();
      await page.getByTestId('fbd-tab-Coverage').click();
      for (const [accordion, fields] of [
        ['Preventive', ['D0120', 'D1110']],
        ['Basic', ['D2140']],
      ]) {
        await page.getByTestId(`fbd-accordion-${accordion}`).getByRole('button').first().click();
        for (const field of fields) await page.getByTestId(`fbd-field-${field}`).fill('100');
      }
      await page.getByTestId('fbd-tab-missing').waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('fbd-tab-complete').count(), 2);
      await page.getByTestId('fbd-save').click();
      await toast('Data saved successfully').waitFor();

      // Files: a PDF is stored and listed; a .exe renamed .pdf is refused by content.
      await page.getByTestId('detail-tab-files').click();
      await page.getByTestId('files-input').setInputFiles({ name: 'eligibility.pdf', mimeType: 'application/pdf', buffer: PDF });
      await page.getByTestId('files-drop-verdict').filter({ hasText: 'File accepted' }).waitFor();
      await page.getByTestId('files-save').filter({ hasText: 'Upload new files' }).click();
      await page.getByTestId('file-row').first().waitFor();
      assert.match(
        await page.getByTestId('file-name').first().getAttribute('data-filename'),
        /^Eligibility Active Delta Dental Juniper Ashdown [a-z]+\.pdf$/,
      );

      await page.getByTestId('files-input').setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: EXE });
      await page.getByTestId('files-save').click();
      await toast("Dear user, the allowed files are: Documents and PDF's").waitFor();
      assert.equal(await page.getByTestId('file-row').count(), 1);

      // The FBD document becomes required; the audit confirmation lists it as missing.
      await page.getByTestId('detail-tab-fbd').click();
      await page.getByTestId('fbd-upload-toggle').click();
      await toast('Verification updated').waitFor();
      await page.getByTestId('audit-button').click();
      const confirm = page.getByTestId('audit-confirm');
      await confirm.getByText('Dear user, are you sure you want to set this record as verified').waitFor();
      assert.match(await page.getByTestId('audit-missing').innerText(), /Missing file: FBD document/);
      await page.getByTestId('audit-confirm-yes').click();
      await toast('The transaction was set as verified').waitFor();

      // Read-only everywhere.
      await page.getByTestId('read-only-warning').waitFor();
      await page.getByTestId('detail-tab-patientInfo').click();
      assert.equal(await page.getByTestId('patient-save').count(), 0);
      assert.ok(await page.getByTestId('patient-CarrierName').isDisabled());
      await page.getByTestId('detail-tab-files').click();
      assert.equal(await page.getByTestId('files-drop-zone').count(), 0);
      await page.getByTestId('detail-tab-notes').click();
      assert.equal(await page.getByTestId('note-edit').count(), 0);

      // Unaudit.
      await page.getByTestId('audit-button').click();
      await page.getByTestId('audit-confirm').getByText('Dear user, are you sure you want to set this record as not verified').waitFor();
      await page.getByTestId('audit-confirm-yes').click();
      await toast('The transaction was set as not verified').waitFor();
      await page.getByTestId('read-only-warning').waitFor({ state: 'detached' });
      await page.getByTestId('note-edit').waitFor();

      assert.deepEqual(browserErrors, []);
    } catch (error) {
      if (page) await saveScreenshot(page, t, 'transaction-detail-failure');
      throw error;
    }
  },
  { timeout: 180_000 },
);
