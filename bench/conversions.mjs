// The converter's work on documents it makes: a 10-page DOCX to PDF with LibreOffice, and a 50-page
// PDF of tables (made from a DOCX the same way) to XLSX with PDF.js, timed as the files service's job
// runs them (the same functions; queue and storage add milliseconds). Prints each time.
//
//   node bench/conversions.mjs   (after `npm run build`)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

const require = createRequire(import.meta.url);
const { Document, Packer, PageBreak, Paragraph, Table, TableCell, TableRow } = require('docx');
const { convertDocxToPdf } = require('../apps/files/dist/conversions/docx-to-pdf.js');
const { readPdfText } = require('../apps/files/dist/conversions/pdf-text.js');
const { extractTables } = require('../apps/files/dist/conversions/pdf-tables.js');
const { writeTables } = require('../apps/files/dist/conversions/table-files.js');

const office = { program: 'soffice', timeoutMs: 120_000 };
const dir = mkdtempSync(join(tmpdir(), 'bench-conversions-'));
const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(2);
const pages = (pdf) => Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1]);
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
  console.log(`10-page DOCX to PDF: ${seconds(t0)} s (${pages(letterPdf)} pages)`);

  const cell = (text) => new TableCell({ children: [new Paragraph(text)] });
  const rows = Array.from(
    { length: 2200 },
    (_, i) => new TableRow({ children: [cell(`D${1000 + i}`), cell(`Procedure ${i}`), cell(`${i % 100}%`), cell(String(20 + i))] }),
  );
  writeFileSync(join(dir, 'fees.docx'), await Packer.toBuffer(new Document({ sections: [{ children: [new Table({ rows })] }] })));
  const feesPdf = await convertDocxToPdf(office, 0, join(dir, 'fees.docx'), dir);
  t0 = Date.now();
  const text = await readPdfText(new Uint8Array(readFileSync(feesPdf)), () => undefined);
  const tables = extractTables(text);
  await writeTables(tables, 'xlsx', join(dir, 'fees.xlsx'));
  console.log(`${pages(feesPdf)}-page PDF of tables to XLSX: ${seconds(t0)} s (${tables.reduce((n, t) => n + t.length, 0)} rows)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
