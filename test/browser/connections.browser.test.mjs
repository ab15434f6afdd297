/**
 * Connections decide what All Transactions shows, in a real browser against the real services and
 * the demo data: practice A alone shows only A's rows, B alone only B's, A and B together both;
 * an empty choice is refused with 'Must select at least one practice.' on both screens; and the
 * choice survives a reload and, kept on the server, a new sign-in in another browser.
 *
 *   node --test test/browser/connections.browser.test.mjs     (needs `npm run build` first)
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { applyPracticeSelection, openPracticeSelection, practiceOption } from './support/practices.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, built, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const { Messages } = built('@dental/contracts', 'The contracts library');
const { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PRACTICES } = built('@dental/testing/dist/demo-data.js', 'The demo data');

const client = DEMO_CLIENTS[0];
const clientPractices = DEMO_PRACTICES.filter((p) => p.clientId === client._id);
const [practiceA, practiceB] = clientPractices;

let product;
let browser;
const browserErrors = [];

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

const freshPage = () => newPage(browser, { viewport: { width: 1440, height: 900 }, errors: browserErrors });

/** Waits until the footer names the client and the number of selected practices. */
async function footerReads(page, count) {
  await page
    .getByTestId('practice-selection')
    .filter({ hasText: `${client.name} - practices selected: ${count}` })
    .waitFor();
}

/**
 * All Transactions over every day: the total it reports and the text of each row on its first page.
 * The day filter is set each time because applying a selection clears the saved filters.
 */
async function allTransactions(page) {
  if (new URL(page.url()).pathname !== '/allTransaction') await page.goto(`${product.baseUrl}/allTransaction`);
  const allDays = page.getByTestId('day-all');
  await allDays.waitFor();
  if ((await allDays.getAttribute('aria-pressed')) !== 'true') await allDays.click();
  await page.getByTestId('day-navigator-label').filter({ hasText: 'All days' }).waitFor();
  await page.locator('[data-testid="transactions-card"][data-fetching="false"]').waitFor();
  const totalText = await page.getByTestId('transactions-total').innerText();
  const total = Number(/^(\d+) transactions?$/.exec(totalText.trim())?.[1]);
  assert.ok(Number.isInteger(total), `the list should say how many transactions it holds; it reads '${totalText}'`);
  const rows = await page.getByTestId('transaction-row').allInnerTexts();
  return { total, rows: rows.map((r) => r.replace(/\s+/g, ' ')) };
}

/** Asserts every row belongs to one of `practices` and the list is not empty. */
function assertRowsOnlyOf(list, practices, others) {
  assert.ok(list.total > 0 && list.rows.length > 0, `the demo data has transactions of ${practices.map((p) => p.name).join(', ')}`);
  for (const row of list.rows) {
    assert.ok(
      practices.some((p) => row.includes(p.name)),
      `a row of another practice is shown: ${row}`,
    );
    for (const other of others) assert.ok(!row.includes(other.name), `a row of ${other.name} is shown: ${row}`);
  }
}

/** In the open 'Select Practices' modal, makes exactly `wanted` of the client's practices selected. */
async function selectExactly(page, modal, wanted) {
  await page.getByTestId('practice-client-picker').selectOption(client._id);
  for (const practice of clientPractices) {
    const option = practiceOption(modal, practice._id);
    await option.waitFor();
    const want = wanted.includes(practice);
    if ((await option.getAttribute('data-selected')) !== String(want)) await option.click();
    await modal.locator(`[data-testid="practice-option"][data-practice-id="${practice._id}"][data-selected="${want}"]`).waitFor();
  }
}

test(
  'Connections and the Select Practices modal decide which practices All Transactions shows, and the choice is kept',
  async (t) => {
    const page = await freshPage();
    let bothTotal;
    try {
      await page.goto(`${product.baseUrl}/connections`);
      await page.waitForURL(/\/login$/);
      await signInInBrowser(page, product, DEMO_ADMIN);

      // Before any choice, All Transactions asks for one.
      await page.goto(`${product.baseUrl}/allTransaction`);
      await page.getByTestId('no-practice-selected').filter({ hasText: Messages.noPracticeSelected }).waitFor();

      // Connections: practice A alone.
      await page.goto(`${product.baseUrl}/connections`);
      await page.getByText(Messages.noPracticeSelected).waitFor();
      await page.getByRole('combobox', { name: 'Client' }).click();
      await page.getByRole('option', { name: client.name }).click();
      await page.getByRole('button', { name: 'Deselect All' }).click();
      const update = page.getByTestId('connections-update');
      await update.filter({ hasText: 'Update Connections (0 selected)' }).waitFor();
      await update.click();
      await page.getByText(Messages.mustSelectPractice).waitFor();

      await page.getByLabel(`Connect ${practiceA.name}`).check();
      await update.filter({ hasText: 'Update Connections (1 selected)' }).waitFor();
      await Promise.all([page.waitForEvent('load'), update.click()]);
      await footerReads(page, 1);
      const rowA = page.getByRole('row').filter({ hasText: practiceA.name });
      await rowA.getByText('Connected', { exact: true }).waitFor();
      assert.equal(await page.getByRole('row').filter({ hasText: practiceB.name }).getByText('Disconnected').count(), 1);

      const onlyA = await allTransactions(page);
      assertRowsOnlyOf(onlyA, [practiceA], [practiceB]);

      // The footer's modal: practice B alone.
      let modal = await openPracticeSelection(page);
      await selectExactly(page, modal, [practiceB]);
      await applyPracticeSelection(page);
      await footerReads(page, 1);
      const onlyB = await allTransactions(page);
      assertRowsOnlyOf(onlyB, [practiceB], [practiceA]);

      // Nothing selected is refused, and the modal stays open with the choice unsaved.
      modal = await openPracticeSelection(page);
      await selectExactly(page, modal, []);
      await page.getByTestId('practice-apply').click();
      await page.getByText(Messages.mustSelectPractice).waitFor();
      assert.ok(await modal.isVisible(), 'the modal stays open after the refusal');
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // A and B together: the rows of both, as many as the two lists held apart.
      modal = await openPracticeSelection(page);
      await selectExactly(page, modal, [practiceA, practiceB]);
      await applyPracticeSelection(page);
      await footerReads(page, 2);
      const both = await allTransactions(page);
      assertRowsOnlyOf(both, [practiceA, practiceB], clientPractices.slice(2));
      assert.equal(both.total, onlyA.total + onlyB.total, 'A and B together hold the transactions of A plus those of B');
      bothTotal = both.total;

      // A reload keeps the choice.
      await page.reload();
      await footerReads(page, 2);
      assert.equal((await allTransactions(page)).total, both.total);
    } finally {
      await saveScreenshot(page, t, 'connections');
    }

    // Another browser, with nothing stored: the choice comes back from the server at sign-in.
    const other = await freshPage();
    try {
      await other.goto(`${product.baseUrl}/allTransaction`);
      await other.waitForURL(/\/login$/);
      await signInInBrowser(other, product, DEMO_ADMIN);
      await footerReads(other, 2);
      const restored = await allTransactions(other);
      assertRowsOnlyOf(restored, [practiceA, practiceB], clientPractices.slice(2));
      assert.equal(restored.total, bothTotal);
      assert.deepEqual(browserErrors, [], 'the pages raised errors');
    } finally {
      await saveScreenshot(other, t, 'connections-other-browser');
    }
  },
  { timeout: 300_000 },
);
