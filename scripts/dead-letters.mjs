/**
 * npm run dead-letters: prints the dead letters of the product `npm start` runs (topic `dead-letter`,
 * from its beginning), one line each with the topic, the reason and the original message, then exits.
 */
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { readRunningProduct } from './lib/product.mjs';

const running = readRunningProduct();
if (!running?.kafkaBrokers) {
  console.error('The product is not running. Start it with `npm start` (in another terminal), then run `npm run dead-letters` again.');
  process.exit(1);
}
const kafka = new Kafka({ clientId: 'dead-letters', brokers: running.kafkaBrokers.split(','), logLevel: logLevel.NOTHING });
const admin = kafka.admin();
await admin.connect();
const ends = new Map((await admin.fetchTopicOffsets('dead-letter')).map((p) => [p.partition, Number(p.high)]));
await admin.disconnect();
const waiting = new Set([...ends].filter(([, high]) => high > 0).map(([partition]) => partition));
if (waiting.size === 0) {
  console.log('No dead letters.');
  process.exit(0);
}
const consumer = kafka.consumer({ groupId: `dead-letters-${randomUUID()}` });
await consumer.connect();
await consumer.subscribe({ topic: 'dead-letter', fromBeginning: true });
let count = 0;
await new Promise((resolve) => {
  consumer.run({
    eachMessage: async ({ partition, message }) => {
      const letter = JSON.parse(message.value.toString());
      count += 1;
      console.log(`${letter.failedAt} ${letter.topic} [${letter.kind}] ${letter.reason}\n    ${letter.payload.slice(0, 500)}`);
      if (Number(message.offset) + 1 >= ends.get(partition)) waiting.delete(partition);
      if (waiting.size === 0) resolve();
    },
  });
});
await consumer.disconnect();
console.log(`${count} dead letter${count === 1 ? '' : 's'}.`);
