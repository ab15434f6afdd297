/**
 * Data Quality Records and Recall Transactions, in a real browser against the real services: bots
 * publish verification results (two still missing fields, one complete) and the patient-contact bot
 * a request and its answer for one of them. The admin selects the practice, opens the answered
 * record's Resume Details, confirms it with Update (once: the second time it is no longer active),
 * which writes the answer's corrected birth date into the transaction (read back as the transaction
 * detail screen reads it), and reads the recall table, computed from those transactions and that answer.
 *
 *   node --test test/browser/data-quality.browser.test.mjs     (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import { apiAs } from './support/api.mjs';
import { publishBotResult, waitForPracticeForm } from './support/bot.mjs';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { selectOnlyPractice } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { MessageHeaders, Topics, botVerificationResultSchema, newId } = built('@dental/contracts', 'The contracts library');
const { DEMO_CLIENTS, DEMO_PRACTICES, DEMO_USERS } = built('@dental/testing/dist/demo-data.js', 'The demo data');

const ARRIVAL_TIMEOUT_MS = 120_000;
const admin = DEMO_USERS.find((user) => user.email === 'admin@dental.local');
const practice = DEMO_PRACTICES[DEMO_PRACTICES.length - 1];
const client = DEMO_CLIENTS.find((c) => c._id === practice.clientId);

/** [last name, appointment day, missing fields]; first name Recall, so the screens' name filter finds them alone. */
const RESULTS = [
  ['Contacted', '2031-06-12', 2],
  ['Silent', '2031-06-10', 3],
  ['Complete', '2031-06-11', 0],
];

function botResult([lastName, day, missing], index) {
  const name = { firstName: 'Recall', lastName };
  return botVerificationResultSchema.parse({
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    botId: 'browser-test-bot',
    verificationId: `dqa-test-${randomUUID()}`,
    clientId: practice.clientId,
    practiceId: practice._id,
    type: 'FBD',
    appointment: { date: day, time: '09:30', provider: 'Dr. Patel', note: '' },
    patient: { id: `PT-DQA-${index}`, ...name, dob: '1987-04-02' },
    subscriber: { id: `SB-DQA-${index}`, ...name, dob: '1987-04-02', relationship: 'Self' },
    carrier: { name: 'Delta Dental', memberId: '900112233', groupNumber: 'G-4410', employerName: '' },
    policyType: 'Primary',
    result: {
      verificationBy: 'Check',
      eligibilityStatus: 'Active',
      statusPatient: '',
      missingRequiredFields: missing,
      totalRequiredFields: 12,
    },
  });
}

async function publishDqa(product, messages) {
  const producer = new Kafka({
    clientId: 'dqa-browser-test',
    brokers: product.kafkaBrokers.split(','),
    logLevel: logLevel.NOTHING,
  }).producer({
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  try {
    await producer.send({
      topic: Topics.BotDqaRequest,
      messages: messages.map((m) => ({ key: m.requestId, value: JSON.stringify(m), headers: { [MessageHeaders.MessageId]: m.eventId } })),
    });
  } finally {
    await producer.disconnect();
  }
}

async function until(what, probe, last = () => '') {
  const deadline = Date.now() + ARRIVAL_TIMEOUT_MS;
  for (;;) {
    const value = await probe();
    if (value) return value;
    assert.ok(Date.now() < deadline, `timed out waiting for ${what} ${last()}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const tableRows = (page, label) =>
  page
    .getByRole('table', { name: label })
    .evaluate((table) => [...table.querySelectorAll('tbody tr')].map((row) => [...row.cells].map((c) => c.textContent.trim())));

let product;
let browser;
let page;
let api;
let contactedId;
const requestId = newId();
const browserErrors = [];

before(
  async () => {
    assert.ok(admin && client, 'the demo data lack the admin or the practice’s client');
    ({ product, browser } = await startProductAndBrowser());
    // Otherwise the form's late arrival would recount these transactions from it, replacing the bot's counts.
    await waitForPracticeForm(product, practice._id);
    for (const [index, result] of RESULTS.entries()) await publishBotResult(product, botResult(result, index), 'dqa-test');
    // The patient-contact bot names the transaction it asks about: found here through the recall call.
    api = await apiAs(product, admin);
    const query = `practiceIds=${practice._id}&clientId=${client._id}&patientName=Recall&startDate=2031-06-01`;
    let seen;
    const recall = await until(
      'the two transactions missing fields in the read model',
      async () => {
        seen = await api('GET', `/api/report/recall-transactions?${query}`);
        return seen.recordsQty === 2 ? seen : undefined;
      },
      () => JSON.stringify(seen),
    );
    const contacted = recall.records.find((r) => r.patientName === 'Recall Contacted');
    contactedId = contacted._id;
    const base = { requestId, practiceId: practice._id, transactionId: contacted._id, missingFields: ['Subscriber ID', 'Employer'] };
    await publishDqa(product, [
      {
        ...base,
        eventId: randomUUID(),
        stage: 'sent',
        occurredAt: '2031-06-01T09:00:00.000Z',
        patient: { firstName: 'Recall', lastName: 'Contacted', phone: '+15125550100' },
      },
      {
        ...base,
        eventId: randomUUID(),
        stage: 'answered',
        occurredAt: '2031-06-02T10:30:00.000Z',
        // The patient corrects the birth date on file (1987-04-02).
        patient: {
          firstName: 'Recall',
          lastName: 'Contacted',
          dob: '1987-04-12',
          phone: '+15125550199',
          email: 'recall@example.com',
          zipCode: '78701',
        },
        comment: 'New employer since May',
        trustedInfo: true,
      },
    ]);
    page = await newPage(browser, { viewport: { width: 1366, height: 900 }, errors: browserErrors });
  },
  { timeout: START_TIMEOUT_MS + ARRIVAL_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

test(
  "a patient's answer shows in Data Quality Records, and Update confirms it once",
  async (t) => {
    try {
      await page.goto(`${product.baseUrl}/dataquality`);
      await page.waitForURL(/\/login$/);
      await signInInBrowser(page, product, admin);

      await selectOnlyPractice(page, client, practice);

      await page.goto(`${product.baseUrl}/dataquality`);
      await page.getByRole('textbox', { name: 'Patient name' }).fill('Recall Contacted');
      const table = page.getByRole('table', { name: 'Data quality records' });
      await until('the answered record in the table', async () => {
        await page
          .getByRole('button', { name: 'Refresh' })
          .first()
          .click()
          .catch(() => undefined);
        return (await table.locator('tbody tr').filter({ hasText: 'Recall Contacted' }).count()) === 1;
      });
      const [row] = await tableRows(page, 'Data quality records');
      assert.deepEqual(row.slice(0, 4), ['Recall Contacted', '+15125550199', '04/12/1987', 'Active']);
      assert.equal(row[6], 'Subscriber ID, Employer');

      await page.getByRole('button', { name: 'Details of Recall Contacted' }).click();
      await page.waitForURL(new RegExp(`/dataquality/${requestId}$`));
      const dialog = page.getByRole('dialog', { name: 'Resume Details' });
      const details = dialog.getByRole('table', { name: 'Patient details' });
      await details.getByRole('cell', { name: 'recall@example.com' }).waitFor();
      await details.getByRole('cell', { name: 'New employer since May' }).waitFor();
      assert.equal(await dialog.getByRole('table', { name: 'Request history' }).locator('tbody tr').count(), 2);

      const transaction = () => api('GET', `/api/iv/transaction/${contactedId}?practiceId=${practice._id}&clientId=${client._id}`);
      assert.equal((await transaction()).PatientDOB, '1987-04-02');
      await dialog.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Changes were saved').waitFor();
      // Confirmed: the transaction holds the answer (the patient is the subscriber, so both birth dates).
      const confirmed = await transaction();
      assert.deepEqual([confirmed.PatientDOB, confirmed.SubscriberDOB], ['1987-04-12', '1987-04-12']);
      await details.getByRole('cell', { name: 'No Active' }).waitFor();
      await dialog.getByRole('button', { name: 'Update' }).click();
      await page.getByText('Dear user, this record is not active').waitFor();

      await dialog.getByRole('button', { name: 'Close' }).click();
      await page.waitForURL(/\/dataquality$/);
      await table.locator('tbody tr').filter({ hasText: 'No Active' }).waitFor();
      assert.deepEqual(browserErrors, []);
    } catch (error) {
      if (page) await saveScreenshot(page, t, 'data-quality');
      throw error;
    }
  },
  { timeout: 300_000 },
);

test(
  'Recall Transactions lists the transactions still missing fields with the contact made',
  async (t) => {
    try {
      await page.goto(`${product.baseUrl}/recall-transactions`);
      await page.getByRole('textbox', { name: 'Patient name' }).fill('Recall');
      await page.getByLabel('Start date').fill('2031-06-01');
      await page.waitForFunction(() => {
        const rows = document.querySelectorAll('table[aria-label="Recall transactions"] tbody tr');
        return rows.length === 2 && rows[1].textContent.includes('Recall Contacted');
      });
      const rows = await tableRows(page, 'Recall transactions');
      assert.deepEqual(
        rows.map((r) => r.slice(0, 6)),
        [
          ['06/10/2031', 'Recall Silent', practice.name, 'No', 'No', '3 missing fields'],
          ['06/12/2031', 'Recall Contacted', practice.name, 'Yes', 'Yes', 'Subscriber ID, Employer'],
        ],
      );
      assert.equal(rows[0][6], '');
      assert.equal(rows[1][6], '06/02/2031');
      assert.deepEqual(browserErrors, []);
    } catch (error) {
      if (page) await saveScreenshot(page, t, 'recall-transactions');
      throw error;
    }
  },
  { timeout: 120_000 },
);

test(
  "a fresh start shows the demo patient-contact bot's requests in Data Quality Records and Recall Transactions",
  async () => {
    // npm start's seed leaves three requests per demo practice, two of them answered (apps/verification/src/demo/demo-dqa-requests.ts).
    let page;
    const demo = await until(
      "the demo practice's three demo requests",
      async () => {
        page = await api('POST', '/api/dqa/forms/get', { practiceIds: [practice._id], clientId: client._id, limit: 100, offset: 0 });
        const records = page.records.filter((r) => r._id !== requestId);
        return records.length === 3 ? records : undefined;
      },
      () => JSON.stringify(page),
    );
    assert.equal(demo.filter((r) => r.status === 1).length, 2);
    const answered = demo.find((r) => r.status === 1);
    assert.ok(answered.transactionId, 'a demo request names its transaction');
    const recall = await api(
      'GET',
      `/api/report/recall-transactions?practiceIds=${practice._id}&clientId=${client._id}&patientName=${encodeURIComponent(answered.patientName)}&limit=100`,
    );
    const row = recall.records.find((r) => r._id === answered.transactionId);
    assert.ok(row, `the answered demo transaction is not in the recall table: ${JSON.stringify(recall)}`);
    assert.deepEqual([row.patientContacted, row.patientResponded], [true, true]);
    assert.deepEqual(row.missingItem, answered.missingFields.join(', '));
  },
  { timeout: ARRIVAL_TIMEOUT_MS + 30_000 },
);
