/**
 * Everything around All Transactions through the same request-reply the gateway uses, against real
 * Postgres, Redis, the Kafka stand-in and the S3 stand-in: saved sort and status priority, statistics,
 * flag colours, grid columns, the missing-code list, the create form and the .xlsx export. Each call
 * is also tried across tenants (another client's practice, colour or column) and with bad input.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import ExcelJS from 'exceljs';
import {
  ALL_TRANSACTIONS_GRID_ID,
  ErrorCode,
  Topics,
  VerificationCommands,
  carrierLabel,
  type Actor,
  type CommandDef,
  type CommandRequest,
  type ExportStatus,
} from '@dental/contracts';
import type { RpcClient } from '@dental/messaging';
import { ObjectStorage } from '@dental/storage';
import { TopicListener, rejection, waitFor } from '@dental/testing';
import { seedDemoData } from '../src/demo/demo-seed';
import { CLIENT_A, CLIENT_B, PRACTICES_OF_A, PRACTICE_B as PRACTICE_OF_B, actorOfClientA, actorOfClientB } from './support/fixtures';
import { startVerificationService, type VerificationService } from './support/verification-service';
import { waitForRecord } from './support/recorded-transactions';

const TODAY = '2026-11-22';
const PRACTICES_A = PRACTICES_OF_A.map((p) => p._id);
const PRACTICE_B = PRACTICE_OF_B._id;
const C = VerificationCommands;

const reviewer: Actor = actorOfClientA(PRACTICES_A, [
  'transaction.list_transaction',
  'transaction.changeColor',
  'transaction.showMissingColumn',
  'columns.verificationBy',
]);
const otherClient: Actor = actorOfClientB(reviewer.permissions);

let service: VerificationService;
let dataSource: DataSource;
let rpc: RpcClient;
let recorded: TopicListener;

function call<D extends CommandDef>(command: D, payload: CommandRequest<D>, actor: Actor | null = reviewer) {
  return rpc.send(command, payload as never, actor, randomUUID()) as Promise<NonNullable<D['answer']>>;
}

const count = async (sql: string, values: unknown[] = []) => Number((await dataSource.query(sql, values))[0].n);

beforeAll(async () => {
  service = await startVerificationService({ s3: true });
  ({ dataSource, rpc } = service);
  recorded = await TopicListener.start(service.broker.brokers, Topics.TransactionRecorded);
  await seedDemoData(dataSource, TODAY);
});

afterAll(async () => {
  await recorded?.stop();
  await service?.stop();
});

describe('saved sort and status priority', () => {
  it('starts from the defaults, and bad input stores nothing', async () => {
    expect(await call(C.getPreferences, {})).toEqual({
      transaction: { dateToOrder: 1 },
      priority: ['Active', 'Max out', 'Inactive', 'Not Found', 'Empty', 'Check'].map((k, v) => ({ k, v })),
    });
    const empty = await rejection(call(C.saveSort, { sort: {} }));
    expect(empty.code).toBe(ErrorCode.BadInput);
    expect(empty.message).toBe('sort Please select at least one of the options');
    expect((await rejection(call(C.saveSort, { sort: { carrier: 0 } } as never))).message).toBe('sort.carrier Field is required');
    expect((await rejection(call(C.savePriority, { priority: [{ k: 'Active', v: 0 }] }))).message).toContain('rank each of');
    expect(await count('SELECT count(*) AS n FROM user_preference')).toBe(0);
  });

  it('orders the list by the saved keys, ranking statuses by the saved priority', async () => {
    const order = ['Check', 'Not Found', 'Active', 'Max out', 'Inactive', 'Empty'];
    await call(C.savePriority, { priority: order.map((k, v) => ({ k: k as 'Active', v })) });
    const saved = await call(C.saveSort, { sort: { priorityOrder: 1, dateToOrder: -1 } });
    expect(saved.transaction).toEqual({ priorityOrder: 1, dateToOrder: -1 });
    expect(Object.keys(saved.transaction)).toEqual(['priorityOrder', 'dateToOrder']);

    const rank = (status: string) => {
      const main = status.split('/')[0].trim().toLowerCase();
      const i = order.findIndex((k) => (k === 'Empty' ? '' : k.toLowerCase()) === main);
      return i < 0 ? 1000 : i;
    };
    const page = await call(C.listTransactions, { limit: 100 });
    const keys = page.records.map((r) => [rank(r.iv_status), r.appointment_date] as const);
    expect(keys[0][0]).toBe(0);
    for (let i = 1; i < keys.length; i++) {
      const [a, b] = [keys[i - 1], keys[i]];
      expect(a[0] < b[0] || (a[0] === b[0] && a[1] >= b[1])).toBe(true);
    }
    // The next page continues where this one stopped.
    const next = await call(C.listTransactions, { limit: 100, offset: 100 });
    expect(rank(next.records[0].iv_status)).toBeGreaterThanOrEqual(keys[keys.length - 1][0]);
    expect(new Set([...page.records, ...next.records].map((r) => r._id)).size).toBe(200);
    expect(page.records.some((r) => /^\d{2}:\d{2}$/.test(r.appointment_time))).toBe(true);
  });

  it('keeps each user to their own sort', async () => {
    expect((await call(C.getPreferences, {}, otherClient)).transaction).toEqual({ dateToOrder: 1 });
  });
});

describe('statistics circles', () => {
  it('counts the filtered list per Verification By, with Total at 100 %', async () => {
    const filter = { carrier: { operation: 'nem' as const } };
    const [stats, page] = await Promise.all([
      call(C.statistics, { filter, practiceId: PRACTICES_A }),
      call(C.listTransactions, { filter }),
    ]);
    expect(stats[0]).toEqual({ name: 'Total', percentage: 100, count: page.recordsQty });
    expect(stats.slice(1).reduce((sum, s) => sum + s.count, 0)).toBe(page.recordsQty);
    expect((await rejection(call(C.statistics, { practiceId: PRACTICE_B }))).code).toBe(ErrorCode.Forbidden);
  });
});

describe('flag colours', () => {
  it('creates, refuses a second colour with the same hexCode, pages and updates', async () => {
    const red = await call(C.createColor, { id: CLIENT_A._id, name: 'Urgent', hexCode: '#ff0000', colorPriority: 1 });
    expect(red).toEqual(expect.objectContaining({ name: 'Urgent', hexCode: '#FF0000', colorPriority: 1, clientId: CLIENT_A._id }));
    const twice = await rejection(call(C.createColor, { id: CLIENT_A._id, name: 'Again', hexCode: '#FF0000', colorPriority: 2 }));
    expect([twice.code, twice.message]).toEqual([ErrorCode.Conflict, 'This color already exists']);
    const bad = await rejection(call(C.createColor, { id: CLIENT_A._id, name: ' ', hexCode: '', colorPriority: 0 }));
    expect(bad.message).toBe('name You must write a name; hexCode Select Color; colorPriority Color Priority must be greater than zero');
    await call(C.createColor, { id: CLIENT_A._id, name: 'Later', hexCode: '#00ff00', colorPriority: 5 });

    const grid = await call(C.colorGrid, { clientId: CLIENT_A._id, name: 'urg' });
    expect(grid).toEqual({ records: [expect.objectContaining({ _id: red._id })], recordsQty: 1 });
    const renamed = await call(C.updateColor, {
      id: CLIENT_A._id,
      colorId: red._id,
      name: 'Very urgent',
      hexCode: '#ff0000',
      colorPriority: 2,
    });
    expect(renamed.name).toBe('Very urgent');
    expect((await call(C.listColors, { id: CLIENT_A._id })).map((c) => c.name)).toEqual(['Very urgent', 'Later']);
  });

  it("never shows or changes another client's colours", async () => {
    const [mine] = await call(C.listColors, { id: CLIENT_A._id });
    expect((await rejection(call(C.listColors, { id: CLIENT_A._id }, otherClient))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(call(C.colorGrid, { clientId: CLIENT_A._id }, otherClient))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(call(C.deleteColor, { id: CLIENT_B._id, colorId: mine._id }, otherClient))).code).toBe(ErrorCode.NotFound);
    expect(await count('SELECT count(*) AS n FROM color_scheme WHERE id = $1', [mine._id])).toBe(1);
  });

  it('flags a transaction, shows the flag in the list, and announces the change', async () => {
    const [color] = await call(C.listColors, { id: CLIENT_A._id });
    const row = (await call(C.listTransactions, { practiceId: PRACTICES_A[0] })).records[0];
    expect(await call(C.assignColor, { a: row._id, b: row.practiceId, colorSchemeId: color._id })).toEqual({ _id: row._id, color });
    const again = (await call(C.listTransactions, { practiceId: PRACTICES_A[0] })).records.find((r) => r._id === row._id)!;
    expect([again.color, again.colorId, again.colorName]).toEqual([color.hexCode, color._id, color.name]);
    await waitForRecord(recorded, 'the colour change', (r) => r.transactionId === row._id && r.source === 'edit');

    // Another client's user cannot flag it, and a colour of another client cannot be used.
    expect((await rejection(call(C.assignColor, { a: row._id, b: row.practiceId, colorSchemeId: '' }, otherClient))).code).toBe(
      ErrorCode.NotFound,
    );
    const theirs = await call(C.createColor, { id: CLIENT_B._id, name: 'Theirs', hexCode: '#0000ff', colorPriority: 1 }, otherClient);
    expect((await rejection(call(C.assignColor, { a: row._id, b: row.practiceId, colorSchemeId: theirs._id }))).code).toBe(
      ErrorCode.NotFound,
    );

    // Deleting the colour removes the flag.
    await call(C.deleteColor, { id: CLIENT_A._id, colorId: color._id });
    const after = (await call(C.listTransactions, { practiceId: PRACTICES_A[0] })).records.find((r) => r._id === row._id)!;
    expect(after.color).toBeNull();
  });
});

describe('grid columns', () => {
  it('offers only the columns the user may see, and starts the user on the defaults', async () => {
    const grid = await call(C.gridColumns, { id: ALL_TRANSACTIONS_GRID_ID });
    expect(grid.map((c) => c.name)).not.toContain('Provider');
    expect(grid.map((c) => c.name)).toContain('Verification By');
    const mine = await call(C.userColumns, {});
    expect(mine.map((c) => c.key)).toEqual([
      'appointment',
      'patient',
      'practice',
      'type',
      'carrier',
      'missingFields',
      'verificationBy',
      'eligibility',
      'audited',
    ]);
  });

  it('adds and removes columns of the user only', async () => {
    const eligibility = (await call(C.userColumns, {})).find((c) => c.key === 'eligibility')!;
    await call(C.removeUserColumn, { id: eligibility._id });
    expect((await call(C.userColumns, {})).map((c) => c.key)).not.toContain('eligibility');
    const added = await call(C.addUserColumn, { columnId: eligibility.columnId });
    expect(added).toEqual(
      expect.objectContaining({ columnId: eligibility.columnId, columnGridId: ALL_TRANSACTIONS_GRID_ID, key: 'eligibility' }),
    );
    const provider = (await rejection(call(C.addUserColumn, { columnId: '6955b9000000000000000b09' }))).code;
    expect(provider).toBe(ErrorCode.NotFound);
    expect((await rejection(call(C.removeUserColumn, { id: added._id }, otherClient))).code).toBe(ErrorCode.NotFound);
    await call(C.removeUserColumn, { id: added._id });
    expect((await call(C.userColumns, {})).map((c) => c.key)).not.toContain('eligibility');
  });
});

describe('missing-code list', () => {
  const missingActor: Actor = { ...reviewer, permissions: ['missingCode.list_missingcode', 'missingCode.edit_missingcode'] };

  it('filters by carrier and dates, and shows ELG with no missing fields', async () => {
    const page = await call(
      C.missingCodeList,
      { limit: 50, carrier: 'delta', startDate: '2026-11-01', endDate: '2026-11-30' },
      missingActor,
    );
    expect(page.recordsQty).toBeGreaterThan(0);
    for (const row of page.records) {
      expect(row.CarrierName.toLowerCase()).toContain('delta');
      expect(row.appointment_date >= '2026-11-01' && row.appointment_date <= '2026-11-30').toBe(true);
      if (row.type === 'ELG') expect(row.missingRequiredInputQty).toBe(0);
    }
    expect((await rejection(call(C.missingCodeList, { practiceIds: [PRACTICE_B] }, missingActor))).code).toBe(ErrorCode.Forbidden);
    expect((await rejection(call(C.missingCodeList, { limit: 30 }, missingActor))).message).toBe('limit must be one of 10, 25, 50');
  });

  it('saves Resume Details but never the locked fields, and asks for every field', async () => {
    const row = (await call(C.missingCodeList, { limit: 10 }, missingActor)).records.find((r) => !r.audited)!;
    const before = await call(C.resumeDetails, { id: row._id }, missingActor);
    const incomplete = await rejection(call(C.saveResumeDetails, { ...editable(before), id: row._id, EmployerName: '' }, missingActor));
    expect(incomplete.message).toBe('EmployerName Please complete all the fields');
    const saved = await call(
      C.saveResumeDetails,
      { ...editable(before), id: row._id, EmployerName: 'Globex', Relationship: 'Self' },
      missingActor,
    );
    expect(saved).toEqual({ ...before, EmployerName: 'Globex', Relationship: 'Self' });
    expect((await rejection(call(C.resumeDetails, { id: row._id }, { ...otherClient, permissions: missingActor.permissions }))).code).toBe(
      ErrorCode.NotFound,
    );
  });
});

function editable(details: Record<string, string>) {
  const { PatientId: _p, SubscriberId: _s, ApptDate: _a, ...rest } = details;
  return {
    ...rest,
    PatientDOB: rest.PatientDOB || '1990-01-01',
    SubscriberDOB: rest.SubscriberDOB || '1990-01-01',
    EmployerName: rest.EmployerName || 'Acme',
    MemberID: rest.MemberID || '1',
    CarrierName: rest.CarrierName || 'Delta Dental',
    PatientFirstName: rest.PatientFirstName || 'Ann',
    PatientLastName: rest.PatientLastName || 'Lee',
    SubscriberFirstName: rest.SubscriberFirstName || 'Ann',
    SubscriberLastName: rest.SubscriberLastName || 'Lee',
    Relationship: (['Self', 'Spouse', 'Child', 'Other'].includes(rest.Relationship) ? rest.Relationship : 'Self') as 'Self',
    type: rest.type as 'FBD',
  };
}

describe('create transaction', () => {
  const form = {
    practiceId: PRACTICES_A[0],
    typeRecord: 'FBD' as const,
    carrierName: 'Guardian',
    apptDate: '2026-12-01',
    employerName: 'Initech',
    relationship: 'Child' as const,
    memberId: '555',
    patientId: '777',
    subscriberId: '888',
    patientFirstName: 'Zed',
    patientLastName: `Formcase${randomUUID().slice(0, 6)}`,
    patientDOB: '2015-05-05',
    subscriberFirstName: 'Yan',
    subscriberLastName: 'Formcase',
    subscriberDOB: '1985-05-05',
  };

  it('creates it in the practice, lists it, and announces it through the outbox', async () => {
    const { _id } = await call(C.createTransaction, form);
    const page = await call(C.listTransactions, {
      startDate: '2026-12-01',
      filter: { patientName: { operation: 'ew', value: form.patientLastName } },
    });
    expect(page.records.map((r) => [r._id, r.type, r.carrier])).toEqual([[_id, 'FBD', 'Guardian']]);
    await waitForRecord(
      recorded,
      'the created transaction',
      (r) => r.transactionId === _id && r.source === 'form' && r.change === 'created',
    );
  });

  it('refuses bad input and another client practice, storing nothing', async () => {
    const before = await count('SELECT count(*) AS n FROM transaction');
    const bad = await rejection(call(C.createTransaction, { ...form, memberId: 'abc', subscriberDOB: '31/12/1985' }));
    expect(bad.message).toBe('memberId must contain digits only; subscriberDOB must be a date as YYYY-MM-DD');
    expect((await rejection(call(C.createTransaction, { ...form, practiceId: PRACTICE_B }))).code).toBe(ErrorCode.Forbidden);
    expect(await count('SELECT count(*) AS n FROM transaction')).toBe(before);
  });
});

describe('export', () => {
  it('builds an .xlsx of the filtered list in the saved order, named after the client', async () => {
    await call(C.saveSort, { sort: { patientName: 1 } });
    const request = { practiceId: PRACTICES_A, filter: { carrier: { operation: 'c' as const, value: 'a' } }, type: ['FBD'] };
    const started = await call(C.startExport, request);
    expect(started.jobId).toMatch(/^export-/);
    const done = await waitFor(
      'the export',
      async () => {
        const status: ExportStatus = await call(C.exportStatus, { jobId: started.jobId });
        if (status.state === 'failed') throw new Error(status.message);
        return status.state === 'completed' ? status : undefined;
      },
      30_000,
    );
    expect(done.fileName).toMatch(new RegExp(`^${CLIENT_A.name} \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2}:\\d{2}\\.xlsx$`));

    const listed = [];
    for (let offset = 0; ; offset += 100) {
      const page = await call(C.listTransactions, { ...request, limit: 100, offset });
      listed.push(...page.records);
      if (page.records.length < 100) break;
    }
    // The status names no address; the stored file is named to the gateway only, which streams it.
    expect(JSON.stringify(done)).not.toMatch(/https?:|X-Amz/i);
    const file = await call(C.exportFile, { jobId: started.jobId });
    expect(file).toEqual({
      key: `exports/${started.jobId}/${done.fileName}`,
      fileName: done.fileName,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(await service.app.get(ObjectStorage).get(file.key));
    const sheet = workbook.worksheets[0];
    const rows: string[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    expect(rows[0].slice(0, 6)).toEqual(['Appointment', 'Time', 'Patient Name', 'Practice', 'Type', 'Carrier Name']);
    expect(done.rows).toBe(listed.length);
    expect(rows.slice(1).map((r) => [r[2], r[4], r[5]])).toEqual(listed.map((r) => [r.patientName, r.type, carrierLabel(r.carrier)]));
  });

  it("does not show one user's export to another", async () => {
    const started = await call(C.startExport, { practiceId: PRACTICES_A[0] });
    expect((await rejection(call(C.exportStatus, { jobId: started.jobId }, otherClient))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(call(C.exportFile, { jobId: started.jobId }, otherClient))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(call(C.startExport, { practiceId: PRACTICE_B }))).code).toBe(ErrorCode.Forbidden);
  });
});
