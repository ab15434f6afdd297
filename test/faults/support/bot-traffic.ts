/**
 * Bot traffic for the fault tests: thousands of results (a known share of them invalid) published at
 * a steady rate as bots would, and the counts that say whether each was applied exactly once.
 */
import { randomUUID } from 'node:crypto';
import { Kafka, Partitioners, logLevel, type Admin, type Producer } from 'kafkajs';
import { Client } from 'pg';
import { MessageHeaders, Topics, type DeadLetter } from '@dental/contracts';
import { DEMO_PRACTICES, aBotVerificationResult, aPracticeChangedEvent } from '@dental/testing';
import { until } from './processes';

/** Practices the traffic spreads over (all of the demo client's practices the projection knows). */
export const PRACTICES = DEMO_PRACTICES.slice(0, 5);

export interface BotMessage {
  /** The message id the consumer records (the result's eventId, or a fresh id for a message that is not one). */
  messageId: string;
  key: string;
  value: string;
  /** The verification it creates, when valid. */
  verificationId?: string;
}

/**
 * `count` results over PRACTICES; every `invalidEvery`-th is refused by the service for one of the
 * reasons bots get wrong (not JSON, a field breaking the schema, a practice the service does not know).
 */
export function botMessages(count: number, invalidEvery: number, marker: string): BotMessage[] {
  return Array.from({ length: count }, (_, i) => {
    const practice = PRACTICES[i % PRACTICES.length];
    const result = aBotVerificationResult({ clientId: practice.clientId, practiceId: practice._id, verificationId: `${marker}-${i}` });
    if ((i + 1) % invalidEvery !== 0)
      return {
        messageId: result.eventId,
        key: result.verificationId,
        value: JSON.stringify(result),
        verificationId: result.verificationId,
      };
    const kind = Math.floor(i / invalidEvery) % 3;
    if (kind === 0) return { messageId: randomUUID(), key: `${marker}-${i}`, value: `not json ${marker}-${i}` };
    if (kind === 1) return { messageId: result.eventId, key: result.verificationId, value: JSON.stringify({ ...result, type: 'XYZ' }) };
    return {
      messageId: result.eventId,
      key: result.verificationId,
      value: JSON.stringify({ ...result, practiceId: '6955b90000000000000009ff' }),
    };
  });
}

export async function connectProducer(brokers: string): Promise<Producer> {
  const producer = new Kafka({ clientId: 'fault-bot', brokers: [brokers], logLevel: logLevel.NOTHING }).producer({
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  return producer;
}

/**
 * Announces PRACTICES as the auth service does, and waits until the verification service (whose
 * database is at `databaseUrl`) knows them, so it accepts results for them.
 */
export async function announcePractices(producer: Producer, databaseUrl: string): Promise<void> {
  await producer.send({
    topic: Topics.PracticeChanged,
    messages: PRACTICES.map((p) => ({
      key: p._id,
      value: JSON.stringify(aPracticeChangedEvent(p, '')),
      headers: { [MessageHeaders.MessageId]: randomUUID() },
    })),
  });
  await until('the practices in the verification service', async () => {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM verification.practice WHERE practice_id = ANY($1::text[])`, [
        PRACTICES.map((p) => p._id),
      ]);
      return rows[0].n === PRACTICES.length;
    } finally {
      await db.end();
    }
  });
}

/**
 * Publishes the messages in sends of 100 at `perSecond`; `onSent(n)` runs after each send, so a test
 * can break something part-way. A send the broker refuses (it is being restarted) is tried again.
 */
export async function publishSteadily(
  producer: Producer,
  messages: BotMessage[],
  { perSecond, onSent }: { perSecond: number; onSent?: (sent: number) => Promise<void> | void },
): Promise<void> {
  const started = Date.now();
  for (let sent = 0; sent < messages.length;) {
    const chunk = messages.slice(sent, sent + 100);
    await until(
      'the broker to take a send',
      async () => {
        await producer.send({
          topic: Topics.BotVerificationResult,
          messages: chunk.map((m) => ({ key: m.key, value: m.value, headers: { [MessageHeaders.MessageId]: m.messageId } })),
        });
        return true;
      },
      60_000,
      250,
    );
    sent += chunk.length;
    await onSent?.(sent);
    const due = started + (sent / perSecond) * 1000;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
  }
}

/** How many messages of the topic the group has not consumed yet (high watermark minus committed offset, summed). */
export async function lagOf(admin: Admin, groupId: string, topic = Topics.BotVerificationResult): Promise<number> {
  const [ends, [committed]] = await Promise.all([admin.fetchTopicOffsets(topic), admin.fetchOffsets({ groupId, topics: [topic] })]);
  const done = new Map(committed.partitions.map((p) => [p.partition, Math.max(0, Number(p.offset))]));
  return ends.reduce((lag, p) => lag + Number(p.high) - (done.get(p.partition) ?? 0), 0);
}

export interface Applied {
  /** Transactions stored for the run's verifications. */
  transactions: number;
  /** Distinct verifications among them (a verification stored twice would differ). */
  distinct: number;
  /** Bot messages the service recorded as processed. */
  processed: number;
  /** Announcements ("created") the service wrote to its outbox for the run's messages. */
  announced: number;
}

export async function applied(databaseUrl: string, marker: string, messageIds: string[]): Promise<Applied> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('SET search_path TO verification');
    const [{ transactions, distinct }] = (
      await db.query(
        `SELECT count(*)::int AS transactions, count(DISTINCT bot_verification_id)::int AS distinct FROM transaction WHERE bot_verification_id LIKE $1`,
        [`${marker}-%`],
      )
    ).rows;
    const [{ processed }] = (
      await db.query(
        `SELECT count(*)::int AS processed FROM processed_message WHERE consumer = 'verification' AND message_id = ANY($1::text[])`,
        [messageIds],
      )
    ).rows;
    const [{ announced }] = (
      await db.query(
        `SELECT count(*)::int AS announced FROM outbox_event o, jsonb_array_elements(o.payload->'transactions') r
          WHERE o.topic = $1 AND r->>'sourceEventId' = ANY($2::text[])`,
        [Topics.TransactionRecorded, messageIds],
      )
    ).rows;
    return { transactions, distinct, processed, announced };
  } finally {
    await db.end();
  }
}

/** Every dead letter on the topic about the run's messages, read from its beginning. */
export async function deadLettersAbout(brokers: string, marker: string): Promise<DeadLetter[]> {
  const kafka = new Kafka({ clientId: 'fault-dead-letters', brokers: [brokers], logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const ends = new Map((await admin.fetchTopicOffsets(Topics.DeadLetter)).map((p) => [p.partition, Number(p.high)]));
  await admin.disconnect();
  const letters: DeadLetter[] = [];
  const pending = new Set([...ends].filter(([, high]) => high > 0).map(([partition]) => partition));
  if (pending.size === 0) return letters;
  const consumer = kafka.consumer({ groupId: `fault-dead-letters-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topic: Topics.DeadLetter, fromBeginning: true });
  await new Promise<void>((done) => {
    void consumer.run({
      eachMessage: async ({ partition, message }) => {
        const letter = JSON.parse(message.value!.toString()) as DeadLetter;
        if (letter.payload.includes(marker)) letters.push(letter);
        if (Number(message.offset) + 1 >= ends.get(partition)!) pending.delete(partition);
        if (pending.size === 0) done();
      },
    });
  });
  await consumer.disconnect();
  return letters;
}

/** Waits until the group has consumed everything and the service has recorded every valid message. */
async function settled(admin: Admin, databaseUrl: string, messages: BotMessage[], marker: string): Promise<BotMessage[]> {
  const valid = messages.filter((m) => m.verificationId);
  await until(
    'every result consumed',
    async () =>
      (await lagOf(admin, 'verification')) === 0 &&
      (
        await applied(
          databaseUrl,
          marker,
          valid.map((m) => m.messageId),
        )
      ).processed === valid.length,
    180_000,
    500,
  );
  return valid;
}

/**
 * Once everything is consumed: every valid message applied exactly once (stored, recorded as
 * processed, announced once each), every invalid one dead-lettered with its reason, and nothing
 * else. Prints the counts under `story`.
 */
export async function expectEachAppliedOnce({
  admin,
  databaseUrl,
  brokers,
  messages,
  marker,
  story,
}: {
  admin: Admin;
  databaseUrl: string;
  brokers: string;
  messages: BotMessage[];
  marker: string;
  story: string;
}): Promise<void> {
  const valid = await settled(admin, databaseUrl, messages, marker);
  const invalid = messages.filter((m) => !m.verificationId);
  const counts = await applied(
    databaseUrl,
    marker,
    valid.map((m) => m.messageId),
  );
  const letters = await deadLettersAbout(brokers, marker);
  const lettered = new Set(letters.map((l) => l.payload));
  process.stdout.write(
    `${story}: published ${messages.length} (${valid.length} valid, ${invalid.length} invalid); ` +
      `stored ${counts.transactions} transactions (${counts.distinct} distinct verifications), ${counts.processed} recorded as processed, ` +
      `${counts.announced} announced; ${letters.length} dead letters about ${lettered.size} distinct messages\n`,
  );
  expect(counts).toEqual({ transactions: valid.length, distinct: valid.length, processed: valid.length, announced: valid.length });
  // Each invalid message dead-lettered with its reason; one dead-lettered again after a kill is the same letter twice, never another.
  expect([...lettered].sort()).toEqual(invalid.map((m) => m.value).sort());
  for (const letter of letters) {
    expect(letter.kind).toBe('invalid');
    expect(letter.reason.length).toBeGreaterThan(0);
  }
}
