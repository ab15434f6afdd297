/**
 * The file feeds in a real browser against the real services: the test drops known PMS exports into
 * Azurite (through @azure/storage-blob) and onto the SFTP server (through ssh2-sftp-client), lets
 * the files service's scheduled sync index them, then the demo admin opens Azure Files and SFTP
 * Files, filters them by container, sorts them by file name both ways, sees the pager say "more
 * than" when the count stopped short, and reads the per-day reports' cells (lines and MB) for the
 * day they were dropped.
 *
 *   node --test test/browser/file-feeds.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { newPage, saveScreenshot } from './support/browser.mjs';
import { apiAs } from './support/api.mjs';
import { built, START_TIMEOUT_MS, STOP_TIMEOUT_MS, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const require = createRequire(import.meta.url);
const { BlobServiceClient } = require('@azure/storage-blob');
const SftpClient = require('ssh2-sftp-client');
const { DEMO_ADMIN, DEMO_PRACTICES } = built('@dental/testing/dist/demo-data.js', 'The demo data');

/** The PMS container (SFTP folder) of the test's own files, so no demo export mixes in. */
const CONTAINER = 'browser-check';
const practice = DEMO_PRACTICES[0];
// Feeds keep UTC days (docs/files.md); the files are created now, so today's report holds them.
const today = new Date().toISOString().slice(0, 10);

/** A CSV export of `rows` rows of `width` characters after a header: rows + 1 lines. */
const csv = (rows, width = 20) =>
  `Id,Detail\n${Array.from({ length: rows }, (_, i) => `${String(i).padStart(8, '0')},${'x'.repeat(width - 9)}`).join('\n')}\n`;
const mb = (bytes) => (bytes / (1024 * 1024)).toFixed(2);

/** Per feed: two files in the practice's folder of CONTAINER, a small one and one over a megabyte. */
const FEEDS = {
  azure: {
    list: '/azure-files',
    report: '/azure-files-report',
    reportTable: 'Azure Files Report',
    api: '/api/az/files',
    files: { [`claims_${today}.csv`]: csv(30), [`remits_${today}.csv`]: csv(12_000, 100) },
  },
  sftp: {
    list: '/sftp-files',
    report: '/sftp-files-report',
    reportTable: 'Sftp Files Report',
    api: '/api/sftp/files',
    files: { [`claims_${today}.csv`]: csv(20), [`remits_${today}.csv`]: csv(7_000, 180) },
  },
};

let product;
let browser;
let page;

async function dropOnAzure(connectionString, files) {
  const container = BlobServiceClient.fromConnectionString(connectionString).getContainerClient(CONTAINER);
  await container.createIfNotExists();
  for (const [name, content] of Object.entries(files))
    await container.getBlockBlobClient(`${practice._id}/${name}`).uploadData(Buffer.from(content));
}

async function dropOnSftp({ host, port, username, password }, files) {
  const client = new SftpClient('file-feeds-browser-test');
  await client.connect({ host, port, username, password });
  try {
    await client.mkdir(`/${CONTAINER}/${practice._id}`, true);
    for (const [name, content] of Object.entries(files)) await client.put(Buffer.from(content), `/${CONTAINER}/${practice._id}/${name}`);
  } finally {
    await client.end();
  }
}

/** Retries `check` until it answers true, or fails naming `what`. */
async function until(what, check, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** The body rows of a table, each its cells' texts. */
const rowsOf = (table) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.innerText.trim())));

before(
  async () => {
    // The scheduled sync every 5 s instead of every minute, so dropped files show within the test's patience.
    ({ product, browser } = await startProductAndBrowser({ env: { FEED_SYNC_INTERVAL_MS: '5000' } }));
    await dropOnAzure(product.feeds.azureConnectionString, FEEDS.azure.files);
    await dropOnSftp(product.feeds.sftp, FEEDS.sftp.files);
    const call = await apiAs(product, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    for (const feed of Object.values(FEEDS))
      await until(`${feed.api} to index the dropped files`, async () => {
        const found = await call('GET', `${feed.api}?container=${CONTAINER}`);
        return found.recordsQty === 2;
      });
    page = await newPage(browser, { viewport: { width: 1400, height: 900 } });
    await signInInBrowser(page, product, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
  },
  { timeout: START_TIMEOUT_MS + 200_000 },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

for (const [source, feed] of Object.entries(FEEDS)) {
  const names = Object.keys(feed.files).sort();
  const expectedRow = (name) => [
    CONTAINER,
    practice._id,
    name,
    'created',
    // The Lines column formats thousands as the browser's locale does (en-US).
    (feed.files[name].split('\n').length - 1).toLocaleString('en-US'),
    mb(Buffer.byteLength(feed.files[name])),
  ];

  test(`${feed.list} filters by container and sorts by file name`, { timeout: 90_000 }, async (t) => {
    await page.goto(`${product.baseUrl}${feed.list}`);
    const table = page.getByRole('table', { name: 'Files' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByRole('textbox', { name: 'Container' }).fill(CONTAINER);
    // Columns: Created, Container, Folder, File Name, Event, Lines, Size(MB); Created is the drop's time.
    const shown = async () => (await rowsOf(table)).map((cells) => cells.slice(1));
    await until(
      'the container filter',
      async () => (await shown()).length === 2 && (await shown()).every((r) => r[0] === CONTAINER),
      20_000,
    );
    const sortByName = table.getByRole('columnheader', { name: 'File Name' }).getByRole('button');
    await sortByName.click();
    await until('file names ascending', async () => JSON.stringify(await shown()) === JSON.stringify(names.map(expectedRow)), 20_000);
    await sortByName.click();
    await until(
      'file names descending',
      async () => JSON.stringify(await shown()) === JSON.stringify([...names].reverse().map(expectedRow)),
      20_000,
    );
    assert.deepEqual(await shown(), [...names].reverse().map(expectedRow));
    // The two files are all the matches: the pager's count is exact.
    await page.getByText('1–2 of 2', { exact: true }).waitFor();
    await saveScreenshot(page, t, `${source}-files`);
  });

  test(`${feed.list} pager says "more than" when the count stops ten pages ahead`, { timeout: 60_000 }, async (t) => {
    // The demo practices' exports (a dozen practices, three a day for five days) and the test's two
    // files are more than 110, the count's window on the first page of 10.
    await page.goto(`${product.baseUrl}${feed.list}`);
    await page.getByRole('table', { name: 'Files' }).locator('tbody tr').first().waitFor();
    await page.getByRole('combobox', { name: /Rows per page/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.getByText('1–10 of more than 110', { exact: true }).waitFor();
    await saveScreenshot(page, t, `${source}-files-pager`);
  });

  test(`${feed.report} shows the day's files of the feed with their lines and size`, { timeout: 90_000 }, async (t) => {
    await page.goto(`${product.baseUrl}${feed.report}`);
    await page.getByText('Please select a date').waitFor();
    await page.getByTestId('report-date').fill('2001-01-01');
    await page.getByText('No data available').waitFor();
    await page.getByTestId('report-date').fill(today);
    const table = page.getByRole('table', { name: feed.reportTable });
    const row = table.getByRole('row').filter({ hasText: CONTAINER });
    await row.waitFor();
    const headers = await table.locator('thead th').allInnerTexts();
    const cells = await row.locator('td').allInnerTexts();
    const byColumn = Object.fromEntries(headers.map((header, i) => [header.trim(), cells[i]?.trim()]));
    assert.equal(byColumn.PMS, CONTAINER);
    assert.equal(byColumn.Folder, practice._id);
    for (const name of names) {
      const kind = name.replace(/_\d{4}-\d{2}-\d{2}\.csv$/, '');
      const content = feed.files[name];
      assert.equal(byColumn[kind], `${content.split('\n').length - 1} lines · ${mb(Buffer.byteLength(content))} MB`, kind);
    }
    // The demo practices' exports of the day are rows of their own PMS feeds, with this day's kinds as columns.
    assert.ok(headers.includes('appointments'), headers.join(', '));
    await saveScreenshot(page, t, `${source}-files-report`);
  });
}
