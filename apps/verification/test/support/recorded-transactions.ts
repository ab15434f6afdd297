import type { TransactionRecordedEvent, TransactionsRecordedMessage } from '@dental/contracts';
import type { ReceivedMessage, TopicListener } from '@dental/testing';

/** The transactions' records one `verification.transaction.recorded` message carries, in the order written. */
export const recordsIn = (message: ReceivedMessage): TransactionRecordedEvent[] =>
  (JSON.parse(message.value) as TransactionsRecordedMessage).transactions;

/** Every record the listener has received so far, in the order published. */
export const recordsOf = (listener: TopicListener): TransactionRecordedEvent[] => listener.messages.flatMap(recordsIn);

/** Waits for a record matching `match`; answers it and the message that carried it. */
export async function waitForRecord(
  listener: TopicListener,
  what: string,
  match: (record: TransactionRecordedEvent) => boolean,
): Promise<{ record: TransactionRecordedEvent; message: ReceivedMessage }> {
  let record: TransactionRecordedEvent | undefined;
  const message = await listener.waitFor(what, (m) => (record = recordsIn(m).find(match)) !== undefined);
  return { record: record!, message };
}
