/**
 * Real-time verification in a real browser against the real services and the clearinghouse
 * stand-in: the demo admin picks a practice, opens Real Time Verification, is told to choose a
 * carrier first, fills Delta Dental's form, and the payer's answer comes back as the response cards
 * (subscriber, payer, plan, procedure answers); the response document (a Word document) downloads,
 * the verification's All Transactions transaction opens with the document among its files, and the
 * list shows the completed record. Then the spec's older addresses open their pages.
 *
 *   node --test test/browser/realtime.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { artifacts, newPage, saveScreenshot } from './support/browser.mjs';
import { applyPracticeSelection, openPracticeSelection, practiceOption } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { RealtimeMessages } = built('@dental/contracts', 'The contracts library');
const { DEMO_PRACTICES, DEMO_USERS } = built('@dental/testing/dist/demo-data.js', 'The demo data');

// The templates service's own .docx reader, to look inside the downloaded document.
const PizZip = createRequire(new URL('../../apps/templates/package.json', import.meta.url))('pizzip');

const admin = DEMO_USERS.find((user) => user.email === 'admin@dental.local');
const practice = DEMO_PRACTICES[0];

let product;
let browser;
let page;

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    page = await newPage(browser, { viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    await signInInBrowser(page, product, { email: admin.email, password: admin.password });
    const modal = await openPracticeSelection(page);
    await page.getByTestId('practice-client-picker').selectOption(practice.clientId);
    const option = practiceOption(modal, practice._id);
    await option.waitFor();
    if ((await option.getAttribute('data-selected')) !== 'true') await option.click();
    await practiceOption(modal, practice._id, { selected: true }).waitFor();
    await applyPracticeSelection(page);
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

/** Chooses an option of a react-admin select by its label. */
async function choose(label, option) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('runs a real-time verification and reads the response cards', { timeout: 180_000 }, async (t) => {
  await page.goto(`${product.baseUrl}/insuranceverification`);
  // The practice has no real-time verification yet.
  await page.getByText('No Real Time Verification found').waitFor();
  await page.getByRole('link', { name: 'New Record' }).click();
  await page.waitForURL(/\/insuranceverification\/create$/);
  await page.getByText(RealtimeMessages.selectCarrier).first().waitFor();

  await choose('Practice', practice.name);
  await choose('Carrier', 'Delta Dental of California');
  await page.getByLabel('Member ID', { exact: true }).waitFor();
  await choose('IV Type', 'FBD');
  await page.getByLabel('Patient First Name', { exact: true }).fill('Maria');
  await page.getByLabel('Patient Last Name', { exact: true }).fill('Rivera');
  await page.getByLabel('Patient Date of Birth', { exact: true }).fill('1985-03-12');
  await page.getByLabel('Member ID', { exact: true }).fill('DDC778812345');
  await choose('Relationship', 'Self');
  await page.getByLabel('Provider NPI', { exact: true }).fill('1234567893');
  await page.getByLabel('Date of Service', { exact: true }).fill('2024-01-15');
  await page.getByLabel('Procedure Codes', { exact: true }).fill('D0120, D1110, D2750');
  await page.getByRole('button', { name: 'Save' }).click();

  await page.waitForURL(/\/insuranceverification\/[0-9a-f]{24}\/show$/);
  const subscriber = page.getByLabel('Subscriber', { exact: true });
  await subscriber.waitFor({ timeout: 60_000 });
  await saveScreenshot(page, t, 'realtime-cards');
  const line = (card, field) => page.getByLabel(card, { exact: true }).locator(`[data-field="${field}"]`);
  assert.match(await line('Subscriber', 'memberId').innerText(), /DDC778812345/);
  assert.match(await line('Subscriber', 'lastName').innerText(), /RIVERA/);
  assert.match(await line('Subscriber', 'dateOfBirth').innerText(), /19850312/);
  assert.match(await line('Payer', 'name').innerText(), /DELTA DENTAL OF CALIFORNIA/);
  assert.match(await line('Provider', 'npi').innerText(), /1234567893/);
  assert.match(await line('Plan Information', 'groupNumber').innerText(), /100245/);
  assert.match(await line('Meta', 'tradingPartnerServiceId').innerText(), /94276/);
  assert.equal(await page.getByLabel('Eligibility').innerText(), 'Active');
  const answers = page.getByRole('table', { name: 'Procedure Answers' });
  for (const code of ['D0120', 'D1110', 'D2750'])
    await answers.getByRole('row').filter({ hasText: code }).filter({ hasText: 'Covered' }).waitFor();
  await answers.getByRole('row').filter({ hasText: 'D2750' }).filter({ hasText: '50%' }).waitFor();
  await page.getByRole('table', { name: 'Benefits Information' }).getByText('Active Coverage').first().waitFor();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  assert.equal(download.suggestedFilename(), 'Eligibility_Active_Delta Dental of California Maria Rivera.docx');
  const file = `${artifacts}/realtime-response.docx`;
  await download.saveAs(file);
  const docx = readFileSync(file);
  assert.equal(docx.subarray(0, 2).toString(), 'PK', 'the download should be a Word document (a zip)');
  const text = new PizZip(docx).file('word/document.xml').asText();
  for (const shown of ['Real Time Eligibility Response', 'DDC778812345', 'DELTA DENTAL OF CALIFORNIA', 'Procedure Answers', 'D2750'])
    assert.ok(text.includes(shown), `the document should show ${shown}`);

  // The verification is kept with an All Transactions transaction, whose files hold the same document.
  await page.getByRole('button', { name: 'Open transaction' }).click();
  await page.waitForURL(/\/transaction-detail\/[^/?]+(\?practice=[^&]+)?$/);
  await page.getByTestId('detail-tab-files').click();
  await page
    .locator('[data-testid="file-name"][data-filename="Eligibility_Active_Delta Dental of California Maria Rivera.docx"]')
    .first()
    .waitFor();

  await page.goto(`${product.baseUrl}/insuranceverification`);
  const row = page.getByRole('table', { name: 'Real Time IV' }).getByRole('row').filter({ hasText: 'Maria Rivera' });
  await row.filter({ hasText: 'completed' }).filter({ hasText: 'Delta Dental of California' }).waitFor();
});

test('the spec’s older addresses open their pages', { timeout: 60_000 }, async () => {
  await page.goto(`${product.baseUrl}/tree`);
  await page.waitForURL(/\/permissions$/);
  await page.goto(`${product.baseUrl}/clients-form`);
  await page.waitForURL(/\/clients\/create$/);
  for (const address of ['/grid-transaction', '/transaction']) {
    await page.goto(`${product.baseUrl}${address}`);
    await page.getByText('Insurance Verification').first().waitFor();
    assert.equal(await page.getByText('Not Found', { exact: true }).count(), 0);
  }
});
