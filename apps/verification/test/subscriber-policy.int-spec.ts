/**
 * The Subscriber policy tab's calls against real Postgres and the Kafka stand-in, through the same
 * request-reply the gateway uses: the policy elements and check, saving them (history and outbox),
 * bad input refused with a clear message and nothing stored, tenancy, the permission, the read-only
 * audited record, and that the audit is blocked exactly when the tab's policy check fails.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  DetailCommands,
  DetailMessages,
  ErrorCode,
  POLICY_FIELDS,
  Topics,
  requiredFieldsMessage,
  type Actor,
  type CommandDef,
  type CommandRequest,
} from '@dental/contracts';
import type { RpcClient } from '@dental/messaging';
import { TopicListener, rejection } from '@dental/testing';
import { CLIENT_A, CLIENT_B, PRACTICES_OF_A, PRACTICE_B, actorOfClientA, actorOfClientB } from './support/fixtures';
import { storeTransaction } from './support/stored-transaction';
import { startVerificationService, type VerificationService } from './support/verification-service';
import { waitForRecord } from './support/recorded-transactions';

const [PRACTICE_A, PRACTICE_A2] = PRACTICES_OF_A;
const PERMISSIONS = [
  'transaction.list_transaction',
  'transaction.audit',
  'transaction.unaudit',
  'patientInfo.updatePatientInfo',
  'subscriberPolicy.view',
];
const reviewer: Actor = actorOfClientA([PRACTICE_A._id], PERMISSIONS);
const withoutPolicy: Actor = actorOfClientA(
  [PRACTICE_A._id],
  PERMISSIONS.filter((p) => p !== 'subscriberPolicy.view'),
);
const otherClient: Actor = actorOfClientB(PERMISSIONS);

let service: VerificationService;
let dataSource: DataSource;
let rpc: RpcClient;
let recorded: TopicListener;

function send<C extends CommandDef>(command: C, payload: CommandRequest<C>, actor: Actor | null = reviewer) {
  return rpc.send(command, payload as never, actor, randomUUID());
}

const aTransaction = (seed: { type?: 'FBD' | 'ELG'; practiceId?: string; clientId?: string; policyType?: string } = {}) =>
  storeTransaction(dataSource, {
    type: seed.type ?? 'FBD',
    client_id: seed.clientId ?? CLIENT_A._id,
    practice_id: seed.practiceId ?? PRACTICE_A._id,
    policy_type: seed.policyType ?? 'Primary',
    member_id: 'M-556677',
    group_number: 'G-1200',
    employer_name: 'Harbor Logistics',
    relationship: 'Self',
    subscriber_id: 'SB-1',
    subscriber_dob: '1980-04-02',
  });

const row = async (id: string) => (await dataSource.query(`SELECT * FROM transaction WHERE id = $1`, [id]))[0];

beforeAll(async () => {
  service = await startVerificationService();
  ({ dataSource, rpc } = service);
  recorded = await TopicListener.start(service.broker.brokers, Topics.TransactionRecorded);
}, 120_000);

afterAll(async () => {
  await recorded?.stop();
  await service?.stop();
});

describe('subscriber policy', () => {
  it('answers the policy elements in order, with the required ones marked and the check passing', async () => {
    const id = await aTransaction();
    const policy = await send(DetailCommands.subscriberPolicy, { transactionId: id, practiceId: PRACTICE_A._id });
    expect(policy.elements.map((e) => e.name)).toEqual([...POLICY_FIELDS]);
    const byName = Object.fromEntries(policy.elements.map((e) => [e.name, e]));
    expect(byName.policyType).toMatchObject({ value: 'Primary', kind: 'select', required: true, options: ['Primary', 'Secondary'] });
    expect(byName.CarrierName).toMatchObject({ value: 'Delta Dental', required: true });
    expect(byName.GroupNumber).toMatchObject({ value: 'G-1200', required: false });
    expect(byName.SubscriberDOB).toMatchObject({ value: '1980-04-02', kind: 'date' });
    expect(byName.SubscriberId).toMatchObject({ value: 'SB-1', locked: true });
    expect(policy.check).toEqual({ passes: true, missing: [], message: '' });
  });

  it('saves the changed elements, records them in the history and the outbox, and answers the new policy', async () => {
    const id = await aTransaction();
    const saved = await send(DetailCommands.saveSubscriberPolicy, {
      transactionId: id,
      practiceId: PRACTICE_A._id,
      GroupNumber: 'G-9000',
      Relationship: 'Spouse',
      SubscriberDOB: '05/06/1979',
      policyType: 'Secondary',
    });
    expect(Object.fromEntries(saved.elements.map((e) => [e.name, e.value]))).toMatchObject({
      GroupNumber: 'G-9000',
      Relationship: 'Spouse',
      SubscriberDOB: '1979-05-06',
      policyType: 'Secondary',
    });
    const stored = await row(id);
    expect(stored).toMatchObject({ group_number: 'G-9000', relationship: 'Spouse', policy_type: 'Secondary' });
    expect(stored.history.at(-1)).toMatchObject({ action: 'policy.updated', userId: reviewer.userId });
    expect(stored.history.at(-1).fields.sort()).toEqual(['GroupNumber', 'Relationship', 'SubscriberDOB', 'policyType']);
    await waitForRecord(recorded, 'the policy event', (r) => r.transactionId === id && r.action === 'policy.updated');
  });

  it('refuses bad input and a policy that would fail the check, with a clear message and nothing stored', async () => {
    const id = await aTransaction();
    const before = await row(id);

    const cleared = await rejection(send(DetailCommands.saveSubscriberPolicy, { transactionId: id, CarrierName: '', GroupNumber: 'G-1' }));
    expect(cleared.code).toBe(ErrorCode.BadInput);
    expect(cleared.message).toBe(requiredFieldsMessage(['CarrierName']));

    const relationship = await rejection(send(DetailCommands.saveSubscriberPolicy, { transactionId: id, Relationship: 'Cousin' }));
    expect(relationship.message).toContain('Relationship must be one of Self, Spouse, Child, Other');
    const date = await rejection(send(DetailCommands.saveSubscriberPolicy, { transactionId: id, SubscriberDOB: '31/31/2020' }));
    expect(date.message).toContain('SubscriberDOB must be a date as MM/dd/yyyy');
    const carrier = await rejection(send(DetailCommands.saveSubscriberPolicy, { transactionId: id, CarrierName: 'Delta/Dental' }));
    expect(carrier.message).toContain(DetailMessages.carrierChars);
    const locked = await rejection(send(DetailCommands.saveSubscriberPolicy, { transactionId: id, SubscriberId: 'SB-2' } as never));
    expect(locked.message).toContain('unknown field(s): SubscriberId');

    expect(await row(id)).toEqual(before);
  });

  it("is reached only by the transaction's practice users holding the permission, and only for open FBD transactions", async () => {
    const id = await aTransaction();
    const theirs = await aTransaction({ clientId: CLIENT_B._id, practiceId: PRACTICE_B._id });
    expect((await rejection(send(DetailCommands.subscriberPolicy, { transactionId: theirs }))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(send(DetailCommands.subscriberPolicy, { transactionId: id }, otherClient))).code).toBe(ErrorCode.NotFound);
    const ungranted = await aTransaction({ practiceId: PRACTICE_A2._id });
    expect((await rejection(send(DetailCommands.subscriberPolicy, { transactionId: ungranted }))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(send(DetailCommands.subscriberPolicy, { transactionId: id, practiceId: PRACTICE_A2._id }))).code).toBe(
      ErrorCode.NotFound,
    );

    const forbidden = await rejection(send(DetailCommands.saveSubscriberPolicy, { transactionId: id, GroupNumber: 'G-2' }, withoutPolicy));
    expect(forbidden.code).toBe(ErrorCode.Forbidden);
    expect((await row(id)).group_number).toBe('G-1200');

    const elg = await aTransaction({ type: 'ELG' });
    const notFbd = await rejection(send(DetailCommands.subscriberPolicy, { transactionId: elg }));
    expect(notFbd.code).toBe(ErrorCode.BadInput);
    expect(notFbd.message).toContain('only FBD transactions have a subscriber policy');

    await send(DetailCommands.auditFbd, { transactionId: id, state: true });
    const audited = await rejection(send(DetailCommands.saveSubscriberPolicy, { transactionId: id, GroupNumber: 'G-3' }));
    expect(audited.code).toBe(ErrorCode.Conflict);
    expect(audited.message).toBe(DetailMessages.readOnly);
    expect((await row(id)).group_number).toBe('G-1200');
  });

  it('blocks the audit exactly while the policy check the tab shows fails', async () => {
    const id = await aTransaction({ policyType: '' });
    const failing = await send(DetailCommands.subscriberPolicy, { transactionId: id });
    expect(failing.check).toEqual({ passes: false, missing: ['policyType'], message: requiredFieldsMessage(['policyType']) });

    const blocked = await rejection(send(DetailCommands.auditFbd, { transactionId: id, state: true }));
    expect(blocked.code).toBe(ErrorCode.BadInput);
    expect(blocked.message).toBe(failing.check.message);
    expect((await row(id)).audited).toBe(false);

    const fixed = await send(DetailCommands.saveSubscriberPolicy, { transactionId: id, policyType: 'Primary' });
    expect(fixed.check.passes).toBe(true);
    expect(await send(DetailCommands.auditFbd, { transactionId: id, state: true })).toEqual({ audited: true });
  });
});
