/**
 * The bot intake applies a fetched batch of results in one database transaction. These tests publish
 * batches in one send to one partition (so the service fetches them together) and check what a caller
 * sees: the stored transactions, one recorded event per new or changed transaction, and dead letters
 * for exactly the messages that could not be applied.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Kafka, Partitioners, logLevel, type Producer } from 'kafkajs';
import type { DataSource } from 'typeorm';
import { MessageHeaders, RECORDED_PER_MESSAGE, Topics, type BotVerificationResultInput, type DeadLetter } from '@dental/contracts';
import { DEMO_CLIENTS, TopicListener, aBotVerificationResult, waitFor } from '@dental/testing';
import { CLIENT_A, PRACTICE_A } from './support/fixtures';
import { startVerificationService, type VerificationService } from './support/verification-service';
import { recordsIn, recordsOf } from './support/recorded-transactions';

let service: VerificationService;
let dataSource: DataSource;
let producer: Producer;
let deadLetters: TopicListener;
let recorded: TopicListener;

/** Publishes the values in one send to partition 0, each with its own message id (a result's eventId). */
async function publishBatch(values: (BotVerificationResultInput | string)[]): Promise<void> {
  await producer.send({
    topic: Topics.BotVerificationResult,
    messages: values.map((value) => ({
      partition: 0,
      key: typeof value === 'string' ? 'not-json' : value.verificationId,
      value: typeof value === 'string' ? value : JSON.stringify(value),
      headers: { [MessageHeaders.MessageId]: typeof value === 'string' ? randomUUID() : value.eventId },
    })),
  });
}

/** A result for practice A, its verification and patient named after the run's marker. */
function aResult(marker: string, overrides: Partial<BotVerificationResultInput> = {}): BotVerificationResultInput {
  const base = aBotVerificationResult({ clientId: CLIENT_A._id, practiceId: PRACTICE_A._id });
  return { ...base, verificationId: `${marker}-${randomUUID().slice(0, 8)}`, ...overrides };
}

const stored = async (verificationId: string) =>
  (await dataSource.query(`SELECT id, iv_status FROM transaction WHERE bot_verification_id = $1`, [verificationId])) as {
    id: string;
    iv_status: string;
  }[];
/** The recorded events announcing these bot results (by their eventId), in the order published. */
const eventsAbout = (results: { eventId: string }[]) => {
  const eventIds = new Set(results.map((r) => r.eventId));
  return recordsOf(recorded).filter((e) => eventIds.has(e.sourceEventId ?? ''));
};
const lettersAbout = (marker: string) =>
  deadLetters.messages.map((m) => JSON.parse(m.value) as DeadLetter).filter((letter) => letter.payload.includes(marker));
const processed = async (messageIds: string[]) =>
  Number((await dataSource.query(`SELECT count(*) AS n FROM processed_message WHERE message_id = ANY($1::text[])`, [messageIds]))[0].n);

beforeAll(async () => {
  service = await startVerificationService();
  dataSource = service.dataSource;
  const brokers = service.broker.brokers;
  producer = new Kafka({ clientId: 'test-bot-batches', brokers: [brokers], logLevel: logLevel.NOTHING }).producer({
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  [deadLetters, recorded] = await Promise.all([
    TopicListener.start(brokers, Topics.DeadLetter),
    TopicListener.start(brokers, Topics.TransactionRecorded),
    producer.connect(),
  ]);
  // The practice projection as the auth service's event leaves it (the events themselves are tested in verification.int-spec.ts).
  await dataSource.query(
    `INSERT INTO practice (practice_id, client_id, name, client_name, state, deleted, changed_at) VALUES ($1, $2, $3, $4, $5, false, now())`,
    [PRACTICE_A._id, PRACTICE_A.clientId, PRACTICE_A.name, DEMO_CLIENTS.find((c) => c._id === PRACTICE_A.clientId)!.name, PRACTICE_A.state],
  );
}, 120_000);

afterAll(async () => {
  await Promise.all([deadLetters?.stop(), recorded?.stop(), producer?.disconnect()]);
  await service?.stop();
});

describe('a batch of bot results', () => {
  it('announces a batch in messages of up to RECORDED_PER_MESSAGE records, each transaction once', async () => {
    const marker = `many-${randomUUID().slice(0, 8)}`;
    const results = Array.from({ length: 1_200 }, () => aResult(marker));
    // In sends of 400 (about 400 KB): the broker refuses a batch over 1 MB.
    for (let start = 0; start < results.length; start += 400) await publishBatch(results.slice(start, start + 400));
    await waitFor('every result announced', () => eventsAbout(results).length >= results.length, 60_000);
    const eventIds = new Set(results.map((r) => r.eventId));
    const carrying = recorded.messages.filter((m) => recordsIn(m).some((e) => eventIds.has(e.sourceEventId ?? '')));
    const sizes = carrying.map((m) => recordsIn(m).length);
    process.stdout.write(`${results.length} bot results announced in ${carrying.length} messages of ${sizes.join(', ')} records\n`);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(RECORDED_PER_MESSAGE);
    // Fetched in a few batches, so far fewer messages than results (one each before).
    expect(carrying.length).toBeLessThanOrEqual(results.length / 50);
    const announced = eventsAbout(results).map((e) => e.transactionId);
    expect(new Set(announced).size).toBe(results.length);
    expect(announced).toHaveLength(results.length);
  });

  it('stores the valid ones once, announces each new or changed transaction, and dead-letters only the malformed ones', async () => {
    const marker = `batch-${randomUUID().slice(0, 8)}`;
    // Applied in an earlier batch, then redelivered in this one.
    const earlier = aResult(marker);
    await publishBatch([earlier]);
    await waitFor('the earlier result', async () => (await stored(earlier.verificationId)).length === 1);

    const first = aResult(marker, { occurredAt: '2026-11-20T10:00:00.000Z' });
    const second = aResult(marker);
    const newerOfFirst = {
      ...first,
      eventId: randomUUID(),
      occurredAt: '2026-11-20T11:00:00.000Z',
      result: { ...first.result, eligibilityStatus: 'Inactive' },
    };
    const notJson = `{"verificationId": "${marker}-not-json", "patient": oops`;
    const badDate = { ...aResult(marker), appointment: { date: '11/23/2026' } };
    const unknownPractice = aResult(marker, { practiceId: '6955b90000000000000fffff' });
    await publishBatch([
      first,
      notJson,
      second,
      first, // a redelivery within the batch
      badDate as BotVerificationResultInput,
      newerOfFirst,
      earlier, // a redelivery of a message applied before
      unknownPractice,
    ]);

    await waitFor('three dead letters', () => lettersAbout(marker).length >= 3);
    await waitFor('the events of the batch', () => eventsAbout([earlier, first, second, newerOfFirst]).length >= 4);
    expect((await stored(first.verificationId)).map((t) => t.iv_status)).toEqual(['Inactive']);
    expect(await stored(second.verificationId)).toHaveLength(1);
    expect(await stored(earlier.verificationId)).toHaveLength(1);
    expect(await stored(unknownPractice.verificationId)).toEqual([]);
    expect(await stored(badDate.verificationId)).toEqual([]);

    const [firstRow] = await stored(first.verificationId);
    const [secondRow] = await stored(second.verificationId);
    const [earlierRow] = await stored(earlier.verificationId);
    // One record per recorded change; a batch's records travel together, in the order written.
    const events = eventsAbout([earlier, first, second, newerOfFirst]).map((e) => [e.sourceEventId, e.transactionId, e.change]);
    expect(events).toHaveLength(4);
    expect(events).toEqual(
      expect.arrayContaining([
        [earlier.eventId, earlierRow.id, 'created'],
        [second.eventId, secondRow.id, 'created'],
      ]),
    );
    expect(events.filter(([, transactionId]) => transactionId === firstRow.id)).toEqual([
      [first.eventId, firstRow.id, 'created'],
      [newerOfFirst.eventId, firstRow.id, 'updated'],
    ]);

    // Dead letters are keyed by where each message was, so they spread over partitions: compared by payload.
    const letters = new Map(lettersAbout(marker).map((l) => [l.payload, l]));
    expect(lettersAbout(marker)).toHaveLength(3);
    expect(letters.get(notJson)).toEqual(expect.objectContaining({ kind: 'invalid', reason: expect.stringMatching(/expected object/i) }));
    expect(letters.get(JSON.stringify(badDate))).toEqual(
      expect.objectContaining({ kind: 'invalid', reason: expect.stringContaining('appointment.date must be a date as YYYY-MM-DD') }),
    );
    expect(letters.get(JSON.stringify(unknownPractice))).toEqual(
      expect.objectContaining({ kind: 'invalid', reason: 'practiceId 6955b90000000000000fffff is not a known practice' }),
    );
    // The refused message is not recorded as processed: a redelivery meets the same refusal.
    expect(await processed([unknownPractice.eventId, first.eventId, second.eventId, newerOfFirst.eventId])).toBe(3);
  });

  it('keeps an older result of a verification arriving after a newer one in the same batch from changing it', async () => {
    const marker = `stale-${randomUUID().slice(0, 8)}`;
    const newer = aResult(marker, { occurredAt: '2026-11-20T11:00:00.000Z' });
    const older = {
      ...newer,
      eventId: randomUUID(),
      occurredAt: '2026-11-20T10:00:00.000Z',
      result: { ...newer.result, eligibilityStatus: 'Max out' },
    };
    await publishBatch([newer, older]);

    await waitFor('both results processed', async () => (await processed([newer.eventId, older.eventId])) === 2);
    expect((await stored(newer.verificationId)).map((t) => t.iv_status)).toEqual(['Active']);
    await waitFor('the created event', () => eventsAbout([newer, older]).length >= 1);
    expect(eventsAbout([newer, older]).map((e) => [e.sourceEventId, e.change])).toEqual([[newer.eventId, 'created']]);
  });

  it('dead-letters a result whose text the database cannot store, and stores the rest of its batch', async () => {
    const marker = `nul-${randomUUID().slice(0, 8)}`;
    const good = aResult(marker);
    const base = aResult(marker);
    // Valid JSON and valid for the schema, but Postgres text cannot hold a NUL character.
    const withNul = { ...base, patient: { ...base.patient, lastName: 'Nul\u0000Patient' } };
    await publishBatch([good, withNul]);

    await waitFor('the dead letter', () => lettersAbout(marker).length >= 1);
    const [letter] = lettersAbout(marker);
    expect(letter.kind).toBe('invalid');
    expect(JSON.parse(letter.payload)).toEqual(withNul);
    expect(await stored(good.verificationId)).toHaveLength(1);
    expect(await stored(withNul.verificationId)).toEqual([]);
    await waitFor('the good result announced', () => eventsAbout([good, withNul]).length >= 1);
    expect(eventsAbout([good, withNul]).map((e) => e.sourceEventId)).toEqual([good.eventId]);
  });
});
