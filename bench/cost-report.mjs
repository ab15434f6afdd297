// The client cost report over 1,000,000 transactions: bench/transactions-seed.mjs's data set (300
// practices of the first demo client, granted to the demo admin), the reports service's read model
// filled by its rebuild, then POST /api/v2/iv/dashboard/report for the client and the data set's
// 60 days through the gateway. Times the job from the call to its completion (the BullMQ worker in
// the reports service: the grouped counts from the read model, the .xlsx written with exceljs's
// streaming writer, stored in object storage) and samples the reports process's resident memory
// every 20 ms meanwhile; then downloads the file and checks its total against the read model.
// Targets (issue 13): under 60 s, peak memory under 300 MB.
//
//   node bench/cost-report.mjs        (after `npm run build`; starts its own product on loopback)
//   COUNT, PRACTICES change the sizes; RUNS (default 2) how many reports are timed.
import ExcelJS from 'exceljs';
import pg from 'pg';
import { BENCH_CLIENT_ID, BENCH_DAY } from './transactions-seed.mjs';
import { benchProduct, memoryOf, rebuildReadModel } from './lib.mjs';

const count = Number(process.env.COUNT ?? 1_000_000);
const practices = Number(process.env.PRACTICES ?? 300);
const runs = Math.min(Number(process.env.RUNS ?? 2), 5);
const POLL_MS = 200;
const JOB_TIMEOUT_MS = 10 * 60_000;

const shift = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const { product, seeded, call, token } = await benchProduct({ count, practices });
try {
  const reports = product.processes().find((p) => p.name === 'reports');
  if (!reports) throw new Error('the product runs no reports process');
  const built = await rebuildReadModel(product);
  console.log(`${built.out.split('\n').pop()} (rebuild command ${(built.ms / 1000).toFixed(1)} s wall)`);
  const pool = new pg.Pool({ connectionString: product.databaseUrl, max: 2 });
  await pool.query('VACUUM ANALYZE reports.dashboard_transaction');
  const dateEnd = shift(BENCH_DAY, 29);
  const [{ n: benchRows }] = (
    await pool.query(
      `SELECT count(*)::int AS n FROM reports.dashboard_transaction
        WHERE client_id = $1 AND practice_id = ANY($2::text[]) AND appointment_date BETWEEN $3::date AND $4::date`,
      [BENCH_CLIENT_ID, seeded.practiceIds, shift(BENCH_DAY, -31), dateEnd],
    )
  ).rows;
  console.log(`read model: ${benchRows} bench transactions of the client in the range (of ${count} seeded)`);

  for (let run = 1; run <= runs; run++) {
    // A different start day per run: the job id is derived from the parameters, so each run is a job of its own.
    const dateStart = shift(BENCH_DAY, -30 - run);
    const before = memoryOf(reports.pid);
    let peakRss = before.rssMb;
    const sampler = setInterval(() => {
      const m = memoryOf(reports.pid);
      if (m) peakRss = Math.max(peakRss, m.rssMb);
    }, 20);
    const started = performance.now();
    let status = await call('POST', '/api/v2/iv/dashboard/report', { clientId: BENCH_CLIENT_ID, dateStart, dateEnd, type: 'cost' });
    while (status.state !== 'completed') {
      if (status.state === 'failed') throw new Error(`the cost report failed: ${status.message}`);
      if (performance.now() - started > JOB_TIMEOUT_MS) throw new Error(`the cost report did not finish in ${JOB_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      status = await call('GET', `/api/report/jobs/${status.jobId}?clientId=${BENCH_CLIENT_ID}`);
    }
    const jobMs = performance.now() - started;
    clearInterval(sampler);
    const after = memoryOf(reports.pid);

    const response = await fetch(`${product.baseUrl}/api/report/jobs/${status.jobId}/file?clientId=${BENCH_CLIENT_ID}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`download failed (${response.status}): ${await response.text()}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.worksheets[0];
    const header = sheet.getRow(1).values.map((v) => String(v ?? '').toLowerCase());
    const totalColumn = header.indexOf('total');
    const rows = [];
    sheet.eachRow((row, i) => i > 1 && rows.push(row));
    const practiceTotals = rows.slice(0, -1).reduce((sum, row) => sum + Number(row.getCell(totalColumn).value), 0);
    const clientTotal = Number(rows.at(-1).getCell(totalColumn).value);
    if (practiceTotals !== clientTotal) throw new Error(`the practices add up to ${practiceTotals}, the Total row says ${clientTotal}`);
    if (clientTotal < benchRows) throw new Error(`the report counts ${clientTotal} transactions, fewer than the ${benchRows} bench ones`);
    console.log(
      `run ${run} (${dateStart}..${dateEnd}): job ${(jobMs / 1000).toFixed(2)} s, ${rows.length - 1} practices, Total ${clientTotal} transactions, ` +
        `${status.fileName} ${(bytes.length / 1024).toFixed(1)} KB | reports process RSS ${before.rssMb.toFixed(0)} MB before, ` +
        `peak ${peakRss.toFixed(0)} MB during the job (sampled every 20 ms), ${after.rssMb.toFixed(0)} MB after; VmHWM since start ${after.peakMb.toFixed(0)} MB`,
    );
  }
  await pool.end();
} finally {
  await product.stop();
}
