/**
 * Data Quality Records and Recall Transactions against the real Postgres and Kafka broker: the
 * patient-contact bot's messages on bot.dqa.request become records (repeated and out-of-order
 * messages included), the four /api/dqa calls answer them for the caller's practices only, Confirm
 * update works once per answer, and the recall table joins the read model's transactions still
 * missing fields to the requests made for them.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { Producer } from 'kafkajs';
import {
  AppError,
  DataQualityCommands,
  DqaMessages,
  ErrorCode,
  MessageHeaders,
  Topics,
  newId,
  type Actor,
  type CommandDef,
  type CommandRequest,
  type DqaRequestEventInput,
  type TransactionFacts,
} from '@dental/contracts';
import { DEMO_CLIENTS, DEMO_PRACTICES, rejection, waitFor } from '@dental/testing';
import type { RpcClient } from '@dental/messaging';
import { DataQualityHandlers } from '../src/data-quality/data-quality.handlers';
import { DataQualityRepository } from '../src/data-quality/data-quality.repository';
import { RecallTransactionsRepository } from '../src/data-quality/recall-transactions.repository';
import { ReadModelRepository } from '../src/read-model/read-model.repository';
import { storeTransaction } from '../../verification/test/support/stored-transaction';
import { connectBotFeed } from './support/bot-feed';
import { startReportsService, type ReportsService } from './support/reports-service';

const CLIENT = DEMO_CLIENTS[0];
const [PRACTICE, OTHER_PRACTICE] = DEMO_PRACTICES.filter((p) => p.clientId === CLIENT._id);

let service: ReportsService;
let producer: Producer;

const actor = (practiceIds: string[] = [PRACTICE._id]): Actor => ({
  userId: '6955b9000000000000000302',
  clientId: CLIENT._id,
  clientIds: [CLIENT._id],
  practiceIds,
  permissions: ['dataQuality'],
});

function send<C extends CommandDef>(command: C, payload: CommandRequest<C>, who: Actor = actor()) {
  return service.verification.rpc.send(command, payload, who, randomUUID());
}

function aMessage(overrides: Partial<DqaRequestEventInput> = {}): DqaRequestEventInput {
  return {
    eventId: randomUUID(),
    requestId: newId(),
    practiceId: PRACTICE._id,
    stage: 'sent',
    occurredAt: '2031-03-02T10:00:00.000Z',
    missingFields: ['Subscriber ID'],
    patient: { firstName: 'Ana', lastName: 'Lopez', dob: '1984-03-09', phone: '+15125550143' },
    ...overrides,
  };
}

async function publish(...messages: DqaRequestEventInput[]): Promise<void> {
  await producer.send({
    topic: Topics.BotDqaRequest,
    messages: messages.map((m) => ({ key: m.requestId, value: JSON.stringify(m), headers: { [MessageHeaders.MessageId]: m.eventId } })),
  });
}

const historyOf = async (requestId: string): Promise<number> =>
  (
    (await service.dataSource.query(`SELECT count(*)::int AS n FROM dqa_request_entry WHERE request_id = $1`, [requestId])) as {
      n: number;
    }[]
  )[0].n;

/** Publishes the messages and waits until the request's history holds `entries` of them. */
async function publishAndWait(requestId: string, entries: number, ...messages: DqaRequestEventInput[]): Promise<void> {
  await publish(...messages);
  await waitFor(`${entries} messages of request ${requestId}`, async () => (await historyOf(requestId)) >= entries, 30_000);
}

const list = (filters: { patientName?: string; missingField?: string } = {}, practiceIds = [PRACTICE._id], who = actor()) =>
  send(DataQualityCommands.list, { practiceIds, filters, limit: 10, offset: 0 }, who);

beforeAll(async () => {
  service = await startReportsService();
  ({ producer } = await connectBotFeed(service, 'test-dqa'));
}, 180_000);

afterAll(async () => {
  await producer?.disconnect();
  await service?.stop();
});

describe('data quality records', () => {
  it("keep a request and the patient's answer, listed, filtered and detailed for the practice", async () => {
    const sent = aMessage({ patient: { firstName: 'Rosa', lastName: 'Quintero', dob: '1990-01-02', phone: '+15125550100' } });
    const answered = aMessage({
      requestId: sent.requestId,
      stage: 'answered',
      occurredAt: '2031-03-02T11:30:00.000Z',
      missingFields: ['Subscriber ID', 'Employer'],
      patient: {
        firstName: 'Rosa',
        lastName: 'Quintero',
        dob: '1990-01-02',
        phone: '+15125550199',
        email: 'rosa@example.com',
        address: '4 Elm St',
        zipCode: '78702',
      },
      comment: 'New employer since May',
      trustedInfo: true,
    });
    await publishAndWait(sent.requestId, 2, sent, answered);

    const page = await list({ patientName: 'quinter' });
    expect(page.recordsQty).toBe(1);
    expect(page.records[0]).toMatchObject({
      _id: sent.requestId,
      patientName: 'Rosa Quintero',
      phone: '+15125550199',
      dob: '1990-01-02',
      status: 1,
      missingFields: ['Subscriber ID', 'Employer'],
      dateCreated: '2031-03-02T10:00:00.000Z',
      dateUpdate: '2031-03-02T11:30:00.000Z',
    });
    expect((await list({ patientName: 'Rosa', missingField: 'Employer' })).recordsQty).toBe(1);
    expect((await list({ patientName: 'Rosa', missingField: 'Carrier' })).recordsQty).toBe(0);
    expect(await send(DataQualityCommands.missingFields, { practiceIds: [PRACTICE._id] })).toEqual(
      expect.arrayContaining(['Employer', 'Subscriber ID']),
    );

    const detail = await send(DataQualityCommands.detail, { id: sent.requestId });
    expect(detail.detail).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Quintero',
      email: 'rosa@example.com',
      address: '4 Elm St',
      zipCode: '78702',
      dqaRequestLast: { comment: 'New employer since May', trustedInfo: true, stage: 'answered' },
    });
    expect(detail.dqaRequest.map((e) => e.stage)).toEqual(['answered', 'sent']);
  }, 60_000);

  it('keeps the newest message when an older one arrives late, and a repeated message once', async () => {
    const answered = aMessage({
      stage: 'answered',
      occurredAt: '2031-03-03T12:00:00.000Z',
      patient: { firstName: 'Lena', lastName: 'Marsh', phone: '+15125550111' },
    });
    const olderSent = aMessage({
      requestId: answered.requestId,
      occurredAt: '2031-03-03T09:00:00.000Z',
      patient: { firstName: 'Lena', lastName: 'Marsh', phone: '+15125550000' },
    });
    await publishAndWait(answered.requestId, 2, answered, olderSent, answered);
    const [record] = (await list({ patientName: 'Lena Marsh' })).records;
    expect(record).toMatchObject({ phone: '+15125550111', status: 1, dateCreated: '2031-03-03T09:00:00.000Z' });
    expect(await historyOf(answered.requestId)).toBe(2);
  }, 60_000);

  it('confirms an answer once; a new answer makes the record Active again', async () => {
    const answered = aMessage({ stage: 'answered', patient: { firstName: 'Omar', lastName: 'Haddad' } });
    await publishAndWait(answered.requestId, 1, answered);

    await expect(send(DataQualityCommands.confirm, { requestsId: answered.requestId })).resolves.toEqual({
      _id: answered.requestId,
      status: 0,
      message: DqaMessages.saved,
    });
    expect((await list({ patientName: 'Omar Haddad' })).records[0].status).toBe(0);
    const again = await rejection(send(DataQualityCommands.confirm, { requestsId: answered.requestId }));
    expect({ code: again.code, message: again.message }).toEqual({ code: ErrorCode.Conflict, message: DqaMessages.notActive });

    const later = aMessage({ ...answered, eventId: randomUUID(), occurredAt: '2031-03-02T15:00:00.000Z' });
    await publishAndWait(answered.requestId, 2, later);
    expect((await list({ patientName: 'Omar Haddad' })).records[0].status).toBe(1);
  }, 60_000);

  it("refuses a request that waits for its answer, another practice's record and bad input", async () => {
    const waiting = aMessage({ patient: { firstName: 'Ines', lastName: 'Park' } });
    const elsewhere = aMessage({ practiceId: OTHER_PRACTICE._id, stage: 'answered', patient: { firstName: 'Hugo', lastName: 'Berg' } });
    await publishAndWait(waiting.requestId, 1, waiting);
    await publishAndWait(elsewhere.requestId, 1, elsewhere);

    expect((await rejection(send(DataQualityCommands.confirm, { requestsId: waiting.requestId }))).code).toBe(ErrorCode.Conflict);
    // Granted only PRACTICE: the other practice's record is not found, and its list is refused.
    expect((await rejection(send(DataQualityCommands.detail, { id: elsewhere.requestId }))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(send(DataQualityCommands.confirm, { requestsId: elsewhere.requestId }))).code).toBe(ErrorCode.NotFound);
    expect((await rejection(list({}, [OTHER_PRACTICE._id]))).code).toBe(ErrorCode.Forbidden);
    expect((await list({ patientName: 'Hugo Berg' })).recordsQty).toBe(0);
    const stillActive = await send(DataQualityCommands.detail, { id: elsewhere.requestId }, actor([OTHER_PRACTICE._id]));
    expect(stillActive.status).toBe(1);

    const bad = await rejection(send(DataQualityCommands.list, { practiceIds: [PRACTICE._id], limit: 7 }));
    expect(bad.code).toBe(ErrorCode.BadInput);
    expect(bad.issues?.map((i) => i.path)).toEqual(['limit']);
  }, 60_000);
});

describe('confirm update writes the answer into the transaction', () => {
  interface PatientColumns {
    patient_first_name: string;
    patient_last_name: string;
    patient_name: string;
    patient_dob: string | null;
    subscriber_first_name: string;
    subscriber_dob: string | null;
    member_id: string;
    history: { action: string; userId: string; fields?: string[]; detail?: string }[];
  }
  const transactionRow = async (id: string): Promise<PatientColumns> =>
    (
      (await service.verification.dataSource.query(
        `SELECT patient_first_name, patient_last_name, patient_name, to_char(patient_dob, 'YYYY-MM-DD') AS patient_dob,
                subscriber_first_name, to_char(subscriber_dob, 'YYYY-MM-DD') AS subscriber_dob, member_id, history
           FROM transaction WHERE id = $1`,
        [id],
      )) as PatientColumns[]
    )[0];

  const anAnswer = (transactionId: string, practiceId = PRACTICE._id) =>
    aMessage({
      transactionId,
      practiceId,
      stage: 'answered',
      missingFields: ['Patient DOB'],
      patient: { firstName: 'Marta', lastName: 'Solis', dob: '1979-06-15', phone: '+15125550177' },
    });

  it('applies the confirmed name and birth date to the transaction, once, with its history', async () => {
    const transactionId = await storeTransaction(service.verification.dataSource, {
      client_id: CLIENT._id,
      practice_id: PRACTICE._id,
      patient_first_name: 'Marta',
      patient_last_name: 'Soliz',
      patient_name: 'Marta Soliz',
      subscriber_first_name: 'Marta',
      subscriber_last_name: 'Soliz',
      relationship: 'Self',
    });
    const before = await transactionRow(transactionId);
    const answer = anAnswer(transactionId);
    await publishAndWait(answer.requestId, 1, answer);

    await expect(send(DataQualityCommands.confirm, { requestsId: answer.requestId })).resolves.toMatchObject({ status: 0 });
    const after = await transactionRow(transactionId);
    expect(after).toMatchObject({
      patient_first_name: 'Marta',
      patient_last_name: 'Solis',
      patient_name: 'Marta Solis',
      patient_dob: '1979-06-15',
      // The patient is the subscriber: the subscriber's birth date follows; the member id is untouched.
      subscriber_dob: '1979-06-15',
      member_id: before.member_id,
    });
    expect(after.history.at(-1)).toMatchObject({
      action: 'data-quality.confirmed',
      userId: actor().userId,
      fields: ['PatientLastName', 'PatientDOB', 'SubscriberLastName', 'SubscriberDOB'],
      detail: `Data quality request ${answer.requestId}`,
    });

    const again = await rejection(send(DataQualityCommands.confirm, { requestsId: answer.requestId }));
    expect(again.code).toBe(ErrorCode.Conflict);
    expect((await transactionRow(transactionId)).history).toHaveLength(after.history.length);
  }, 60_000);

  it("refuses another practice's record, and a transaction of another practice than its record's", async () => {
    const elsewhereTransaction = await storeTransaction(service.verification.dataSource, {
      client_id: CLIENT._id,
      practice_id: OTHER_PRACTICE._id,
      patient_last_name: 'Unchanged',
    });
    const elsewhere = anAnswer(elsewhereTransaction, OTHER_PRACTICE._id);
    // A record of PRACTICE naming a transaction of OTHER_PRACTICE: the verification service refuses it.
    const crossed = anAnswer(elsewhereTransaction, PRACTICE._id);
    await publishAndWait(elsewhere.requestId, 1, elsewhere);
    await publishAndWait(crossed.requestId, 1, crossed);

    expect((await rejection(send(DataQualityCommands.confirm, { requestsId: elsewhere.requestId }))).code).toBe(ErrorCode.NotFound);
    const both = actor([PRACTICE._id, OTHER_PRACTICE._id]);
    expect((await rejection(send(DataQualityCommands.confirm, { requestsId: crossed.requestId }, both))).code).toBe(ErrorCode.NotFound);
    expect((await transactionRow(elsewhereTransaction)).patient_last_name).toBe('Unchanged');
    expect((await send(DataQualityCommands.detail, { id: crossed.requestId })).status).toBe(1);
  }, 60_000);

  it('fails with 503 and changes nothing when the verification service does not answer', async () => {
    const transactionId = await storeTransaction(service.verification.dataSource, {
      client_id: CLIENT._id,
      practice_id: PRACTICE._id,
      patient_last_name: 'Before',
    });
    const answer = anAnswer(transactionId);
    await publishAndWait(answer.requestId, 1, answer);
    const silent = {
      send: () =>
        Promise.reject(
          new AppError(ErrorCode.ServiceUnavailable, 'The verification service did not answer within 5 s; please try again', true),
        ),
    } as unknown as RpcClient;
    const handlers = new DataQualityHandlers(service.app.get(DataQualityRepository), service.app.get(RecallTransactionsRepository), silent);

    const refused = await rejection(handlers.confirm({ requestsId: answer.requestId }, actor()));
    expect(refused.code).toBe(ErrorCode.ServiceUnavailable);
    expect((await send(DataQualityCommands.detail, { id: answer.requestId })).status).toBe(1);
    expect((await transactionRow(transactionId)).patient_last_name).toBe('Before');
    // The service answers again: the same record confirms.
    await expect(send(DataQualityCommands.confirm, { requestsId: answer.requestId })).resolves.toMatchObject({ status: 0 });
    expect((await transactionRow(transactionId)).patient_last_name).toBe('Solis');
  }, 60_000);
});

describe('recall transactions', () => {
  const facts = (overrides: Partial<TransactionFacts>): TransactionFacts => ({
    transactionId: newId(),
    clientId: CLIENT._id,
    practiceId: PRACTICE._id,
    practiceName: PRACTICE.name,
    clientName: CLIENT.name,
    type: 'FBD',
    appointmentDate: '2031-04-10',
    patientName: 'Recall Patient',
    carrierName: 'Delta Dental',
    ivStatus: 'Active',
    ivProcessResult: 'Check',
    statusPatient: '',
    audited: false,
    missingRequiredInputQty: 2,
    created: '2031-04-01T00:00:00.000Z',
    ...overrides,
  });

  it("lists the practices' transactions still missing fields with the patient contact made for them", async () => {
    const contacted = facts({ patientName: 'Recall Contacted', appointmentDate: '2031-04-11' });
    const silent = facts({ patientName: 'Recall Silent', appointmentDate: '2031-04-10', missingRequiredInputQty: 3 });
    const complete = facts({ patientName: 'Recall Complete', missingRequiredInputQty: 0 });
    const elsewhere = facts({ patientName: 'Recall Elsewhere', practiceId: OTHER_PRACTICE._id });
    const readModel = service.app.get(ReadModelRepository);
    await service.dataSource.transaction((m) =>
      readModel.store(m, { facts: [contacted, silent, complete, elsewhere], readAt: new Date().toISOString() }),
    );
    const answer = aMessage({
      transactionId: contacted.transactionId,
      stage: 'answered',
      occurredAt: '2031-04-05T08:00:00.000Z',
      missingFields: ['Member ID', 'Group number'],
      patient: { firstName: 'Recall', lastName: 'Contacted' },
    });
    await publishAndWait(answer.requestId, 1, answer);

    const page = await send(DataQualityCommands.recall, { practiceIds: [PRACTICE._id], patientName: 'Recall', startDate: '2031-04-01' });
    expect(page).toEqual({
      recordsQty: 2,
      records: [
        {
          _id: silent.transactionId,
          appointment: '2031-04-10',
          patientName: 'Recall Silent',
          practice: PRACTICE.name,
          patientContacted: false,
          patientResponded: false,
          missingItem: '3 missing fields',
          received: null,
        },
        {
          _id: contacted.transactionId,
          appointment: '2031-04-11',
          patientName: 'Recall Contacted',
          practice: PRACTICE.name,
          patientContacted: true,
          patientResponded: true,
          missingItem: 'Member ID, Group number',
          received: '2031-04-05T08:00:00.000Z',
        },
      ],
    });
    const second = await send(DataQualityCommands.recall, { practiceIds: [PRACTICE._id], patientName: 'Recall', page: 2, limit: 10 });
    expect(second.records).toEqual([]);
    expect((await rejection(send(DataQualityCommands.recall, { practiceIds: [OTHER_PRACTICE._id] }))).code).toBe(ErrorCode.Forbidden);
  }, 60_000);
});
