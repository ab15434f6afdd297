/**
 * What the reports service's integration tests feed it: the practices the verification service knows,
 * and a bot's Kafka producer with the messages the tests publish (bot results, recorded-transaction
 * events), plus waiting until a result reaches the read model.
 */
import { Kafka, Partitioners, logLevel, type Producer } from 'kafkajs';
import {
  MessageHeaders,
  Topics,
  type BotVerificationResultInput,
  type TransactionRecordedEvent,
  type TransactionsRecordedMessage,
} from '@dental/contracts';
import { waitFor } from '@dental/testing';
import type { ReportsService } from './reports-service';

interface Client {
  _id: string;
  name: string;
}
interface Practice {
  _id: string;
  name: string;
  state: string;
}

/** The practices in the verification service's projection, as the auth service's events leave them. */
export async function knownPractices(service: ReportsService, client: Client, practices: Practice[]): Promise<void> {
  await service.verification.dataSource.query(
    `INSERT INTO practice (practice_id, client_id, name, client_name, state, deleted, changed_at)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS p, LATERAL (SELECT false, now()) AS x`,
    [
      practices.map((p) => p._id),
      practices.map(() => client._id),
      practices.map((p) => p.name),
      practices.map(() => client.name),
      practices.map((p) => p.state),
    ],
  );
}

export interface BotFeed {
  producer: Producer;
  publishBotResult(result: BotVerificationResultInput): Promise<void>;
  /** Publishes one `verification.transaction.recorded` message carrying the records, as the verification service's outbox does. */
  publishRecorded(records: TransactionRecordedEvent | TransactionRecordedEvent[], messageId: string): Promise<void>;
  /** The verification service's transaction of a bot result, once it has one. */
  transactionOf(verificationId: string): Promise<string | undefined>;
  /** Publishes the result and waits until the read model holds its transaction's row with `expect` true of it. */
  recordAndWait<Row extends { transaction_id: string }>(result: BotVerificationResultInput, expect?: (row: Row) => boolean): Promise<Row>;
  disconnect(): Promise<void>;
}

export async function connectBotFeed(service: ReportsService, clientId: string): Promise<BotFeed> {
  const producer = new Kafka({ clientId, brokers: [service.verification.broker.brokers], logLevel: logLevel.NOTHING }).producer({
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  await producer.connect();
  const publish = async (topic: string, key: string, value: object, messageId: string) => {
    await producer.send({ topic, messages: [{ key, value: JSON.stringify(value), headers: { [MessageHeaders.MessageId]: messageId } }] });
  };
  const transactionOf = async (verificationId: string) =>
    (
      (await service.verification.dataSource.query(`SELECT id FROM transaction WHERE bot_verification_id = $1`, [verificationId])) as {
        id: string;
      }[]
    )[0]?.id;
  const feed: BotFeed = {
    producer,
    publishBotResult: (result) => publish(Topics.BotVerificationResult, result.verificationId, result, result.eventId),
    publishRecorded: (records, messageId) => {
      const transactions = Array.isArray(records) ? records : [records];
      const message: TransactionsRecordedMessage = { transactions };
      return publish(Topics.TransactionRecorded, transactions[0].transactionId, message, messageId);
    },
    transactionOf,
    async recordAndWait<Row extends { transaction_id: string }>(
      result: BotVerificationResultInput,
      expect: (row: Row) => boolean = () => true,
    ) {
      await feed.publishBotResult(result);
      const id = await waitFor(`transaction of ${result.verificationId}`, () => transactionOf(result.verificationId), 30_000);
      return waitFor(
        `read model row of ${id}`,
        async () => {
          const [row] = (await service.dataSource.query(`SELECT * FROM dashboard_transaction WHERE transaction_id = $1`, [id])) as Row[];
          return row && expect(row) ? row : undefined;
        },
        30_000,
      );
    },
    disconnect: () => producer.disconnect(),
  };
  return feed;
}
