// The converter's work on documents it makes: a 10-page DOCX to PDF with LibreOffice, and a 50-page
// PDF of tables (made from a DOCX the same way, checked to have 50 pages) to XLSX with PDF.js, timed
// as the files service's job runs them (the same functions; queue and storage add milliseconds).
// Prints each time, the PDF's split into reading (PDF.js), grouping into tables and writing.
//
//   node bench/conversions.mjs   (after `npm run build`)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { Document, Packer, PageBreak, Paragraph, Table, TableCell, TableRow } = require('docx');
const { convertDocxToPdf } = require('../apps/files/dist/conversions/docx-to-pdf.js');
const { readPdfText } = require('../apps/files/dist/conversions/pdf-text.js');
const { extractTables } = require('../apps/files/dist/conversions/pdf-tables.js');
const { writeTables } = require('../apps/files/dist/conversions/table-files.js');

const office = { program: 'soffice', timeoutMs: 120_000 };
const dir = mkdtempSync(join(tmpdir(), 'bench-conversions-'));
const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(2);
// Pages counted by PDF.js itself (the files service's dependency), so the bench needs no poppler.
const pdfjs = await import(pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href);
const pages = async (pdf) => (await pdfjs.getDocument({ data: new Uint8Array(readFileSync(pdf)), verbosity: 0 }).promise).numPages;
/** CPU seconds of this process (all its threads, PDF.js's worker included) since `from`. */
const cpuSeconds = (from) => {
  const { user, system } = process.cpuUsage(from);
  return ((user + system) / 1e6).toFixed(2);
};
try {
  const letter = [];
  for (let page = 1; page <= 10; page++) {
    letter.push(new Paragraph(`Page ${page} of the verification letter`));
    for (let line = 0; line < 30; line++) letter.push(new Paragraph(`Line ${line}: coverage confirmed with the carrier.`));
    if (page < 10) letter.push(new Paragraph({ children: [new PageBreak()] }));
  }
  writeFileSync(join(dir, 'letter.docx'), await Packer.toBuffer(new Document({ sections: [{ children: letter }] })));
  // The first LibreOffice run of a slot creates its profile: measured apart, as a fresh worker pays it once.
  let t0 = Date.now();
  await convertDocxToPdf(office, 0, join(dir, 'letter.docx'), dir);
  console.log(`10-page DOCX to PDF, first run of a worker (profile created): ${seconds(t0)} s`);
  t0 = Date.now();
  const letterPdf = await convertDocxToPdf(office, 0, join(dir, 'letter.docx'), dir);
  console.log(`10-page DOCX to PDF: ${seconds(t0)} s (${await pages(letterPdf)} pages)`);

  // The PDF of tables: a fee schedule, 57 rows a page, as many rows as fill 50 pages (LibreOffice's
  // layout decides the pages; the script refuses to time anything but a 50-page PDF).
  const cell = (text) => new TableCell({ children: [new Paragraph(text)] });
  const rows = Array.from(
    { length: Number(process.env.TABLE_ROWS ?? 2830) },
    (_, i) => new TableRow({ children: [cell(`D${1000 + i}`), cell(`Procedure ${i}`), cell(`${i % 100}%`), cell(String(20 + i))] }),
  );
  writeFileSync(join(dir, 'fees.docx'), await Packer.toBuffer(new Document({ sections: [{ children: [new Table({ rows })] }] })));
  const feesPdf = await convertDocxToPdf(office, 0, join(dir, 'fees.docx'), dir);
  const feesPages = await pages(feesPdf);
  if (feesPages !== 50) throw new Error(`the fee schedule made a ${feesPages}-page PDF, not 50: set TABLE_ROWS`);
  t0 = Date.now();
  const cpu0 = process.cpuUsage();
  const text = await readPdfText(new Uint8Array(readFileSync(feesPdf)), () => undefined);
  const read = seconds(t0);
  let t1 = Date.now();
  const tables = extractTables(text);
  const grouped = seconds(t1);
  t1 = Date.now();
  await writeTables(tables, 'xlsx', join(dir, 'fees.xlsx'));
  const written = seconds(t1);
  const tableRows = tables.reduce((n, t) => n + t.length, 0);
  console.log(
    `${feesPages}-page PDF of tables to XLSX: ${seconds(t0)} s, ${cpuSeconds(cpu0)} s of CPU ` +
      `(${tableRows} rows; read ${read} s, tables ${grouped} s, XLSX ${written} s)`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
