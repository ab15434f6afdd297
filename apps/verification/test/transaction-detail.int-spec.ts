/**
 * The transaction detail commands against real Postgres and the Kafka stand-in, sent through the
 * same request-reply the gateway uses: tenancy (another client's or an ungranted practice's record
 * answers 404 with no data), the patient-info and audit rules, files, notes, the FBD form's counts,
 * tickets, and that every change lands in the history, the audit trail and the outbox.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  DetailCommands,
  DetailMessages,
  ErrorCode,
  TicketMessages,
  Topics,
  newId,
  type Actor,
  type CommandDef,
  type CommandRequest,
  type TransactionDetail,
} from '@dental/contracts';
import type { RpcClient } from '@dental/messaging';
import { TopicListener, aTemplateForm, rejection } from '@dental/testing';
import { CLIENT_A, CLIENT_B, PRACTICES_OF_A, PRACTICE_B, actorOfClientA, actorOfClientB } from './support/fixtures';
import { storeTransaction } from './support/stored-transaction';
import { startVerificationService, type VerificationService } from './support/verification-service';
import { waitForRecord } from './support/recorded-transactions';

const [PRACTICE_A, PRACTICE_A2] = PRACTICES_OF_A;

const ALL_DETAIL_PERMISSIONS = [
  'transaction.list_transaction',
  'transaction.audit',
  'transaction.unaudit',
  'transaction.comment',
  'patientInfo.updatePatientInfo',
  'notes.updateNotes',
  'files.addFiles',
  'files.editFiles',
  'files.deleteFiles',
  'files.updateEligibilityStatus',
  'FBD.updateFBD',
  'FBD.uploadFBD',
];
const reviewer: Actor = actorOfClientA([PRACTICE_A._id], ALL_DETAIL_PERMISSIONS);
const otherClient: Actor = actorOfClientB(ALL_DETAIL_PERMISSIONS);

let service: VerificationService;
let dataSource: DataSource;
let rpc: RpcClient;
let recorded: TopicListener;

function send<C extends CommandDef>(command: C, payload: CommandRequest<C>, actor: Actor | null = reviewer) {
  return rpc.send(command, payload as never, actor, randomUUID());
}

interface Seed {
  type?: 'FBD' | 'ELG';
  practiceId?: string;
  clientId?: string;
  memberId?: string;
  policyType?: string;
  carrier?: string;
  date?: string;
}

/** A transaction straight into the table, as a bot result would leave it. */
const aTransaction = (seed: Seed = {}): Promise<string> =>
  storeTransaction(dataSource, {
    type: seed.type ?? 'FBD',
    client_id: seed.clientId ?? CLIENT_A._id,
    practice_id: seed.practiceId ?? PRACTICE_A._id,
    carrier_name: seed.carrier ?? 'Delta Dental',
    policy_type: seed.policyType ?? 'PPO',
    ...(seed.memberId !== undefined ? { member_id: seed.memberId } : {}),
    appointment_date: seed.date ?? '2026-11-22',
  });

const row = async (id: string) => (await dataSource.query(`SELECT * FROM transaction WHERE id = $1`, [id]))[0];
const aStoredFile = (kind: 'pdf' | 'doc' | 'docx' = 'pdf', name = 'Eligibility_Active_Delta Ana Lopez') => ({
  key: `transactions/test/${newId()}.${kind}`,
  size: 1200,
  name,
  contentType: 'application/pdf',
  kind,
});

beforeAll(async () => {
  // The service records object keys; the gateway puts the bytes in S3, so no S3 stand-in is needed here.
  service = await startVerificationService();
  ({ dataSource, rpc } = service);
  recorded = await TopicListener.start(service.broker.brokers, Topics.TransactionRecorded);
  const form = aTemplateForm(newId());
  await dataSource.query(`INSERT INTO template_version (template_id, version, form) VALUES ($1, $2, $3)`, [
    form._id,
    form.version,
    JSON.stringify(form),
  ]);
  for (const p of [PRACTICE_A, PRACTICE_A2, PRACTICE_B]) {
    await dataSource.query(
      `INSERT INTO practice (practice_id, client_id, name, client_name, template_id, changed_at) VALUES ($1, $2, $3, '', $4, now())`,
      [p._id, p.clientId, p.name, form._id],
    );
  }
}, 120_000);

afterAll(async () => {
  await recorded?.stop();
  await service?.stop();
});

describe('transaction detail', () => {
  it('answers the transaction with its files and practice, and 404 with no data for another client or an ungranted practice', async () => {
    const id = await aTransaction();
    const detail = await send(DetailCommands.detail, { id, practiceId: PRACTICE_A._id });
    expect(detail).toMatchObject({
      _id: id,
      PatientName: 'Ana Lopez',
      CarrierName: 'Delta Dental',
      driveFiles: [],
      PracticeName: PRACTICE_A.name,
    });
    expect(detail.practice.spreadsheetFields.note).toBe(true);

    const theirs = await aTransaction({ clientId: CLIENT_B._id, practiceId: PRACTICE_B._id });
    const refused = await rejection(send(DetailCommands.detail, { id: theirs }));
    expect(refused.code).toBe(ErrorCode.NotFound);
    expect(JSON.stringify(refused.toProblem())).not.toContain('Lopez');
    const ungranted = await aTransaction({ practiceId: PRACTICE_A2._id });
    expect((await rejection(send(DetailCommands.detail, { id: ungranted }))).code).toBe(ErrorCode.NotFound);
  });

  it('lists the other transactions of the same member id, and none when there are none', async () => {
    const memberId = `LINK${randomUUID().slice(0, 6)}`;
    const first = await aTransaction({ memberId, date: '2026-10-01' });
    const second = await aTransaction({ memberId, date: '2026-11-01' });
    await aTransaction({ memberId, clientId: CLIENT_B._id, practiceId: PRACTICE_B._id });
    const linked = await send(DetailCommands.linked, { transactionId: first });
    expect(linked.map((l) => [l.lastId, l.lastAppDate])).toEqual([[second, '2026-11-01']]);
    expect(await send(DetailCommands.linked, { transactionId: await aTransaction() })).toEqual([]);
  });
});

describe('patient info', () => {
  it('saves the fields, records the change in the history and reports it through the outbox', async () => {
    const id = await aTransaction();
    const detail = await send(DetailCommands.updatePatientInfo, {
      transactionId: id,
      practiceId: PRACTICE_A._id,
      CarrierName: 'Cigna Dental',
      PatientDOB: '12/31/1980',
      MemberID: 'XYZ123',
    });
    expect(detail).toMatchObject({ CarrierName: 'Cigna Dental', PatientDOB: '1980-12-31', MemberID: 'XYZ123' });
    const history = (await row(id)).history as { action: string; fields: string[]; userId: string }[];
    expect(history.at(-1)).toMatchObject({ action: 'patient-info.updated', userId: reviewer.userId });
    expect(history.at(-1)!.fields.sort()).toEqual(['CarrierName', 'MemberID', 'PatientDOB']);
    await waitForRecord(recorded, 'the patient-info event', (r) => r.transactionId === id && r.action === 'patient-info.updated');
  });

  it('refuses missing required fields and a bad carrier name with the spec messages, storing nothing', async () => {
    const id = await aTransaction();
    const missing = await rejection(
      send(DetailCommands.updatePatientInfo, { transactionId: id, policyType: '', PatientFirstName: 'EMPTY' }),
    );
    expect(missing.message).toBe('Dear user, the following field(s) is/are required: policyType, PatientFirstName');
    const carrier = await rejection(send(DetailCommands.updatePatientInfo, { transactionId: id, CarrierName: 'Delta; DROP' }));
    expect(carrier.message).toContain(DetailMessages.carrierChars);
    const date = await rejection(send(DetailCommands.updatePatientInfo, { transactionId: id, PatientDOB: '31/12/1980' }));
    expect(date.message).toContain('MM/dd/yyyy');
    const after = await row(id);
    expect([after.policy_type, after.patient_first_name, after.carrier_name, after.history]).toEqual(['PPO', 'Ana', 'Delta Dental', []]);
  });

  it('does not require a policy type for ELG', async () => {
    const id = await aTransaction({ type: 'ELG' });
    await expect(send(DetailCommands.updatePatientInfo, { transactionId: id, policyType: '' })).resolves.toMatchObject({ policyType: '' });
  });

  it('reads the spreadsheet record (the transaction as created) and saves a new one', async () => {
    const id = await aTransaction({ memberId: 'SHEET1' });
    expect(await send(DetailCommands.spreadsheet, { id })).toMatchObject({ MemberID: 'SHEET1', PatientFirstName: 'Ana' });
    await send(DetailCommands.saveSpreadsheet, { id, MemberID: 'SHEET2' });
    expect(await send(DetailCommands.spreadsheet, { id })).toMatchObject({ MemberID: 'SHEET2', PatientLastName: 'Lopez' });
  });
});

describe('audit', () => {
  it('sets verified with who and when, makes the record read-only, and unaudits only with transaction.unaudit', async () => {
    const id = await aTransaction();
    const noAudit = { ...reviewer, permissions: ['transaction.list_transaction'] };
    expect((await rejection(send(DetailCommands.auditFbd, { transactionId: id, state: true }, noAudit))).code).toBe(ErrorCode.Forbidden);
    expect((await rejection(send(DetailCommands.auditElg, { transactionId: id, state: true }))).code).toBe(ErrorCode.BadInput);

    await expect(send(DetailCommands.auditFbd, { transactionId: id, practiceId: PRACTICE_A._id, state: true })).resolves.toEqual({
      audited: true,
    });
    for (const edit of [
      () => send(DetailCommands.saveNote, { transactionId: id, note: 'x' }),
      () => send(DetailCommands.updatePatientInfo, { transactionId: id, CarrierName: 'Aetna' }),
      () => send(DetailCommands.addFiles, { transactionId: id, files: [aStoredFile()] }),
      () => send(DetailCommands.saveBookmarks, { id, bookmarks: { PlanName: 'Gold' } }),
      () => send(DetailCommands.cleanFiles, { transactionId: id }),
    ]) {
      const refused = await rejection(edit());
      expect([refused.code, refused.message]).toEqual([ErrorCode.Conflict, DetailMessages.readOnly]);
    }
    expect((await row(id)).note).toBe('');

    const noUnaudit = { ...reviewer, permissions: ALL_DETAIL_PERMISSIONS.filter((p) => p !== 'transaction.unaudit') };
    expect((await rejection(send(DetailCommands.auditFbd, { transactionId: id, state: false }, noUnaudit))).code).toBe(ErrorCode.Forbidden);
    await expect(send(DetailCommands.auditFbd, { transactionId: id, state: false })).resolves.toEqual({ audited: false });

    const trail = await send(DetailCommands.auditTrail, { transactionId: id });
    expect(trail.map((t) => [t.state, t.userId])).toEqual([
      [true, reviewer.userId],
      [false, reviewer.userId],
    ]);
    await waitForRecord(recorded, 'the audit event', (r) => r.transactionId === id && r.action === 'audited');
  });

  it('is blocked by the required-fields policy', async () => {
    const id = await aTransaction({ policyType: '' });
    const refused = await rejection(send(DetailCommands.auditFbd, { transactionId: id, state: true }));
    expect(refused.message).toBe('Dear user, the following field(s) is/are required: policyType');
    expect((await row(id)).audited).toBe(false);
  });

  it('lists missing required files until an eligibility file is uploaded', async () => {
    const id = await aTransaction();
    await dataSource.query(`UPDATE transaction SET missing_required_input_qty = 3, upload_fbd = true WHERE id = $1`, [id]);
    expect(await send(DetailCommands.fileCheck, { transactionId: id, practiceId: PRACTICE_A._id })).toMatchObject({
      missingFiles: ['Eligibility file', 'FBD document'],
      missingRequiredInputQty: 3,
    });
    await send(DetailCommands.addFiles, { transactionId: id, files: [aStoredFile()] });
    expect((await send(DetailCommands.fileCheck, { transactionId: id, practiceId: PRACTICE_A._id })).missingFiles).toEqual([
      'FBD document',
    ]);
  });
});

describe('files', () => {
  it('records uploaded files under sanitised names, renames, refuses another type on replace, and deletes', async () => {
    const id = await aTransaction();
    const files = await send(DetailCommands.addFiles, {
      transactionId: id,
      statusPatient: 'Active',
      files: [aStoredFile('pdf', 'Eligibility_Active_Delta Ana Lopez')],
    });
    expect(files.map((f) => f.filename)).toEqual(['Eligibility Active Delta Ana Lopez.pdf']);
    expect((await row(id)).iv_status).toBe('Active');
    const fileId = files[0].id;

    expect((await send(DetailCommands.renameFile, { transactionId: id, fileId, filename: "O'Brien <report>" })).filename).toBe(
      "O'Brien report.pdf",
    );
    expect((await rejection(send(DetailCommands.renameFile, { transactionId: id, fileId, filename: '***' }))).message).toBe(
      DetailMessages.nameAllFiles,
    );
    const sameType = await rejection(send(DetailCommands.replaceFile, { transactionId: id, fileId, file: aStoredFile('docx') }));
    expect(sameType.message).toBe(DetailMessages.sameFileType);

    expect((await rejection(send(DetailCommands.locateFile, { transactionId: id, fileId }, otherClient))).code).toBe(ErrorCode.NotFound);
    const removed = await send(DetailCommands.deleteFile, { transactionId: id, fileId });
    expect(removed.removedKeys).toHaveLength(1);
    expect((await send(DetailCommands.detail, { id })).driveFiles).toEqual([]);
  });

  it('changes the eligibility status only with files.updateEligibilityStatus', async () => {
    const id = await aTransaction();
    const withoutStatus = { ...reviewer, permissions: ALL_DETAIL_PERMISSIONS.filter((p) => p !== 'files.updateEligibilityStatus') };
    const refused = await rejection(
      send(DetailCommands.addFiles, { transactionId: id, statusPatient: 'Inactive', files: [aStoredFile()] }, withoutStatus),
    );
    expect(refused.code).toBe(ErrorCode.Forbidden);
    expect(await dataSource.query(`SELECT * FROM transaction_file WHERE transaction_id = $1`, [id])).toEqual([]);
  });
});

describe('notes and comment', () => {
  it("saves the note with line breaks as '-' and the comment", async () => {
    const id = await aTransaction();
    expect(await send(DetailCommands.saveNote, { transactionId: id, note: 'called carrier\nwaiting' })).toEqual({
      note: 'called carrier-waiting',
    });
    await send(DetailCommands.saveComment, { transactionId: id, practiceId: PRACTICE_A._id, comment: 'check again' });
    const detail: TransactionDetail = await send(DetailCommands.detail, { id });
    expect([detail.note, detail.comment]).toEqual(['called carrier-waiting', 'check again']);
  });
});

describe('FBD form', () => {
  it('recounts the missing required fields on every save, following the conditions', async () => {
    const id = await aTransaction();
    const empty = await send(DetailCommands.bookmarks, { id });
    expect(empty.form.content.length).toBeGreaterThan(0);
    const start = empty.missingRequiredInputQty;
    expect(start).toBe(empty.totalRequiredFields);

    const saved = await send(DetailCommands.saveBookmarks, { id, bookmarks: { PlanName: 'Gold', WaitingPeriod: 'Yes' } });
    // WaitingPeriod 'Yes' shows the required WaitingPeriodMonths: two filled, one more required.
    expect(saved.missingRequiredInputQty).toBe(start - 1);
    expect(saved.totalRequiredFields).toBe(empty.totalRequiredFields + 1);
    expect((await row(id)).missing_required_input_qty).toBe(start - 1);

    const bad = await rejection(send(DetailCommands.saveBookmarks, { id, bookmarks: { NotABookmark: 'x', WaitingPeriod: 'Maybe' } }));
    expect(bad.message).toMatch(/bookmarks.NotABookmark is not a bookmark of this form; bookmarks.WaitingPeriod must be one of Yes, No/);
    expect((await row(id)).bookmarks).toEqual({ PlanName: 'Gold', WaitingPeriod: 'Yes' });

    expect(await send(DetailCommands.canUpload, { transactionId: id, status: 'true' })).toEqual({ uploadFBD: true });
  });
});

describe('tickets', () => {
  it('raises a ticket, lists it per transaction, keeps a thread, and hides it from other clients', async () => {
    const id = await aTransaction();
    const ticket = await send(DetailCommands.createTicket, {
      transactionId: id,
      title: 'Wrong carrier',
      details: 'Carrier differs',
      stepsToReproduce: '1. open',
    });
    expect((await send(DetailCommands.listTickets, { transactionId: id })).map((t) => t._id)).toEqual([ticket._id]);
    expect((await rejection(send(DetailCommands.respondTicket, { issueId: ticket._id, message: '   ' }))).message).toContain(
      TicketMessages.enterMessage,
    );
    const answered = await send(
      DetailCommands.respondTicket,
      { issueId: ticket._id, message: 'Looking into it' },
      { ...reviewer, userId: '6955b9000000000000000303' },
    );
    expect([answered.status, answered.thread.map((r) => r.message)]).toEqual(['answered', ['Looking into it']]);
    expect((await rejection(send(DetailCommands.ticket, { id: ticket._id }, otherClient))).code).toBe(ErrorCode.NotFound);
    expect(await send(DetailCommands.listTickets, {}, otherClient)).toEqual([]);
  });
});
