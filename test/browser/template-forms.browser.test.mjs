/**
 * A template from the editor to a reviewer's FBD tab, in a real browser against the real services:
 * the admin builds a small template whose coverage question shows the orthodontic percentage only
 * when the answer is Yes (set with the settings' "Add dependency"), previews it, assigns it to a
 * practice in the Practices screen's form; a reviewer of that practice opens a transaction a bot
 * published and sees the same form, with the condition working, on the FBD tab.
 *
 *   node --test test/browser/template-forms.browser.test.mjs   (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { publishBotResult } from './support/bot.mjs';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { AdminMessages, TemplateMessages, botVerificationResultSchema } = built('@dental/contracts', 'The contracts library');
const { DEMO_PRACTICES, DEMO_TEMPLATES, DEMO_USERS } = built('@dental/testing/dist/demo-data.js', 'The demo data');

const PROPAGATION_TIMEOUT_MS = 45_000;
// The machine running the tests is shared; a screen may take longer than the default step timeout to answer.
const STEP_TIMEOUT_MS = 30_000;
const admin = DEMO_USERS.find((user) => user.email === 'admin@dental.local');
const reviewer = DEMO_USERS.find((user) => user.email === 'reviewer@dental.local');
// A practice the reviewer works on; its client's template is the demo Dental FBD until the admin assigns another.
const practice = DEMO_PRACTICES.find((p) => p._id === reviewer.practiceIds[1]);
const suffix = Math.random().toString(36).slice(2, 8);
const templateName = `Ortho form ${suffix}`;

let product;
let browser;
let db;
const browserErrors = [];

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    db = new pg.Client({ connectionString: product.databaseUrl });
    await db.connect();
  },
  { timeout: START_TIMEOUT_MS },
);

after(
  async () => {
    await db?.end();
    await stopProductAndBrowser({ product, browser });
  },
  { timeout: STOP_TIMEOUT_MS },
);

/** Polls a query until it answers a row, failing with `what` after the propagation timeout. */
async function eventually(what, sql, params) {
  const deadline = Date.now() + PROPAGATION_TIMEOUT_MS;
  for (;;) {
    const { rows } = await db.query(sql, params);
    if (rows[0]) return rows[0];
    assert.ok(Date.now() < deadline, `timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Opens an MUI select by its test id and picks the option with this text. */
async function choose(page, testId, optionText) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: optionText, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

function botResult() {
  const patient = { firstName: 'Marlow', lastName: `Quince ${suffix}` };
  return botVerificationResultSchema.parse({
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    botId: 'browser-test-bot',
    verificationId: `browser-template-${randomUUID()}`,
    clientId: practice.clientId,
    practiceId: practice._id,
    type: 'FBD',
    appointment: { date: '2030-07-02', time: '11:00', provider: 'Dr. Ames', note: '' },
    patient: { id: `PT-${suffix}`, ...patient, dob: '1984-05-17' },
    subscriber: { id: `SB-${suffix}`, ...patient, dob: '1984-05-17', relationship: 'Self' },
    carrier: { name: 'Delta Dental', memberId: '700998877', groupNumber: 'G-1300', employerName: 'Harbor Logistics' },
    policyType: 'Primary',
    result: {
      verificationBy: 'Check',
      eligibilityStatus: 'Active',
      statusPatient: 'Active',
      missingRequiredFields: 5,
      totalRequiredFields: 5,
    },
  });
}

test(
  "an admin's conditional template, assigned to a practice, is the form its reviewer fills on the FBD tab",
  { timeout: 480_000 },
  async (t) => {
    const page = await newPage(browser, { viewport: { width: 1400, height: 950 }, errors: browserErrors, timeout: STEP_TIMEOUT_MS });
    let current = page;
    try {
      // A fresh start fills the verification service's copies: the demo practice on its client's Dental FBD, and that form.
      await eventually(
        'the demo practice on Dental FBD, with the form, in the verification service',
        `SELECT 1 FROM verification.practice p JOIN verification.template_version v ON v.template_id = p.template_id
          WHERE p.practice_id = $1 AND p.template_id = $2`,
        [practice._id, DEMO_TEMPLATES.fbd._id],
      );

      // The template: one category, the coverage question and the orthodontic percentage.
      await page.goto(`${product.baseUrl}/login`);
      await signInInBrowser(page, product, admin);
      await page.goto(`${product.baseUrl}/template`);
      await page.getByRole('row').filter({ hasText: 'Dental FBD' }).waitFor();
      await page.getByTestId('new-template').click();
      await page.getByTestId('template-name').fill(templateName);
      await page.getByTestId('template-description').fill('Browser test');
      await page.getByTestId('template-save').click();
      await page.waitForURL(/\/template\/[0-9a-f]{24}$/);
      await page.getByTestId('add-category').click();
      await page.getByTestId('section-name').fill('Coverage');
      await choose(page, 'section-type', 'Info');
      await page.getByTestId('section-save').click();
      await page.getByTestId('category-Coverage').waitFor();
      await page.getByTestId('bookmark-search').fill('Ortho');
      await page.getByTestId('search-hit-OrthoCoverage').click();
      await page.getByTestId('search-hit-CovOrthodontics').click();
      await choose(page, 'bookmark-target', 'Coverage');
      await page.getByTestId('bookmark-add').click();
      await page.getByTestId('placement-CovOrthodontics').waitFor();

      // The dependency, added on its own: an incomplete one is refused with the spec's message.
      await page.getByRole('button', { name: 'Settings of OrthoCoverage' }).click();
      await page.getByTestId('settings-tab-Actions').click();
      await page.getByTestId('add-dependency').click();
      await page.getByText(TemplateMessages.fillAllFields).waitFor();
      await page.getByTestId('dependency-trigger').fill('Yes');
      await choose(page, 'dependency-action', 'Show');
      await page.getByTestId('dependency-destination').click();
      await page.getByTestId('dependency-destination-CovOrthodontics').click();
      await page.keyboard.press('Escape');
      await page.getByTestId('add-dependency').click();
      await page.getByText('Dependency added').waitFor();
      // The condition list shows it at once; closing reloads the template with it.
      assert.equal(await page.getByTestId('condition-trigger-0').inputValue(), 'Yes');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByTestId('placement-OrthoCoverage').filter({ hasText: '1 condition(s)' }).waitFor();

      await page.getByTestId('preview-toggle').click();
      const preview = page.getByTestId('template-preview');
      await preview.getByTestId('fbd-field-OrthoCoverage').waitFor();
      assert.equal(await preview.getByTestId('fbd-field-CovOrthodontics').count(), 0, 'hidden in the preview until the answer is Yes');
      await preview.getByTestId('fbd-field-OrthoCoverage').getByLabel('Yes').check();
      await preview.getByTestId('fbd-field-CovOrthodontics').waitFor();

      // The practice form assigns it (every required field filled, as the form asks).
      await page.goto(`${product.baseUrl}/client-practice`);
      await page.getByRole('link', { name: `Edit ${practice.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Practice' });
      for (const [label, value] of [
        ['Description', 'Round Rock office'],
        ['Folder id', 'folder-round-rock'],
        ['Spreadsheet id', 'sheet-round-rock'],
      ]) {
        const field = dialog.getByLabel(label, { exact: true });
        if ((await field.inputValue()) === '') await field.fill(value);
      }
      await choose(page, 'practice-template', templateName);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText(AdminMessages.practiceEdited, { exact: true }).first().waitFor();
      await page.getByRole('link', { name: `Edit ${practice.name}` }).click();
      // The form shows the assigned template once the template list has loaded.
      await page.getByTestId('practice-template').filter({ hasText: templateName }).waitFor();
      await page.keyboard.press('Escape');

      // The verification service learns the assignment and the template's newest version.
      const { id: templateId, version } = await eventually('the template', 'SELECT id, version FROM templates.template WHERE name = $1', [
        templateName,
      ]);
      await eventually(
        'the verification service to know the practice template and its newest version',
        `SELECT 1 FROM verification.practice p JOIN verification.template_version v ON v.template_id = p.template_id
          WHERE p.practice_id = $1 AND p.template_id = $2 AND v.version = $3`,
        [practice._id, templateId, version],
      );
      const result = botResult();
      await publishBotResult(product, result, 'browser-template-test');
      const { id: transactionId } = await eventually(
        'the bot result as a transaction',
        'SELECT id FROM verification.transaction WHERE bot_verification_id = $1',
        [result.verificationId],
      );

      // The reviewer's FBD tab: the admin's form, with the condition working.
      const reviewerPage = await newPage(browser, {
        viewport: { width: 1366, height: 1000 },
        errors: browserErrors,
        timeout: STEP_TIMEOUT_MS,
      });
      current = reviewerPage;
      await reviewerPage.goto(`${product.baseUrl}/login`);
      await signInInBrowser(reviewerPage, product, reviewer);
      await reviewerPage.goto(`${product.baseUrl}/allTransaction`);
      await reviewerPage.waitForURL(/\/allTransaction$/);
      await reviewerPage.evaluate(
        ({ id, practiceId, practiceName }) => {
          window.history.pushState({ usr: { id, practice: practiceId, practiceName }, key: 'detail', idx: 1 }, '', '/transaction-detail');
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        },
        { id: transactionId, practiceId: practice._id, practiceName: practice.name },
      );
      await reviewerPage.getByTestId('transaction-detail').waitFor();
      await reviewerPage.getByTestId('detail-tab-fbd').click();
      const form = reviewerPage.getByTestId('fbd-form');
      await form.getByTestId('fbd-tab-Coverage').waitFor();
      await reviewerPage.getByTestId('fbd-tab').getByText(`${templateName} (version ${version})`).waitFor();
      const question = form.getByTestId('fbd-field-OrthoCoverage');
      await question.waitFor();
      assert.equal(
        await form.locator('[data-testid^="fbd-tab-"][role="tab"]').count(),
        1,
        'only the Coverage category of the assigned template',
      );
      assert.equal(await form.getByTestId('fbd-field-CovOrthodontics').count(), 0, 'hidden until the answer is Yes');
      await question.getByLabel('Yes').check();
      await form.getByTestId('fbd-field-CovOrthodontics').waitFor();
      await question.getByLabel('No').check();
      await form.getByTestId('fbd-field-CovOrthodontics').waitFor({ state: 'detached' });

      assert.deepEqual(browserErrors, []);
    } catch (error) {
      await saveScreenshot(current, t, 'template-forms-failure', `browser errors: ${browserErrors.join(' | ') || 'none'}`);
      throw error;
    }
  },
);
