/**
 * The File converter in a real browser against the real services: the demo admin opens /converter,
 * is asked for a conversion type first, chooses Docx to PDF, uploads a DOCX the test makes, follows
 * the upload and the conversion, and downloads the PDF, whose text poppler reads back. Then Azure
 * Files lists the demo practices' PMS exports.
 *
 *   node --test test/browser/converter.browser.test.mjs   (after `npm run build`)
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import { artifacts, newPage, saveScreenshot } from './support/browser.mjs';
import { START_TIMEOUT_MS, STOP_TIMEOUT_MS, startProductAndBrowser, stopProductAndBrowser } from './support/product.mjs';
import { signInInBrowser } from './support/sign-in.mjs';

const require = createRequire(import.meta.url);
const { Document, Packer, Paragraph } = require('docx');

let product;
let browser;
let page;

before(
  async () => {
    ({ product, browser } = await startProductAndBrowser());
    page = await newPage(browser, { viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await signInInBrowser(page, product, { email: 'admin@dental.local', password: 'Admin#2026!' });
  },
  { timeout: START_TIMEOUT_MS },
);

after(() => stopProductAndBrowser({ product, browser }), { timeout: STOP_TIMEOUT_MS });

test('converts a DOCX to a PDF holding its text', { timeout: 120_000 }, async (t) => {
  const docx = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Coverage confirmed by the browser test')] }] }));
  const source = `${artifacts}/browser-letter.docx`;
  writeFileSync(source, docx);
  await page.goto(`${product.baseUrl}/converter`);
  await page.getByTestId('converter').waitFor();
  await page.getByTestId('converter-file').setInputFiles(source);
  await page.getByTestId('converter-problem').filter({ hasText: 'Empty Conversion Type' }).waitFor();
  await page.getByTestId('conversion-type').click();
  await page.getByRole('option', { name: 'Docx to PDF' }).click();
  await page.getByTestId('converter-file').setInputFiles(source);
  await page.getByTestId('converter-done').waitFor({ timeout: 60_000 });
  await saveScreenshot(page, t, 'converter-done');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('converter-download').click()]);
  assert.equal(download.suggestedFilename(), 'browser-letter.pdf');
  const pdf = `${artifacts}/browser-letter.pdf`;
  await download.saveAs(pdf);
  assert.match(execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }), /Coverage confirmed by the browser test/);
});

test('Azure Files lists the demo PMS exports', { timeout: 60_000 }, async (t) => {
  await page.goto(`${product.baseUrl}/azure-files`);
  await page
    .getByRole('table', { name: 'Files' })
    .getByText(/appointments_\d{4}-\d{2}-\d{2}\.csv/)
    .first()
    .waitFor({ timeout: 30_000 });
  await saveScreenshot(page, t, 'azure-files');
});
