/**
 * Claims and Transaction plans in a real browser against the real services: claim requests and
 * insurance plans are published on the broker as a bot publishes them; an administrator finds the
 * practice's claims by patient and type, lists the plans, sets one verified, corrects another's
 * bookmark values, and sees the spec's sentence for a plan that does not exist.
 *
 *   node --test test/browser/claims-and-plans.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { publishBotEvent } from './support/bot.mjs';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { applyPracticeSelection, openPracticeSelection, practiceOption, waitForOnePracticeSelected } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { DEMO_ADMIN, DEMO_PRACTICES } = built('@dental/testing/dist/demo-data.js', 'The demo data');
const { TRANSACTION_PLAN_EXAMPLE, TransactionPlanMessages, Topics } = built('@dental/contracts', 'The contracts library');

const practice = DEMO_PRACTICES[0];
const otherPractice = DEMO_PRACTICES.find((p) => p._id !== practice._id);
const marker = randomUUID().slice(0, 8);

let product;
let browser;
let page;
const browserErrors = [];

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    page = await newPage(browser, { viewport: { width: 1440, height: 900 }, errors: browserErrors });
    await page.goto(`${product.baseUrl}/claims`);
    await page.waitForURL(/\/login$/);
    await signInInBrowser(page, product, DEMO_ADMIN);
    // The administrator has every practice selected at first: leave only this one, which the screens ask about.
    const modal = await openPracticeSelection(page);
    const option = practiceOption(modal, practice._id);
    await option.waitFor();
    const others = modal.locator(`[data-testid="practice-option"][data-selected="true"]:not([data-practice-id="${practice._id}"])`);
    while ((await others.count()) > 0) await others.first().click();
    if ((await option.getAttribute('data-selected')) !== 'true') await option.click();
    await applyPracticeSelection(page);
    await waitForOnePracticeSelected(page);
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

/** Waits until the table shows exactly these row texts (each row's text must contain its entry), in order. */
async function waitForRows(table, expected, timeoutMs = 20_000) {
  const rows = table.locator('tbody tr');
  let texts = [];
  for (const until = Date.now() + timeoutMs; Date.now() < until; await page.waitForTimeout(300)) {
    texts = await rows.allInnerTexts();
    if (texts.length === expected.length && expected.every((e, i) => texts[i].includes(e))) return texts;
  }
  assert.fail(`expected rows ${JSON.stringify(expected)}, the table shows ${JSON.stringify(texts)}`);
}

test(
  "Claims lists the selected practice's claim requests by patient and claim type",
  async (t) => {
    try {
      const claim = (claimType, patientName, practiceId = practice._id) => ({
        eventId: randomUUID(),
        practiceId,
        claimType,
        patientName: `${patientName} ${marker}`,
        companyName: 'Delta Dental',
        requestedAt: new Date().toISOString(),
      });
      for (const c of [
        claim('validate', 'Ana Lopez'),
        claim('submit', 'Luis Perez'),
        // Another practice's claim never shows here.
        claim('validate', 'Rosa Diaz', otherPractice._id),
      ])
        await publishBotEvent(product, Topics.BotClaim, c);

      await page.goto(`${product.baseUrl}/claims`);
      const table = page.getByRole('table', { name: 'Claims' });
      await page.getByRole('textbox', { name: 'Patient name' }).fill(marker);
      // Validations are the default claim type.
      await waitForRows(table, [`Ana Lopez ${marker}`]);
      assert.match((await table.locator('tbody tr').innerText()).replace(/\s+/g, ' '), /validate Ana Lopez \S+ Delta Dental/);

      await page.getByRole('combobox', { name: 'Claim type' }).click();
      await page.getByRole('option', { name: 'submit', exact: true }).click();
      await waitForRows(table, [`Luis Perez ${marker}`]);
      assert.deepEqual(browserErrors, []);
    } catch (error) {
      await saveScreenshot(page, t, 'claims-failure', `page ${page.url()}; page errors: ${JSON.stringify(browserErrors)}`);
      throw error;
    }
  },
  { timeout: 120_000 },
);

test(
  'Transaction plans: the list, the Audit toggle, a plan record saved with corrected bookmarks, and a missing plan',
  async (t) => {
    try {
      const plan = (employer, occurredAt) => ({
        ...TRANSACTION_PLAN_EXAMPLE,
        eventId: randomUUID(),
        practiceId: practice._id,
        employer: `${employer} ${marker}`,
        occurredAt,
      });
      const older = plan('Acme', '2026-11-20T10:00:00.000Z');
      const newer = plan('Globex', '2026-11-21T10:00:00.000Z');
      for (const p of [older, newer, { ...plan('Initech', '2026-11-22T10:00:00.000Z'), practiceId: otherPractice._id }])
        await publishBotEvent(product, Topics.BotTransactionPlan, p);

      // A person reaches the plans from the side menu.
      await page.getByRole('link', { name: 'Transaction Plans' }).click();
      await page.waitForURL(/\/transaction-plan$/);
      const table = page.getByRole('table', { name: 'Transaction plans' });
      const [first] = await waitForRows(table, [`Globex ${marker}`, `Acme ${marker}`]);
      for (const column of ['Employer', 'Group N°', 'Deductible', 'Maximum', 'Plan N°', 'Bot Status'])
        await table.getByRole('columnheader', { name: column, exact: true }).waitFor();
      assert.match(first.replace(/\s+/g, ' '), /Globex \S+ G-104552 \$50\.00 \$1,500\.00 PPO-2000 Saved/);

      // The Audit toggle: Acme becomes verified once the server agrees.
      const acmeAudit = page.getByRole('switch', { name: `Audit Acme ${marker} PPO-2000` });
      assert.equal(await acmeAudit.isChecked(), false);
      await acmeAudit.click();
      await page.getByText(TransactionPlanMessages.verified).waitFor();
      await table
        .locator('tbody tr', { hasText: `Acme ${marker}` })
        .getByText('Verified', { exact: true })
        .waitFor();
      assert.equal(await acmeAudit.isChecked(), true);

      // Go to record: Globex's sections of bookmark fields; a corrected value is saved and kept.
      await page.getByRole('link', { name: `Go to record Globex ${marker} PPO-2000` }).click();
      await page.waitForURL(/\/transaction-plan\/[0-9a-f]{24}$/);
      const globexUrl = page.url();
      await page.getByRole('region', { name: 'Coverage' }).waitFor();
      const basic = page.getByLabel('Basic');
      assert.equal(await basic.inputValue(), '80%');
      await basic.fill('95%');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(TransactionPlanMessages.bookmarksSaved).waitFor();
      await page.goto(globexUrl);
      await page.getByRole('region', { name: 'Coverage' }).waitFor();
      assert.equal(await page.getByLabel('Basic').inputValue(), '95%');
      assert.equal(await page.getByLabel('Carrier').inputValue(), 'Delta Dental');

      // A verified plan is read only.
      await page.goto(`${product.baseUrl}/transaction-plan`);
      await page.getByRole('link', { name: `Go to record Acme ${marker} PPO-2000` }).click();
      await page.getByText(TransactionPlanMessages.auditedReadOnly).waitFor();
      assert.equal(await page.getByLabel('Basic').isDisabled(), true);
      assert.equal(await page.getByRole('button', { name: 'Save' }).count(), 0);

      // A plan that does not exist, and the spec's detail address opened without a plan.
      await page.goto(`${product.baseUrl}/transaction-plan/6955b90000000000deadbeef`);
      await page.getByText(TransactionPlanMessages.notFound).waitFor();
      await page.goto(`${product.baseUrl}/transaction-plan-detail`);
      await page.getByText(TransactionPlanMessages.notFound).waitFor();
      assert.deepEqual(browserErrors, []);
    } catch (error) {
      await saveScreenshot(page, t, 'transaction-plans-failure', `page ${page.url()}; page errors: ${JSON.stringify(browserErrors)}`);
      throw error;
    }
  },
  { timeout: 180_000 },
);
