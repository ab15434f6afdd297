/**
 * Summary and client cost reports against the real Postgres, Kafka, Redis (BullMQ) and the S3
 * stand-in: bot results reach the read model, a report job writes them into a spreadsheet kept in
 * object storage, and the spreadsheet read back holds exactly the practice's rows of the range.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Producer } from 'kafkajs';
import {
  ErrorCode,
  MessageHeaders,
  ReportFileCommands,
  Topics,
  type Actor,
  type BotVerificationResultInput,
  type ReportStatus,
} from '@dental/contracts';
import { ObjectStorage } from '@dental/storage';
import { DEMO_CLIENTS, DEMO_PRACTICES, aBotVerificationResult, rejection, waitFor } from '@dental/testing';
import { connectBotFeed, knownPractices } from './support/bot-feed';
import { startReportsService, type ReportsService } from './support/reports-service';

const CLIENT = DEMO_CLIENTS[0];
const [PRACTICE, OTHER_PRACTICE] = DEMO_PRACTICES.filter((p) => p.clientId === CLIENT._id);

let service: ReportsService;
let producer: Producer;

const actor = (practiceIds: string[]): Actor => ({
  userId: '6955b9000000000000000302',
  clientId: CLIENT._id,
  clientIds: [CLIENT._id],
  practiceIds,
  permissions: ['summaryReport', 'clientCostReport'],
});
const granted = actor([PRACTICE._id, OTHER_PRACTICE._id]);

function aResult(practiceId: string, day: string, lastName: string, type: 'FBD' | 'ELG'): BotVerificationResultInput {
  const base = aBotVerificationResult({ clientId: CLIENT._id, practiceId });
  return {
    ...base,
    type,
    verificationId: `rf-${randomUUID()}`,
    appointment: { date: day, time: '10:00', provider: '', note: '' },
    patient: { ...base.patient, lastName },
  };
}

const RESULTS = [
  aResult(PRACTICE._id, '2031-05-02', 'Alpha', 'FBD'),
  aResult(PRACTICE._id, '2031-05-09', 'Bravo', 'ELG'),
  aResult(PRACTICE._id, '2031-05-20', 'Charlie', 'ELG'),
  aResult(PRACTICE._id, '2031-06-01', 'OutOfRange', 'ELG'),
  aResult(OTHER_PRACTICE._id, '2031-05-03', 'Delta', 'FBD'),
];

async function finished(status: ReportStatus, who: Actor = granted): Promise<ReportStatus> {
  return waitFor(
    `report ${status.jobId}`,
    async () => {
      const now = await service.verification.rpc.send(ReportFileCommands.status, { jobId: status.jobId }, who, randomUUID());
      if (now.state === 'failed') throw new Error(`report failed: ${now.message}`);
      return now.state === 'completed' ? now : undefined;
    },
    60_000,
  );
}

/** The spreadsheet the job stored, read back: the first sheet's rows as arrays of cell texts. */
async function spreadsheetRows(status: ReportStatus, who: Actor = granted): Promise<string[][]> {
  const file = await service.verification.rpc.send(ReportFileCommands.file, { jobId: status.jobId }, who, randomUUID());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(await service.app.get(ObjectStorage).get(file.key));
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

beforeAll(async () => {
  service = await startReportsService();
  await knownPractices(service, CLIENT, [PRACTICE, OTHER_PRACTICE]);
  ({ producer } = await connectBotFeed(service, 'test-report-files'));
  await producer.send({
    topic: Topics.BotVerificationResult,
    messages: RESULTS.map((r) => ({ key: r.verificationId, value: JSON.stringify(r), headers: { [MessageHeaders.MessageId]: r.eventId } })),
  });
  await waitFor(
    'the results in the read model',
    async () => {
      const [{ n }] = await service.dataSource.query(`SELECT count(*)::int AS n FROM dashboard_transaction`);
      return n === RESULTS.length;
    },
    60_000,
  );
}, 180_000);

afterAll(async () => {
  await producer?.disconnect();
  await service?.stop();
});

describe('summary report', () => {
  it("writes the practice's transactions of the range, in appointment order, as summary_report.xlsx", async () => {
    const started = await service.verification.rpc.send(
      ReportFileCommands.startSummary,
      { clientId: CLIENT._id, practiceId: PRACTICE._id, startDate: '2031-05-01', endDate: '2031-05-31' },
      granted,
      randomUUID(),
    );
    expect(started.fileName).toBe('summary_report.xlsx');
    const done = await finished(started);
    expect(done).toMatchObject({ progress: 100, rows: 3 });
    const rows = await spreadsheetRows(done);
    expect(rows[0]).toEqual(expect.arrayContaining(['Appointment Date', 'Patient Name', 'Type', 'Carrier']));
    expect(rows.slice(1).map((r) => [r[0], r[1].split(' ').pop(), r[2]])).toEqual([
      ['2031-05-02', 'Alpha', 'FBD'],
      ['2031-05-09', 'Bravo', 'ELG'],
      ['2031-05-20', 'Charlie', 'ELG'],
    ]);
  });

  it('refuses a practice not granted, missing dates and an end before the start, naming the field', async () => {
    const send = (input: Record<string, unknown>, who: Actor = granted) =>
      service.verification.rpc.send(ReportFileCommands.startSummary, input as never, who, randomUUID());
    const forbidden = await rejection(
      send({ clientId: CLIENT._id, practiceId: OTHER_PRACTICE._id, startDate: '2031-05-01', endDate: '2031-05-31' }, actor([PRACTICE._id])),
    );
    expect(forbidden.code).toBe(ErrorCode.Forbidden);
    const noStart = await rejection(send({ clientId: CLIENT._id, practiceId: PRACTICE._id, endDate: '2031-05-31' }));
    expect(noStart.code).toBe(ErrorCode.BadInput);
    expect(noStart.message).toContain('startDate');
    const backwards = await rejection(
      send({ clientId: CLIENT._id, practiceId: PRACTICE._id, startDate: '2031-05-10', endDate: '2031-05-01' }),
    );
    expect(backwards.message).toContain('End date cannot be before start date');
  });

  it("never shows one person's report to another", async () => {
    const started = await service.verification.rpc.send(
      ReportFileCommands.startSummary,
      { clientId: CLIENT._id, practiceId: PRACTICE._id, startDate: '2031-05-01', endDate: '2031-05-15' },
      granted,
      randomUUID(),
    );
    const someoneElse = { ...granted, userId: '6955b9000000000000000399' };
    const refused = await rejection(
      service.verification.rpc.send(ReportFileCommands.file, { jobId: started.jobId }, someoneElse, randomUUID()),
    );
    expect(refused.code).toBe(ErrorCode.NotFound);
  });
});

describe('client cost report', () => {
  it("counts each granted practice's transactions of the range by type, with the client's total, named after the client and dates", async () => {
    const started = await service.verification.rpc.send(
      ReportFileCommands.startCost,
      { clientId: CLIENT._id, dateStart: '2031-05-01', dateEnd: '2031-05-31', type: 'cost' },
      granted,
      randomUUID(),
    );
    expect(started.fileName).toBe(`${CLIENT.name} 2031-05-01 2031-05-31 report.xlsx`);
    const rows = await spreadsheetRows(await finished(started));
    expect(rows[0]).toEqual(['Practice', 'FBD', 'ELG', 'Other', 'Total', 'Audited']);
    const byName = Object.fromEntries(rows.slice(1).map((r) => [r[0], r.slice(1).map(Number)]));
    expect(byName).toEqual({
      [PRACTICE.name]: [1, 2, 0, 3, 0],
      [OTHER_PRACTICE.name]: [1, 0, 0, 1, 0],
      Total: [2, 2, 0, 4, 0],
    });
  });

  it('covers only the practices the caller was granted', async () => {
    const onlyOne = actor([OTHER_PRACTICE._id]);
    const started = await service.verification.rpc.send(
      ReportFileCommands.startCost,
      { clientId: CLIENT._id, dateStart: '2031-05-01', dateEnd: '2031-05-31' },
      onlyOne,
      randomUUID(),
    );
    const rows = await spreadsheetRows(await finished(started, onlyOne), onlyOne);
    expect(rows.slice(1).map((r) => r[0])).toEqual([OTHER_PRACTICE.name, 'Total']);
  });
});
