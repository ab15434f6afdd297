/**
 * The verification service in-process against real Postgres, Redis and the Kafka stand-in: bot
 * results arrive through Kafka, lists are asked for through the same request-reply the gateway uses.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { INestApplication } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import {
  ErrorCode,
  Topics,
  VerificationCommands,
  isId,
  type Actor,
  type BotVerificationResultInput,
  type CommandRequest,
  type DeadLetter,
} from '@dental/contracts';
import type { RpcClient } from '@dental/messaging';
import { TopicListener, aBotVerificationResult, rejection, startPublisher, waitFor } from '@dental/testing';
import { CLIENT_A, CLIENT_B, PRACTICE_A, PRACTICE_B, actorOfClientA } from './support/fixtures';
import { announcePractice } from './support/practice-events';
import { startVerificationService, type VerificationService } from './support/verification-service';
import { recordsIn, recordsOf, waitForRecord } from './support/recorded-transactions';

const DAY = '2026-11-23';

const actorOfA: Actor = actorOfClientA([PRACTICE_A._id], ['transaction.list_transaction']);

let service: VerificationService;
let app: INestApplication;
let dataSource: DataSource;
let rpc: RpcClient;
let publisher: Awaited<ReturnType<typeof startPublisher>>;
let deadLetters: TopicListener;
let recorded: TopicListener;

function list(payload: CommandRequest<typeof VerificationCommands.listTransactions>, actor: Actor | null = actorOfA) {
  return rpc.send(VerificationCommands.listTransactions, payload, actor, randomUUID());
}

/** A bot result for practice A about a patient no other test uses. */
function aResult(overrides: Partial<BotVerificationResultInput> = {}): BotVerificationResultInput & { patient: { lastName: string } } {
  const lastName = `Patient${randomUUID().slice(0, 8)}`;
  const base = aBotVerificationResult({
    clientId: CLIENT_A._id,
    practiceId: PRACTICE_A._id,
    appointment: { date: DAY, time: '09:30', provider: 'Dr. Patel', note: '' },
  });
  return { ...base, patient: { ...base.patient, lastName }, ...overrides } as BotVerificationResultInput & {
    patient: { lastName: string };
  };
}

const publishResult = (result: BotVerificationResultInput) =>
  publisher.publish(Topics.BotVerificationResult, result.verificationId, result);
const byPatient = (lastName: string) => list({ practiceId: PRACTICE_A._id, filter: { patientName: { operation: 'ew', value: lastName } } });
const storedFor = async (verificationId: string) =>
  Number((await dataSource.query(`SELECT count(*) AS n FROM transaction WHERE bot_verification_id = $1`, [verificationId]))[0].n);
const letterAbout = (text: string) =>
  deadLetters.waitFor(`a dead letter containing ${text}`, (m) => (JSON.parse(m.value) as DeadLetter).payload.includes(text));

beforeAll(async () => {
  // Exports store files in S3; this file builds none, so the S3 stand-in is not needed.
  service = await startVerificationService();
  ({ app, dataSource, rpc } = service);
  const brokers = service.broker.brokers;
  [deadLetters, recorded, publisher] = await Promise.all([
    TopicListener.start(brokers, Topics.DeadLetter),
    TopicListener.start(brokers, Topics.TransactionRecorded),
    startPublisher(brokers),
  ]);

  // The practice projection is fed by the auth service's events.
  for (const practice of [PRACTICE_A, PRACTICE_B]) await announcePractice(publisher, dataSource, practice);
}, 120_000);

afterAll(async () => {
  await Promise.all([deadLetters?.stop(), recorded?.stop(), publisher?.stop()]);
  await service?.stop();
});

describe('bot verification results', () => {
  it('records a valid result, listed to a user of that practice with the documented row', async () => {
    const result = aResult();
    await publishResult(result);

    const page = await waitFor('the transaction in the list', async () => {
      const answer = await byPatient(result.patient.lastName);
      return answer.recordsQty > 0 && answer;
    });
    expect(page.recordsQty).toBe(1);
    expect(page.records[0]).toEqual(
      expect.objectContaining({
        type: 'ELG',
        PatientName: `Jordan ${result.patient.lastName}`,
        PracticeName: PRACTICE_A.name,
        practiceId: PRACTICE_A._id,
        clientId: CLIENT_A._id,
        CarrierName: 'Delta Dental',
        iv_status: 'Active',
        iv_process_result: 'Done by DR',
        provider: 'Dr. Patel',
        appointment_date: DAY,
        audited: false,
        uploadFBD: false,
        color: null,
      }),
    );
    expect(isId(page.records[0]._id)).toBe(true);
  });

  it('announces each recorded transaction on verification.transaction.recorded through the outbox', async () => {
    const result = aResult({ type: 'FBD' });
    await publishResult(result);
    const { record, message } = await waitForRecord(recorded, 'the recorded event', (r) => r.sourceEventId === result.eventId);
    const [row] = (await byPatient(result.patient.lastName)).records;
    expect(record).toEqual({
      transactionId: row._id,
      clientId: CLIENT_A._id,
      practiceId: PRACTICE_A._id,
      type: 'FBD',
      change: 'created',
      source: 'bot',
      sourceEventId: result.eventId,
      occurredAt: expect.any(String),
    });
    expect(recordsIn(message)).toEqual([record]);
    expect(message.key).toBe(row._id);
    expect(message.headers).toEqual(expect.objectContaining({ producer: 'verification', 'message-id': expect.any(String) }));
  });

  it('applies a redelivered event once, and a newer result of the same verification updates the same transaction', async () => {
    const first = aResult({ occurredAt: '2026-11-20T10:00:00.000Z' });
    await publishResult(first);
    await publishResult(first);
    const newer = {
      ...first,
      eventId: randomUUID(),
      occurredAt: '2026-11-20T11:00:00.000Z',
      result: { ...first.result, eligibilityStatus: 'Inactive' },
    };
    await publishResult(newer);

    const page = await waitFor('the newer result in the list', async () => {
      const answer = await byPatient(first.patient.lastName);
      return answer.records[0]?.iv_status === 'Inactive' && answer;
    });
    expect(page.recordsQty).toBe(1);
    expect(await storedFor(first.verificationId)).toBe(1);
    const changes = () => recordsOf(recorded).filter((e) => e.transactionId === page.records[0]._id);
    await waitFor('the update event', () => changes().length >= 2);
    expect(changes().map((e) => e.change)).toEqual(['created', 'updated']);

    // An older result that arrives late (a bot's retry) is taken in but changes nothing.
    const older = {
      ...first,
      eventId: randomUUID(),
      occurredAt: '2026-11-20T10:30:00.000Z',
      result: { ...first.result, eligibilityStatus: 'Max out' },
    };
    await publishResult(older);
    await waitFor(
      'the older result to be processed',
      async () => (await dataSource.query('SELECT 1 FROM processed_message WHERE message_id = $1', [older.eventId])).length > 0,
    );
    expect((await byPatient(first.patient.lastName)).records[0].iv_status).toBe('Inactive');
  });

  it('dead-letters a message that is not JSON, with the reason and the original text, and stores nothing', async () => {
    const before = Number((await dataSource.query('SELECT count(*) AS n FROM transaction'))[0].n);
    const text = `{"eventId": "${randomUUID()}", "patient": oops`;
    await publisher.publish(Topics.BotVerificationResult, 'bad-json', text);

    const letter = JSON.parse((await letterAbout(text)).value) as DeadLetter;
    expect(letter).toEqual(
      expect.objectContaining({
        topic: Topics.BotVerificationResult,
        consumer: 'verification',
        kind: 'invalid',
        payload: text,
        reason: expect.stringMatching(/expected object/i),
      }),
    );
    expect(Number((await dataSource.query('SELECT count(*) AS n FROM transaction'))[0].n)).toBe(before);
  });

  it('dead-letters a result that breaks the schema, naming every wrong field, and stores nothing', async () => {
    const result = aResult();
    const invalid = { ...result, appointment: { ...result.appointment, date: '11/23/2026' }, patient: { ...result.patient, lastName: '' } };
    await publishResult(invalid);

    const letter = JSON.parse((await letterAbout(result.verificationId)).value) as DeadLetter;
    expect(letter.reason).toContain('appointment.date must be a date as YYYY-MM-DD');
    expect(letter.reason).toContain('patient.lastName');
    expect(JSON.parse(letter.payload)).toEqual(invalid);
    expect(await storedFor(result.verificationId)).toBe(0);
  });

  it('dead-letters a result for a practice of another client, and stores nothing', async () => {
    const result = aResult({ clientId: CLIENT_B._id });
    await publishResult(result);

    const letter = JSON.parse((await letterAbout(result.verificationId)).value) as DeadLetter;
    expect(letter.reason).toBe(`practiceId ${PRACTICE_A._id} does not belong to clientId ${CLIENT_B._id}`);
    expect(letter.kind).toBe('invalid');
    expect(await storedFor(result.verificationId)).toBe(0);
  });

  it('dead-letters a result for a practice it does not know', async () => {
    const unknown = '6955b90000000000000fffff';
    const result = aResult({ practiceId: unknown });
    await publishResult(result);

    const letter = JSON.parse((await letterAbout(result.verificationId)).value) as DeadLetter;
    expect(letter.reason).toBe(`practiceId ${unknown} is not a known practice`);
    expect(await storedFor(result.verificationId)).toBe(0);
  });
});

describe('transaction list', () => {
  it('refuses a practice the actor was not granted', async () => {
    const error = await rejection(list({ practiceId: [PRACTICE_A._id, PRACTICE_B._id] }));
    expect(error.code).toBe(ErrorCode.Forbidden);
    expect(error.message).toBe(`You do not have access to practice ${PRACTICE_B._id}`);
  });

  it('refuses a request without an actor', async () => {
    expect((await rejection(list({}, null))).code).toBe(ErrorCode.Unauthenticated);
  });

  it('rejects bad input with BAD_INPUT naming the field', async () => {
    const error = await rejection(list({ limit: 7 as 25 }));
    expect(error.code).toBe(ErrorCode.BadInput);
    expect(error.message).toContain('limit');
    expect(error.issues).toEqual([{ path: 'limit', message: 'must be one of 25, 50, 100' }]);
  });

  it('lists nothing of practice A to a user of practice B', async () => {
    const page = await list({}, { ...actorOfA, clientId: CLIENT_B._id, clientIds: [CLIENT_B._id], practiceIds: [PRACTICE_B._id] });
    expect(page).toEqual({ records: [], recordsQty: 0 });
  });
});

describe('health', () => {
  it('is ready with database, Kafka and Redis up', async () => {
    const port = (app.getHttpServer().address() as AddressInfo).port;
    const response = await fetch(`http://127.0.0.1:${port}/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'up', kafka: 'up', redis: 'up' } });
  });
});
