/**
 * Real-time verification against real Postgres, Redis (the job queue), the Kafka broker, the S3
 * stand-in and the clearinghouse stand-in: the carrier form's rules refuse bad values and store
 * nothing; a verification asks the payer with a 270 and keeps the 271's response with its record;
 * each of the stand-in's cases (active, inactive, not found, a dependent, a payer that cannot answer)
 * reaches the record; a clearinghouse that is down is asked again; lists and reads stay within the
 * practices the caller holds.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import PizZip from 'pizzip';
import { ObjectStorage } from '@dental/storage';
import {
  DetailCommands,
  ErrorCode,
  RealtimeCommands,
  VerificationCommands,
  RealtimeMessages,
  type Actor,
  type CommandDef,
  type CommandRequest,
  type RealtimeRecord,
} from '@dental/contracts';
import { startClearinghouse, type Clearinghouse } from '@dental/local-stack';
import { rejection, waitFor } from '@dental/testing';
import { read270 } from '@dental/x12';
import { PRACTICES_OF_A, PRACTICE_B, actorOfClientA, actorOfClientB } from './support/fixtures';
import { startVerificationService, type VerificationService } from './support/verification-service';
import { ClearinghouseFailure, HttpClearinghouse } from '../src/realtime/clearinghouse.adapter';

const [PRACTICE_A, PRACTICE_A2] = PRACTICES_OF_A;
const reviewer: Actor = actorOfClientA([PRACTICE_A._id], ['realTime']);
const otherClient: Actor = actorOfClientB(['realTime']);

let service: VerificationService;
let dataSource: DataSource;
let clearinghouse: Clearinghouse;
const carriers: Record<string, string> = {};

function send<C extends CommandDef>(command: C, payload: CommandRequest<C>, actor: Actor | null = reviewer) {
  return service.rpc.send(command, payload as never, actor, randomUUID());
}

const activeForm = {
  verificationType: 'FBD',
  patientFirstName: 'Maria',
  patientLastName: 'Rivera',
  patientDob: '1985-03-12',
  memberId: 'DDC778812345',
  relationship: 'Self',
  providerNpi: '1234567893',
  dateOfService: '2024-01-15',
  procedureCodes: 'D0120, D1110, d2750',
};

/** The text of a stored Word document (its paragraphs and table cells, in order). */
async function documentText(key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await service.app.get(ObjectStorage).get(key)) chunks.push(Buffer.from(chunk as Buffer));
  const xml = new PizZip(Buffer.concat(chunks)).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(' ');
}

const stored = async () => Number((await dataSource.query('SELECT count(*)::int AS n FROM realtime_verification'))[0].n);

async function finished(id: string): Promise<RealtimeRecord> {
  return waitFor(
    `verification ${id} to finish`,
    async () => {
      const { record } = await send(RealtimeCommands.record, { id });
      return record.stateId !== 'pending' && record;
    },
    30_000,
  );
}

beforeAll(async () => {
  clearinghouse = await startClearinghouse({ apiKey: 'test-clearinghouse-key' });
  service = await startVerificationService({
    s3: true,
    env: { CLEARINGHOUSE_URL: clearinghouse.url, CLEARINGHOUSE_API_KEY: clearinghouse.apiKey },
  });
  ({ dataSource } = service);
  for (const p of [PRACTICE_A, PRACTICE_A2, PRACTICE_B]) {
    await dataSource.query(`INSERT INTO practice (practice_id, client_id, name, client_name, changed_at) VALUES ($1, $2, $3, '', now())`, [
      p._id,
      p.clientId,
      p.name,
    ]);
  }
  for (const c of await send(RealtimeCommands.carriers, {})) carriers[c.name] = c._id;
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await clearinghouse?.stop();
});

describe('carriers and their forms', () => {
  it('lists the carriers and answers each one its form; Guardian requires the group number', async () => {
    expect(Object.keys(carriers)).toEqual([
      'Cigna Dental',
      'Delta Dental of California',
      'Guardian Dental',
      'MetLife Dental',
      'United Concordia',
    ]);
    const delta = await send(RealtimeCommands.carrierForm, { carrierId: carriers['Delta Dental of California'], typeForm: 'iv' });
    expect(delta.find((f) => f.name === 'memberId')).toEqual({
      name: 'memberId',
      label: 'Member ID',
      type: 'text',
      subtype: 'text',
      required: true,
      cond: { maxlength: 30 },
    });
    expect(delta.find((f) => f.name === 'groupNumber')?.required).toBe(false);
    const guardian = await send(RealtimeCommands.carrierForm, { carrierId: carriers['Guardian Dental'], typeForm: 'iv' });
    expect(guardian.find((f) => f.name === 'groupNumber')?.required).toBe(true);
  });

  it("refuses an unknown carrier with 'Please, select a carrier'", async () => {
    const refused = await rejection(send(RealtimeCommands.carrierForm, { carrierId: '6955b90000000000000fffff', typeForm: 'iv' }));
    expect([refused.code, refused.message]).toEqual([ErrorCode.BadInput, RealtimeMessages.selectCarrier]);
  });
});

describe('starting a verification', () => {
  it('refuses a form with a required field empty, a wrong value or a field the form lacks, and stores nothing', async () => {
    const before = await stored();
    const base = { carrierId: carriers['Delta Dental of California'], practiceId: PRACTICE_A._id };
    const empty = await rejection(send(RealtimeCommands.store, { ...base, ...activeForm, memberId: '' }));
    expect([empty.code, empty.message]).toEqual([ErrorCode.BadInput, RealtimeMessages.fillAll]);
    expect(empty.issues).toEqual([{ path: 'memberId', message: RealtimeMessages.fillAll }]);
    const wrong = await rejection(send(RealtimeCommands.store, { ...base, ...activeForm, providerNpi: '1234567890', shoeSize: '42' }));
    expect(wrong.issues).toEqual([
      { path: 'shoeSize', message: 'is not a field of this form' },
      { path: 'providerNpi', message: 'must be a valid NPI (10 digits with a correct check digit)' },
    ]);
    const dependent = await rejection(send(RealtimeCommands.store, { ...base, ...activeForm, relationship: 'Child' }));
    expect(dependent.issues?.map((i) => i.path)).toEqual(['policyholderFirstName', 'policyholderLastName', 'policyholderDob']);
    const guardian = await rejection(send(RealtimeCommands.store, { ...base, ...activeForm, carrierId: carriers['Guardian Dental'] }));
    expect(guardian.issues).toEqual([{ path: 'groupNumber', message: RealtimeMessages.fillAll }]);
    expect(await stored()).toBe(before);
  });

  it('refuses a practice the caller does not hold, and stores nothing', async () => {
    const before = await stored();
    const refused = await rejection(
      send(RealtimeCommands.store, { carrierId: carriers['Delta Dental of California'], practiceId: PRACTICE_A2._id, ...activeForm }),
    );
    expect(refused.code).toBe(ErrorCode.NotFound);
    expect(await stored()).toBe(before);
  });

  it("asks the payer with a 270 and keeps the 271's response with the record; the document downloads", async () => {
    const pending = await send(RealtimeCommands.store, {
      carrierId: carriers['Delta Dental of California'],
      practiceId: PRACTICE_A._id,
      carrierName: 'ignored: the carrier is named by its id',
      ...activeForm,
    });
    expect(pending).toMatchObject({
      stateId: 'pending',
      carrierName: 'Delta Dental of California',
      firstNamePatient: 'Maria',
      lastNamePatient: 'Rivera',
      firstNamePolicyholder: 'Maria',
      lastNamePolicyholder: 'Rivera',
      relationship: 'Self',
      verificationType: 'FBD',
      practiceName: PRACTICE_A.name,
      urlFile: null,
      procedureCodes: ['D0120', 'D1110', 'D2750'],
    });
    const record = await finished(pending._id);
    expect(record).toMatchObject({ stateId: 'completed', eligibilityStatus: 'Active', urlFile: pending._id, message: null });

    const asked = clearinghouse.requests.find((r) => r.traceNumber === pending._id)!;
    const { request, envelope } = read270(asked.x12);
    expect(request).toMatchObject({
      payer: { name: 'DELTA DENTAL OF CALIFORNIA', id: '94276' },
      provider: { npi: '1234567893', organizationName: PRACTICE_A.name.toUpperCase() },
      subscriber: { memberId: 'DDC778812345', firstName: 'MARIA', lastName: 'RIVERA', dateOfBirth: '19850312' },
      dateOfService: '20240115',
      serviceTypeCodes: ['35', '23', '41', '25', '26', '24', '36', '39', '40', '38'],
      procedureCodes: ['D0120', 'D1110', 'D2750'],
      trace: { number: pending._id, originatorId: '9DENTALBO1' },
    });
    expect(request.dependent).toBeUndefined();
    expect(envelope).toMatchObject({ senderId: 'DENTALBACKOFF', receiverId: 'CLEARINGHOUSE', usage: 'T' });

    const detail = await send(RealtimeCommands.record, { id: pending._id });
    expect(detail.progress).toBe(100);
    const response = detail.response!;
    expect(response.meta.traceId).toBe(pending._id);
    expect(response.subscriber).toMatchObject({
      memberId: 'DDC778812345',
      firstName: 'MARIA',
      lastName: 'RIVERA',
      dateOfBirth: '19850312',
    });
    expect(response.payer.name).toBe('DELTA DENTAL OF CALIFORNIA');
    expect(response.dentalBenefits.active).toBe(true);
    expect(response.procedureAnswers.map((a) => [a.procedureCode, a.covered])).toEqual([
      ['D0120', true],
      ['D1110', true],
      ['D2750', true],
    ]);
    expect(response.x12).toContain('TRN*2*' + pending._id);

    const file = await send(RealtimeCommands.file, { file: pending._id });
    expect(file).toEqual({
      key: `realtime/${pending._id}/response.docx`,
      fileName: 'Eligibility_Active_Delta Dental of California Maria Rivera.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const text = await documentText(file.key);
    for (const shown of [
      'Real Time Eligibility Response',
      'Maria Rivera',
      'DDC778812345',
      'DELTA DENTAL OF CALIFORNIA',
      'Procedure Answers',
    ])
      expect(text).toContain(shown);
    expect(text).toMatch(/D2750 major Covered 50%/);
    expect(text).toContain(`TRN*2*${pending._id}`);
  });

  it('keeps the verification with an All Transactions transaction: listed, with the eligibility status and the document as its file', async () => {
    const lastName = `Realtime${randomUUID()
      .slice(0, 6)
      .replace(/[^a-z]/g, 'x')}`;
    const pending = await send(RealtimeCommands.store, {
      carrierId: carriers['Delta Dental of California'],
      practiceId: PRACTICE_A._id,
      ...activeForm,
      patientLastName: lastName,
    });
    expect(pending.transactionId).toMatch(/^[0-9a-f]{24}$/);
    const transactionId = pending.transactionId!;
    const byPatient = () =>
      send(VerificationCommands.listTransactions, {
        practiceId: PRACTICE_A._id,
        filter: { patientName: { operation: 'ew', value: lastName } },
      });
    // Listed as soon as it is asked, not yet answered.
    const asked = await byPatient();
    expect(asked.records.map((r) => r._id)).toEqual([transactionId]);
    expect(asked.records[0]).toMatchObject({
      type: 'FBD',
      PatientName: `Maria ${lastName}`,
      iv_process_result: 'Real Time',
      iv_status: '',
    });

    await finished(pending._id);
    const answered = (await byPatient()).records[0];
    expect(answered).toMatchObject({ _id: transactionId, iv_status: 'Active', iv_process_result: 'Done by Real Time' });
    const detail = await send(DetailCommands.detail, { id: transactionId, practiceId: PRACTICE_A._id });
    expect(detail).toMatchObject({ MemberID: 'DDC778812345', Relationship: 'Self' });
    expect(detail.driveFiles).toEqual([
      expect.objectContaining({ filename: `Eligibility_Active_Delta Dental of California Maria ${lastName}.docx`, type: 'elg' }),
    ]);
    const [fileRow] = await dataSource.query(`SELECT object_key, kind, size FROM transaction_file WHERE transaction_id = $1`, [
      transactionId,
    ]);
    expect(fileRow.kind).toBe('docx');
    expect(fileRow.object_key).toMatch(new RegExp(`^transactions/${transactionId}/[0-9a-f]{24}\\.docx$`));
    expect(await documentText(fileRow.object_key)).toContain(`Maria ${lastName}`);
    const [{ source, appointment_date }] = await dataSource.query(
      `SELECT source, to_char(appointment_date, 'YYYY-MM-DD') AS appointment_date FROM transaction WHERE id = $1`,
      [transactionId],
    );
    expect([source, appointment_date]).toEqual(['realtime', activeForm.dateOfService]);

    // Another client sees neither the transaction nor its file.
    expect((await rejection(send(DetailCommands.detail, { id: transactionId }, otherClient))).code).toBe(ErrorCode.NotFound);
  });

  it('marks the transaction failed when the question cannot be answered', async () => {
    clearinghouse.failing = true;
    try {
      const pending = await send(RealtimeCommands.store, {
        carrierId: carriers['Cigna Dental'],
        practiceId: PRACTICE_A._id,
        ...activeForm,
      });
      // Three tries, 2 s then 4 s apart.
      const record = await finished(pending._id);
      expect(record.stateId).toBe('failed');
      const [row] = await dataSource.query(`SELECT iv_status, iv_process_result FROM transaction WHERE id = $1`, [pending.transactionId]);
      expect(row).toEqual({ iv_status: 'Error', iv_process_result: 'Real Time failed' });
    } finally {
      clearinghouse.failing = false;
    }
  }, 40_000);

  it('asks about the dependent when the patient is not the policy holder', async () => {
    const pending = await send(RealtimeCommands.store, {
      carrierId: carriers['Guardian Dental'],
      practiceId: PRACTICE_A._id,
      ...activeForm,
      verificationType: 'ELG',
      patientFirstName: 'Sofia',
      patientDob: '2012-09-05',
      relationship: 'Child',
      policyholderFirstName: 'Marco',
      policyholderLastName: 'Rivera',
      policyholderDob: '1980-02-21',
      memberId: 'GRD20418877',
      groupNumber: 'G-778',
      procedureCodes: '',
    });
    expect(pending).toMatchObject({ firstNamePolicyholder: 'Marco', lastNamePolicyholder: 'Rivera', relationship: 'Child' });
    const record = await finished(pending._id);
    expect(record.stateId).toBe('completed');
    const { request } = read270(clearinghouse.requests.find((r) => r.traceNumber === pending._id)!.x12);
    expect(request.subscriber).toMatchObject({ firstName: 'MARCO', lastName: 'RIVERA', dateOfBirth: '19800221', groupNumber: 'G-778' });
    expect(request.dependent).toEqual({ firstName: 'SOFIA', lastName: 'RIVERA', dateOfBirth: '20120905', relationshipCode: '19' });
    expect(request.serviceTypeCodes).toEqual(['35']);
    const { response } = await send(RealtimeCommands.record, { id: pending._id });
    expect(response!.dependents?.[0]).toMatchObject({ firstName: 'SOFIA', lastName: 'RIVERA', relationToSubscriberCode: '19' });
  });

  it.each([
    ['MetLife Dental', 'Inactive', []],
    ['Cigna Dental', 'Not Found', ['75']],
    ['United Concordia', 'Rejected', ['42']],
  ])('keeps what %s answers: %s', async (carrier, status, errorCodes) => {
    const pending = await send(RealtimeCommands.store, { carrierId: carriers[carrier], practiceId: PRACTICE_A._id, ...activeForm });
    const record = await finished(pending._id);
    expect([record.stateId, record.eligibilityStatus]).toEqual(['completed', status]);
    const { response } = await send(RealtimeCommands.record, { id: pending._id });
    expect(response!.errors.map((e) => e.code)).toEqual(errorCodes);
    expect((await send(RealtimeCommands.file, { file: pending._id })).fileName).toBe(`Eligibility_${status}_${carrier} Maria Rivera.docx`);
  });

  it('asks again when the clearinghouse is down, and completes once it answers', async () => {
    clearinghouse.failing = true;
    const pending = await send(RealtimeCommands.store, {
      carrierId: carriers['Delta Dental of California'],
      practiceId: PRACTICE_A._id,
      ...activeForm,
    });
    const refusedDownload = await rejection(send(RealtimeCommands.file, { file: pending._id }));
    expect([refusedDownload.code, refusedDownload.message]).toEqual([ErrorCode.Conflict, RealtimeMessages.notFinished]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await send(RealtimeCommands.record, { id: pending._id })).record.stateId).toBe('pending');
    clearinghouse.failing = false;
    expect((await finished(pending._id)).stateId).toBe('completed');
  });
});

describe('the Real Time IV list', () => {
  it('pages and filters in the database, newest first, within the practices the caller holds', async () => {
    const all = await send(RealtimeCommands.list, { practiceIds: [PRACTICE_A._id], limit: 10, offset: 0 });
    expect(all.total).toBe(8); // what the tests above stored for practice A
    const times = all.records.map((r) => r.dateUpdate);
    expect(times).toEqual([...times].sort().reverse());
    const sofia = await send(RealtimeCommands.list, { practiceIds: [PRACTICE_A._id], filters: { patientName: 'sofia riv' } });
    expect(sofia.records.map((r) => [r.firstNamePatient, r.verificationType])).toEqual([['Sofia', 'ELG']]);
    const elg = await send(RealtimeCommands.list, {
      practiceIds: [PRACTICE_A._id],
      filters: { verificationType: 'ELG', stateId: 'completed' },
    });
    expect(elg.total).toBe(1);
    const page2 = await send(RealtimeCommands.list, { practiceIds: [PRACTICE_A._id], limit: 10, offset: 5 });
    expect(page2.records.map((r) => r._id)).toEqual(all.records.slice(5).map((r) => r._id));
    const today = new Date().toISOString().slice(0, 10);
    const dated = await send(RealtimeCommands.list, { practiceIds: [PRACTICE_A._id], filters: { startDate: today, endDate: today } });
    expect(dated.total).toBe(all.total);
    const before = await send(RealtimeCommands.list, { practiceIds: [PRACTICE_A._id], filters: { endDate: '2020-01-01' } });
    expect(before.total).toBe(0);

    const theirs = await send(RealtimeCommands.list, { practiceIds: [PRACTICE_A._id] }, otherClient);
    expect(theirs).toEqual({ records: [], total: 0 });
    const first = all.records[0]._id;
    expect((await rejection(send(RealtimeCommands.record, { id: first }, otherClient))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(send(RealtimeCommands.file, { file: first }, otherClient))).code).toBe(ErrorCode.NotFound);
  });

  it('refuses bad filters naming the field', async () => {
    const refused = await rejection(
      send(RealtimeCommands.list, {
        practiceIds: [PRACTICE_A._id],
        limit: 7,
        filters: { stateId: 'done' as never, startDate: '2024-02-30' },
      }),
    );
    expect(refused.code).toBe(ErrorCode.BadInput);
    expect(refused.issues?.map((i) => i.path).sort()).toEqual(['filters.startDate', 'filters.stateId', 'limit']);
  });
});

describe('the clearinghouse adapter', () => {
  const failure = async (promise: Promise<unknown>): Promise<ClearinghouseFailure> => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof ClearinghouseFailure) return error;
      throw error;
    }
    throw new Error('expected the exchange to fail');
  };
  const asked = () => readFileSync(join(__dirname, '../../../libs/x12/test/fixtures/270-subscriber.x12'), 'utf8');

  it('tells a refused question or key (permanent) from a clearinghouse that is down (ask again)', async () => {
    const wrongKey = new HttpClearinghouse({ url: clearinghouse.url, apiKey: 'not-the-key', timeoutMs: 5000 });
    const refused = await failure(wrongKey.exchange(asked()));
    expect([refused.permanent, refused.message]).toEqual([true, 'The clearinghouse refused the question: Invalid API key']);

    const adapter = new HttpClearinghouse({ url: clearinghouse.url, apiKey: clearinghouse.apiKey, timeoutMs: 5000 });
    const malformed = await failure(adapter.exchange(asked().replace(/\nSE\*[^~]*~/, '\n')));
    expect(malformed.permanent).toBe(true);
    expect(malformed.message).toMatch(/^The clearinghouse refused the question: .*SE/);

    clearinghouse.failing = true;
    try {
      const down = await failure(adapter.exchange(asked()));
      expect([down.permanent, down.message]).toEqual([false, 'The clearinghouse refused the question: Service unavailable']);
    } finally {
      clearinghouse.failing = false;
    }
    const unreachable = new HttpClearinghouse({ url: 'http://127.0.0.1:9', apiKey: clearinghouse.apiKey, timeoutMs: 5000 });
    expect((await failure(unreachable.exchange(asked()))).permanent).toBe(false);
  });
});
