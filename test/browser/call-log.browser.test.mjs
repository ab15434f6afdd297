/**
 * The call log, the two SMS logs and Intelepeer in a real browser against the real services and the
 * local provider stand-ins (Aircall, RingCentral, IntelePeer) with their demo data: each log's
 * filters narrow what the provider answers, a call's detail shows its user and recording, the
 * Intelepeer status switch changes the status at the provider, and an SMS log whose provider is down
 * shows an empty table that says so. On a call's detail a person records the patient the call was
 * about and attaches a file, and sees a text message the provider's signed webhook announced.
 *
 *   node --test test/browser/call-log.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { DEMO_PROVIDER_CREDENTIALS, DEMO_WEBHOOK_TOKENS } = built('@dental/testing/dist/demo-data.js', 'The demo data');
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1200, 0x20), Buffer.from('\n%%EOF\n')]);

let product;
let browser;
let page;

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    page = await newPage(browser, { viewport: { width: 1400, height: 900 } });
    await signInInBrowser(page, product, { email: 'admin@dental.local', password: 'Admin#2026!' });
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

const rowsOf = (name) => page.getByRole('table', { name }).locator('tbody tr');
/** The "1-50 of 240" text of react-admin's pagination. */
async function totalShown() {
  const text = await page.locator('.MuiTablePagination-displayedRows').first().innerText();
  return Number(/of\s+(\d+)/.exec(text)?.[1] ?? NaN);
}
async function waitForTotal(expected) {
  await page.waitForFunction(
    (n) => {
      const el = document.querySelector('.MuiTablePagination-displayedRows');
      return el && new RegExp(`of\\s+${n}\\b`).test(el.textContent ?? '');
    },
    expected,
    { timeout: 20_000 },
  );
}

test('Air Call lists the provider calls 50 a page and filters by direction and phone number', { timeout: 120_000 }, async (t) => {
  const calls = product.providerStandIns.aircall.calls;
  await page.goto(`${product.baseUrl}/air-call`);
  await rowsOf('Calls').first().waitFor({ timeout: 30_000 });
  assert.equal(await rowsOf('Calls').count(), 50);
  assert.equal(await totalShown(), calls.length);

  const phone = calls[0].raw_digits;
  const expected = calls.filter((c) => c.direction === 'outbound' && c.raw_digits === phone).length;
  await page.getByLabel('Direction').click();
  await page.getByRole('option', { name: 'Outbound' }).click();
  await page.getByLabel('Phone number').fill(phone);
  await waitForTotal(expected);
  const shown = await rowsOf('Calls').locator('td').allInnerTexts();
  assert.ok(shown.includes(phone));
  assert.ok(!shown.includes('inbound'));
  await saveScreenshot(page, t, 'air-call-filtered');
});

test("a call's detail shows its user, times, duration in words and recording", { timeout: 60_000 }, async (t) => {
  const answered = product.providerStandIns.aircall.calls.find((c) => c.user && c.recording);
  await page.goto(`${product.baseUrl}/air-call-detail/${answered.id}`);
  const detail = page.getByTestId('call-detail');
  await detail.waitFor({ timeout: 30_000 });
  await detail.getByText(answered.user.email).waitFor();
  assert.equal(await detail.getByRole('link', { name: 'Recording' }).getAttribute('href'), answered.recording);
  await detail
    .getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} (AM|PM)/)
    .first()
    .waitFor();
  await saveScreenshot(page, t, 'air-call-detail');
  await page.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL(/\/air-call$/);
});

test(
  "a call's detail records its patient, attaches a file, and shows a message a signed webhook announced",
  { timeout: 90_000 },
  async (t) => {
    const answered = product.providerStandIns.aircall.calls.find((c) => c.user && c.recording);
    // The provider announces a text message with the call's number, to the webhook address of each demo client.
    for (const { clientId } of DEMO_PROVIDER_CREDENTIALS) {
      const res = await fetch(`${product.baseUrl}/api/webhooks/aircall/${clientId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          resource: 'message',
          event: 'message.received',
          timestamp: Math.floor(Date.now() / 1000),
          token: DEMO_WEBHOOK_TOKENS.aircall,
          data: {
            id: `browser-msg-${answered.id}`,
            direction: 'inbound',
            status: 'received',
            body: 'Calling back about my coverage',
            raw_digits: answered.raw_digits,
            number: { digits: '+1 305-555-0100' },
            created_at: Math.floor(Date.now() / 1000),
          },
        }),
      });
      assert.equal(res.status, 200);
    }
    const refused = await fetch(`${product.baseUrl}/api/webhooks/aircall/${DEMO_PROVIDER_CREDENTIALS[0].clientId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resource: 'message', event: 'message.received', token: 'guess', data: {} }),
    });
    assert.equal(refused.status, 400);

    await page.goto(`${product.baseUrl}/air-call-detail/${answered.id}`);
    const detail = page.getByTestId('call-detail');
    await detail.waitFor({ timeout: 30_000 });
    await page.getByRole('list', { name: 'Text messages' }).getByText('Calling back about my coverage').waitFor();

    await page.getByLabel('First name').fill('Rosa');
    await page.getByRole('button', { name: 'Save patient info' }).click();
    await page.getByText('Required').first().waitFor();
    await page.getByLabel('Last name').fill('Delgado');
    await page.getByLabel('DOB (MM/DD/YYYY)').fill('13/45/1990');
    await page.getByRole('button', { name: 'Save patient info' }).click();
    await page
      .getByText(/patientDOB/)
      .first()
      .waitFor();
    await page.getByLabel('DOB (MM/DD/YYYY)').fill('07/14/1990');
    await page.getByLabel('Notes').fill('Wants to know her crown coverage');
    await page.getByRole('button', { name: 'Save patient info' }).click();
    await page.getByText('Patient information saved').first().waitFor();
    await page.getByText(/^Saved by Avery Admin/).waitFor();

    await page.getByLabel('File to attach').setInputFiles({ name: 'eob.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('The file was attached to the call').first().waitFor();
    await page.getByRole('list', { name: 'Call files' }).getByText('eob.pdf').waitFor();
    await saveScreenshot(page, t, 'air-call-detail-records');

    // A reload reads all of it back from the server.
    await page.reload();
    await page.getByRole('list', { name: 'Call files' }).getByText('eob.pdf').waitFor({ timeout: 30_000 });
    assert.equal(await page.getByLabel('DOB (MM/DD/YYYY)').inputValue(), '07/14/1990');
    assert.equal(await page.getByLabel('Last name').inputValue(), 'Delgado');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).first().click();
    assert.equal((await download).suggestedFilename(), 'eob.pdf');
  },
);

test('Ring Central 2FA SMS pages 25 at a time and filters by phone', { timeout: 60_000 }, async (t) => {
  const messages = product.providerStandIns.ringCentral.messages;
  await page.goto(`${product.baseUrl}/ring-central`);
  await rowsOf('Messages').first().waitFor({ timeout: 30_000 });
  assert.equal(await rowsOf('Messages').count(), 25);
  assert.equal(await totalShown(), messages.length);
  const phone = messages[3].to[0].phoneNumber;
  await page.getByLabel('Phone').fill(phone);
  await waitForTotal(messages.filter((m) => m.to[0].phoneNumber === phone).length);
  await saveScreenshot(page, t, 'ring-central-filtered');
});

test('Air Call 2FA SMS shows an empty table saying why while the provider is down', { timeout: 90_000 }, async (t) => {
  const aircall = product.providerStandIns.aircall;
  await page.goto(`${product.baseUrl}/aircall-sms`);
  await rowsOf('Messages').first().waitFor({ timeout: 30_000 });
  assert.equal(await totalShown(), aircall.messages.length);
  await aircall.stop();
  try {
    await page.reload();
    await page.getByTestId('provider-state').filter({ hasText: 'Aircall cannot be reached' }).waitFor({ timeout: 30_000 });
    assert.equal(await page.getByRole('table', { name: 'Messages' }).locator('tbody tr td').count(), 0);
    await saveScreenshot(page, t, 'aircall-sms-down');
  } finally {
    await aircall.start();
  }
});

test('Intelepeer filters by last name and switches a status after confirmation', { timeout: 90_000 }, async (t) => {
  const appointments = product.providerStandIns.intelepeer.appointments;
  await page.goto(`${product.baseUrl}/intelepeer`);
  await rowsOf('Appointments').first().waitFor({ timeout: 30_000 });
  assert.equal(await rowsOf('Appointments').count(), 100);
  const target = appointments[0];
  await page.getByLabel('Last name').fill(target.patientLastName);
  await waitForTotal(appointments.filter((a) => a.patientLastName === target.patientLastName).length);

  const was = target.status;
  const toggle = page.getByLabel(`Status of ${target.patientFirstName} ${target.patientLastName}, ${target._id}`);
  assert.equal(await toggle.isChecked(), was);
  await toggle.click();
  await page.getByRole('dialog').getByText('Change status').waitFor();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Data was successfully updated').waitFor();
  assert.equal(target.status, !was, 'the provider holds the new status');
  await page.waitForFunction(
    ([label, checked]) => document.querySelector(`input[aria-label="${label}"]`)?.checked === checked,
    [`Status of ${target.patientFirstName} ${target.patientLastName}, ${target._id}`, !was],
    { timeout: 15_000 },
  );
  await saveScreenshot(page, t, 'intelepeer-status');

  await rowsOf('Appointments').first().getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Details' });
  await details.getByText(target.policyNumber).waitFor();
  await details.getByText(target.subscriberId).waitFor();
  await details.getByRole('button', { name: 'Close' }).click();
});
