/**
 * The Call Center's phone verification against real Postgres and the Kafka broker, through the same
 * request-reply the gateway uses: what the dialog reads, Save then Update (stored, in the history
 * and the outbox like every edit of the detail), the ELG to FBD question, bad input refused with the
 * field named and nothing stored, the read-only audited record, and tenancy.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  CallCenterCommands,
  CallCenterMessages,
  ErrorCode,
  Topics,
  newId,
  type Actor,
  type CommandDef,
  type CommandRequest,
} from '@dental/contracts';
import type { RpcClient } from '@dental/messaging';
import { TopicListener, aTemplateForm, rejection } from '@dental/testing';
import { CLIENT_A, PRACTICES_OF_A, PRACTICE_B, actorOfClientA, actorOfClientB } from './support/fixtures';
import { storeTransaction } from './support/stored-transaction';
import { startVerificationService, type VerificationService } from './support/verification-service';
import { waitForRecord } from './support/recorded-transactions';

const [PRACTICE_A] = PRACTICES_OF_A;
const PERMISSIONS = ['callCenter', 'transaction.list_transaction', 'transaction.audit'];
const caller: Actor = actorOfClientA([PRACTICE_A._id], PERMISSIONS);
const otherClient: Actor = actorOfClientB(PERMISSIONS);

let service: VerificationService;
let dataSource: DataSource;
let rpc: RpcClient;
let recorded: TopicListener;
let categoryId: string;

function send<C extends CommandDef>(command: C, payload: CommandRequest<C>, actor: Actor | null = caller) {
  return rpc.send(command, payload as never, actor, randomUUID());
}

const aTransaction = (type: 'FBD' | 'ELG' = 'FBD', audited = false) =>
  storeTransaction(dataSource, { type, client_id: CLIENT_A._id, practice_id: PRACTICE_A._id, audited });
const row = async (id: string) => (await dataSource.query(`SELECT * FROM transaction WHERE id = $1`, [id]))[0];
const stored = async (id: string) => (await dataSource.query(`SELECT * FROM call_verification WHERE transaction_id = $1`, [id]))[0];

const verification = (id: string, extra: object = {}) => ({
  id,
  coverageDateStart: '01/01/2030',
  coverageDateEnd: '2030-12-31',
  notes: 'Confirmed by phone with the carrier',
  annual: '1500',
  items: [{ categoryId, bookmarks: [{ code: 'PlanName', elegible: 'E' as const, frecuency: '1 per year', history: '' }] }],
  ...extra,
});

beforeAll(async () => {
  service = await startVerificationService();
  ({ dataSource, rpc } = service);
  recorded = await TopicListener.start(service.broker.brokers, Topics.TransactionRecorded);
  const form = aTemplateForm(newId());
  categoryId = form.content[0]._id;
  await dataSource.query(`INSERT INTO template_version (template_id, version, form) VALUES ($1, $2, $3)`, [
    form._id,
    form.version,
    JSON.stringify(form),
  ]);
  for (const p of [PRACTICE_A, PRACTICE_B]) {
    await dataSource.query(
      `INSERT INTO practice (practice_id, client_id, name, client_name, template_id, changed_at) VALUES ($1, $2, $3, '', $4, now())
       ON CONFLICT (practice_id) DO UPDATE SET template_id = EXCLUDED.template_id`,
      [p._id, p.clientId, p.name, form._id],
    );
  }
}, 120_000);

afterAll(async () => {
  await recorded?.stop();
  await service?.stop();
});

describe('the Call Center verification', () => {
  it("answers the dialog's header and the form's categories, with nothing saved yet", async () => {
    const id = await aTransaction();
    const answer = await send(CallCenterCommands.verification, { id });
    expect(answer.transaction).toMatchObject({ _id: id, practiceId: PRACTICE_A._id, type: 'FBD', audited: false });
    expect(answer.categories).toEqual([
      {
        categoryId,
        name: 'Plan',
        items: [
          { code: 'PlanName', description: 'Plan name' },
          { code: 'WaitingPeriod', description: 'Waiting period' },
          { code: 'WaitingPeriodMonths', description: 'Waiting period (months)' },
        ],
      },
    ]);
    expect(answer.verification).toBeNull();
  });

  it('saves, then updates, recording each in the history and the outbox like an edit of the detail', async () => {
    const id = await aTransaction();
    const saved = await send(CallCenterCommands.saveVerification, verification(id));
    expect(saved.verification).toMatchObject({
      coverageDateStart: '2030-01-01',
      coverageDateEnd: '2030-12-31',
      annual: '1500',
      notes: 'Confirmed by phone with the carrier',
      userCreated: caller.userId,
      items: [{ categoryId, bookmarks: [{ code: 'PlanName', elegible: 'E', frecuency: '1 per year', history: '' }] }],
    });
    expect((await row(id)).history.at(-1)).toMatchObject({ action: 'call-center.verification.saved', userId: caller.userId });
    await waitForRecord(recorded, 'the saved event', (r) => r.transactionId === id && r.action === 'call-center.verification.saved');

    const updated = await send(CallCenterCommands.saveVerification, verification(id, { notes: 'Called again: still active' }));
    expect(updated.verification?.notes).toBe('Called again: still active');
    expect((await row(id)).history.at(-1)).toMatchObject({ action: 'call-center.verification.updated' });
    await waitForRecord(recorded, 'the updated event', (r) => r.transactionId === id && r.action === 'call-center.verification.updated');
  });

  it('asks before an ELG becomes an FBD, and converts it once the answer is yes', async () => {
    const id = await aTransaction('ELG');
    const asked = await rejection(send(CallCenterCommands.saveVerification, verification(id)));
    expect(asked).toMatchObject({ code: ErrorCode.Conflict, message: CallCenterMessages.convertQuestion });
    expect(await stored(id)).toBeUndefined();
    expect((await row(id)).type).toBe('ELG');

    const saved = await send(CallCenterCommands.saveVerification, verification(id, { convertToFbd: true }));
    expect(saved.transaction.type).toBe('FBD');
    const after = await row(id);
    expect(after.type).toBe('FBD');
    expect(after.history.at(-1)).toMatchObject({ action: 'call-center.verification.saved', detail: 'ELG → FBD' });
    expect(after.history.at(-1).fields).toContain('type');
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const id = await aTransaction();
    const noNotes = await rejection(send(CallCenterCommands.saveVerification, verification(id, { notes: '' })));
    expect(noNotes.code).toBe(ErrorCode.BadInput);
    expect(noNotes.message).toContain(CallCenterMessages.notesRequired);
    const unknown = await rejection(
      send(
        CallCenterCommands.saveVerification,
        verification(id, { items: [{ categoryId, bookmarks: [{ code: 'D9999', elegible: 'N', frecuency: '', history: '' }] }] }),
      ),
    );
    expect(unknown.message).toContain('items.0.bookmarks.0.code is not an item of this category');
    const dates = await rejection(send(CallCenterCommands.saveVerification, verification(id, { coverageDateEnd: '2029-12-31' })));
    expect(dates.message).toContain('coverageDateEnd');
    expect(await stored(id)).toBeUndefined();
    expect((await row(id)).history).toEqual([]);
  });

  it('leaves an audited transaction as it is, and answers 404 to another client', async () => {
    const audited = await aTransaction('FBD', true);
    expect((await rejection(send(CallCenterCommands.saveVerification, verification(audited)))).code).toBe(ErrorCode.Conflict);
    expect(await stored(audited)).toBeUndefined();

    const id = await aTransaction();
    expect((await rejection(send(CallCenterCommands.verification, { id }, otherClient))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(send(CallCenterCommands.saveVerification, verification(id), otherClient))).code).toBe(ErrorCode.NotFound);
    expect(await stored(id)).toBeUndefined();
  });

  it("lists the carriers and answers a carrier's phone profile, or 'Phone number not found' without one", async () => {
    const carriers = await send(CallCenterCommands.carriers, {});
    expect(carriers.length).toBeGreaterThan(0);
    const [first] = carriers;
    expect(Object.keys(first).sort()).toEqual(['_id', 'name']);
    await dataSource.query(`DELETE FROM carrier_phone WHERE carrier_id = $1`, [first._id]);
    const none = await rejection(send(CallCenterCommands.carrier, { id: first._id }));
    expect(none).toMatchObject({ code: ErrorCode.NotFound, message: CallCenterMessages.phoneNotFound });
    await dataSource.query(`INSERT INTO carrier_phone (carrier_id, phone_number) VALUES ($1, '+18005550123')`, [first._id]);
    expect(await send(CallCenterCommands.carrier, { id: first._id })).toEqual({ ...first, phoneNumber: '+18005550123' });
  });
});
