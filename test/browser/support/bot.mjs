/** Publishes bot events to Kafka, as the verification bots do. */
import { Kafka, Partitioners, logLevel } from 'kafkajs';
import { built } from './product.mjs';

const { MessageHeaders, Topics } = built('@dental/contracts', 'The contracts library');

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
