/**
 * The transaction detail, walked in a real browser against the real services: a reviewer (the demo
 * admin, who holds the verification permissions) opens an FBD transaction a bot published, is told
 * there is no data to download yet, fills every required FBD field the practice's template shows
 * until every tab's badge shows a check, downloads the merged template (named by the spec's rule,
 * holding a value just typed), updates the PMS, checks and edits the subscriber policy (the policy
 * check refuses a cleared carrier), uploads a PDF and sees it listed, is refused a .exe renamed to
 * .pdf, turns on the FBD upload, audits (the confirmation lists the missing FBD document), finds the
 * record read-only without the Subscriber policy tab, and unaudits. The detail's address carries the
 * record's id: reloading it, or opening it with no router state, shows the same record.
 *
 *   node --test test/browser/transaction-detail.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { publishBotResult } from './support/bot.mjs';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { botVerificationResultSchema } = built('@dental/contracts', 'The contracts library');
const { DEMO_PRACTICES, DEMO_USERS } = built('@dental/testing/dist/demo-data.js', 'The demo data');

// The templates service's own .docx reader, to look inside the downloaded document.
const PizZip = createRequire(new URL('../../apps/templates/package.json', import.meta.url))('pizzip');

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

/** Typed into every required text field: digits, so text and number fields alike accept it. */
const TYPED = '48213';

async function fbdTabTitles() {
  const ids = await page.locator('[data-testid^="fbd-tab-"][role="tab"]').evaluateAll((tabs) => tabs.map((t) => t.dataset.testid));
  return ids.map((id) => id.slice('fbd-tab-'.length));
}

/**
 * Fills the required fields one form tab shows as empty, expanding its accordions, until its badge
 * is a check: a date gets a date, a text or number field digits, a choice 'No' (or its first
 * option). Choices may show further required fields, so it goes round until none is left.
 */
async function fillRequiredFields(title) {
  const tab = page.getByTestId(`fbd-tab-${title}`);
  await tab.click();
  const panel = page.getByTestId('fbd-form');
  for (let round = 0; round < 10; round++) {
    if ((await tab.getByTestId('fbd-tab-complete').count()) > 0) return;
    const collapsed = panel.locator('[data-testid^="fbd-accordion-"] [aria-expanded="false"]');
    while ((await collapsed.count()) > 0) await collapsed.first().click();
    for (const input of await panel.locator('input[required]:not([disabled]):not([type="checkbox"])').all()) {
      if ((await input.inputValue()) !== '') continue;
      const maxLength = Number((await input.getAttribute('maxlength')) ?? 100);
      const date = (await input.getAttribute('placeholder')) === 'MM/DD/YYYY';
      await input.fill(date ? '01/01/2026' : TYPED.slice(0, Math.max(1, maxLength)));
    }
    for (const group of await panel.locator('fieldset[data-testid^="fbd-field-"]').all()) {
      const required = (await group.locator('legend .MuiFormLabel-asterisk').count()) > 0;
      if (!required || (await group.locator('input[type="checkbox"]:checked').count()) > 0) continue;
      const no = group.getByLabel('No', { exact: true });
      await ((await no.count()) > 0 ? no : group.locator('input[type="checkbox"]:not([disabled])').first()).check();
    }
  }
  assert.fail(`the FBD tab ${title} still counts missing required fields`);
}

/** Where Update PMS stored the transaction's document (the templates service's record of it). */
async function pmsObjectKey() {
  const db = new pg.Client({ connectionString: product.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query('SELECT object_key FROM templates.merged_document WHERE data_id = $1', [transactionId]);
    return rows[0]?.object_key ?? '';
  } finally {
    await db.end();
  }
}

test(
  'a reviewer fills the FBD form, downloads the template, updates the PMS, edits the subscriber policy, uploads files, audits, finds the record read-only and unaudits',
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

      // The spec's address with router state became the record's own address; reloading it, or opening
      // it afresh without any router state (a bookmark, a shared link), shows the same record.
      const detailUrl = `${product.baseUrl}/transaction-detail/${transactionId}?practice=${practice._id}`;
      assert.equal(page.url(), detailUrl);
      await page.reload();
      await page.getByTestId('transaction-detail').waitFor();
      assert.match(await page.getByTestId('detail-title').innerText(), new RegExp(patient.lastName));
      await page.goto(`${product.baseUrl}/transaction-detail/${transactionId}`);
      await page.getByTestId('transaction-detail').waitFor();
      assert.match(await page.getByTestId('detail-title').innerText(), new RegExp(patient.lastName));
      assert.equal(page.url(), `${product.baseUrl}/transaction-detail/${transactionId}`);

      // The summary's comment is saved, and the button goes once the saved comment is the one shown.
      const summary = page.getByTestId('summary-card');
      await summary.getByLabel('Comment').fill('Call the carrier back on Monday');
      await summary.getByRole('button', { name: 'Save comment' }).click();
      await toast('The transaction was updated successfully').waitFor();
      await summary.getByRole('button', { name: 'Save comment' }).waitFor({ state: 'detached' });

      // Nothing merged yet: Download template says so.
      await page.getByTestId('download-template').click();
      await toast('No data to download').waitFor();

      // FBD: fill every required field the form shows (whatever the practice's template holds) until every tab shows a check.
      await page.getByTestId('detail-tab-fbd').click();
      await page.getByTestId('fbd-form').waitFor();
      assert.ok((await page.getByTestId('fbd-tab-missing').count()) > 0, 'a fresh form should count missing required fields');
      const tabs = await fbdTabTitles();
      for (const title of tabs) await fillRequiredFields(title);
      await page.getByTestId('fbd-tab-missing').waitFor({ state: 'detached' });
      assert.equal(await page.getByTestId('fbd-tab-complete').count(), tabs.length);
      await page.getByTestId('fbd-save').click();
      await toast('Data saved successfully').waitFor();

      // Download template: the merged .docx, named by the spec's rule, holds what was typed.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-template').click()]);
      assert.match(
        download.suggestedFilename(),
        /^Insurance_verification_form_Delta Dental_Primary_Juniper Ashdown [a-z]+_07012030\.docx$/,
      );
      const docx = await readFile(await download.path());
      assert.equal(docx.subarray(0, 2).toString(), 'PK', 'the download should be a .docx (a zip)');
      assert.ok(new PizZip(docx).file('word/document.xml').asText().includes(TYPED), 'the document should hold the typed value');

      // Update PMS: the merged document lands in the practice's document storage.
      await page.getByTestId('update-pms').click();
      await toast('Success / PMS Update Correctly').waitFor();
      assert.match(await pmsObjectKey(), new RegExp(`^practices/${practice._id}/documents/${transactionId}/Insurance_verification_form_`));

      // Subscriber policy: the check passes; clearing the carrier fails it and the save is refused; a group number is saved.
      await page.getByTestId('detail-tab-subscriberPolicy').click();
      await page.getByTestId('policy-check-passes').waitFor();
      assert.equal(await page.getByTestId('summary-card').count(), 0, 'no summary card on the Subscriber policy tab');
      await page.getByTestId('policy-CarrierName').fill('');
      await page.getByTestId('policy-check-missing').filter({ hasText: 'CarrierName' }).waitFor();
      await page.getByTestId('policy-save').click();
      await toast('Cannot update: Dear user, the following field(s) is/are required: CarrierName').waitFor();
      await page.getByTestId('policy-CarrierName').fill('Delta Dental');
      await page.getByTestId('policy-GroupNumber').fill('G-7788');
      await page.getByTestId('policy-check-passes').waitFor();
      await page.getByTestId('policy-save').click();
      await toast('Data was successfully updated').waitFor();
      assert.equal(await page.getByTestId('policy-GroupNumber').inputValue(), 'G-7788');

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

      // Read-only everywhere, and no Subscriber policy tab on an audited record.
      await page.getByTestId('read-only-warning').waitFor();
      assert.equal(await page.getByTestId('detail-tab-subscriberPolicy').count(), 0);
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
      await page.getByTestId('detail-tab-subscriberPolicy').waitFor();

      assert.deepEqual(browserErrors, []);
    } catch (error) {
      if (page) await saveScreenshot(page, t, 'transaction-detail-failure');
      throw error;
    }
  },
  { timeout: 180_000 },
);
