// A fee schedule of 10,000 rows through the running product, as the screen does it: the .xlsx
// uploaded (gateway → object storage → the billing service reads it with exceljs's streaming reader
// and keeps its rows), then saved (validated again, one multi-row insert), then its last page of
// rows read. Prints each step's time over HTTP, Kafka round trips included.
//
//   node bench/fee-schedules.mjs   (after `npm run build`; ROWS=20000 to change the size)
import { createRequire } from 'node:module';
import { startProduct } from '../scripts/lib/product.mjs';
import { signInThroughApi } from '../test/browser/support/sign-in.mjs';

const require = createRequire(import.meta.url);
const ExcelJS = require('exceljs');
const { DEMO_PRACTICES } = require('../libs/testing/dist/demo-data.js');

const rows = Number(process.env.ROWS ?? 10_000);
const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(2)} s`;

const book = new ExcelJS.Workbook();
const sheet = book.addWorksheet('Delta Dental');
sheet.addRow(['Code', 'Description', 'Price']);
for (let i = 0; i < rows; i++) {
  sheet.addRow([`D${String(i).padStart(5, '0')}`, `Procedure number ${i}`, `$${(i % 900) + 10}.${String(i % 100).padStart(2, '0')}`]);
}
const workbook = Buffer.from(await book.xlsx.writeBuffer());

const product = await startProduct({ fixedPorts: false, seed: true, log: () => {}, kafkaProfile: 'development' });
try {
  const { session } = await signInThroughApi(product.baseUrl, product.inboxApi, {
    username: 'admin@dental.local',
    password: 'Admin#2026!',
  });
  const authorization = `Bearer ${session.token}`;
  const json = async (method, path, body) => {
    const response = await fetch(`${product.baseUrl}${path}`, {
      method,
      headers: { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`);
    return answer.data;
  };
  const practiceId = DEMO_PRACTICES[0]._id;
  const form = new FormData();
  form.set('practiceId', practiceId);
  form.set('file', new Blob([new Uint8Array(workbook)]), 'delta.xlsx');
  let t0 = performance.now();
  const uploaded = await (
    await fetch(`${product.baseUrl}/api/feeSchedule/upload`, { method: 'POST', headers: { authorization }, body: form })
  ).json();
  if (!uploaded.success) throw new Error(uploaded.message);
  console.log(`upload and read ${rows} rows (${(workbook.length / 1024).toFixed(0)} KB .xlsx): ${seconds(t0)}`);
  const carrierName = `Delta ${Date.now()}`;
  t0 = performance.now();
  const saved = await json('POST', '/api/feeSchedule', {
    practiceId,
    year: 2024,
    carrierName,
    uploadId: uploaded.data.uploadId,
    sheet: 'Delta Dental',
  });
  console.log(`validate and save ${saved.schedule.rows} rows: ${seconds(t0)}`);
  t0 = performance.now();
  const query = new URLSearchParams({ practiceId, year: '2024', carrierName, offset: String(Math.max(0, rows - 25)) });
  await json('GET', `/api/feeSchedule/ByCarrier?${query}`);
  console.log(`last page of rows: ${seconds(t0)}`);
} finally {
  await product.stop();
}
