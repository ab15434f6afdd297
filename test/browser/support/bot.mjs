/** Publishes bot events to Kafka, as the verification bots do. */
import { randomUUID } from 'node:crypto';
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import pg from 'pg';
import { built } from './product.mjs';

const { MessageHeaders, Topics, botVerificationResultSchema } = built('@dental/contracts', 'The contracts library');

/**
 * A bot's verification result for `practice`, checked by the contracts' schema: a self-insured
 * patient (born 1987-04-02) seen at 09:30 by Dr. Patel on `day`, on the carrier's plan
 * (`carrier.name`; member 900112233, group G-4410 unless given), with the bot's `result`.
 */
export function botVerificationResult(practice, { verificationId, type, day, patient, subscriberId, carrier, result }) {
  const name = { firstName: patient.firstName, lastName: patient.lastName };
  return botVerificationResultSchema.parse({
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    botId: 'browser-test-bot',
    verificationId,
    clientId: practice.clientId,
    practiceId: practice._id,
    type,
    appointment: { date: day, time: '09:30', provider: 'Dr. Patel', note: '' },
    patient: { id: patient.id, ...name, dob: '1987-04-02' },
    subscriber: { id: subscriberId, ...name, dob: '1987-04-02', relationship: 'Self' },
    carrier: { memberId: '900112233', groupNumber: 'G-4410', employerName: '', ...carrier },
    policyType: 'Primary',
    result,
  });
}

/** Sends one bot verification result to the product's Kafka. */
export async function publishBotResult(product, result, clientId = 'browser-test') {
  const producer = new Kafka({ clientId, brokers: product.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).producer({
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  try {
    await producer.send({
      topic: Topics.BotVerificationResult,
      messages: [
        {
          key: result.verificationId,
          value: JSON.stringify(result),
          headers: {
            [MessageHeaders.MessageId]: result.eventId,
            [MessageHeaders.OccurredAt]: result.occurredAt,
            [MessageHeaders.Producer]: result.botId,
          },
        },
      ],
    });
  } finally {
    await producer.disconnect();
  }
}

/** Sends one event a bot publishes (a claim, a transaction plan...) on its topic, keyed by its practice. */
export async function publishBotEvent(product, topic, event, clientId = 'browser-test') {
  const producer = new Kafka({ clientId, brokers: product.kafkaBrokers.split(','), logLevel: logLevel.NOTHING }).producer({
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  try {
    await producer.send({
      topic,
      messages: [
        {
          key: event.practiceId,
          value: JSON.stringify(event),
          headers: {
            [MessageHeaders.MessageId]: event.eventId,
            [MessageHeaders.OccurredAt]: new Date().toISOString(),
            [MessageHeaders.Producer]: clientId,
          },
        },
      ],
    });
  } finally {
    await producer.disconnect();
  }
}

/**
 * Waits until the verification service holds the practice's form: its copy of the practice on a
 * template and that template's version. Each arrival recounts the practice's open FBD transactions
 * from the form, so a bot result published before then may have its missing-field count replaced;
 * one published after keeps the count the bot sent (until the form changes).
 */
export async function waitForPracticeForm(product, practiceId, timeoutMs = 120_000) {
  const db = new pg.Client({ connectionString: product.databaseUrl });
  await db.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { rowCount } = await db.query(
        `SELECT 1 FROM verification.practice p JOIN verification.template_version v ON v.template_id = p.template_id
          WHERE p.practice_id = $1`,
        [practiceId],
      );
      if (rowCount > 0) return;
      if (Date.now() > deadline) throw new Error(`the verification service never held the form of practice ${practiceId}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await db.end();
  }
}
