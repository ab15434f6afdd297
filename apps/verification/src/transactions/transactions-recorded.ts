import { RECORDED_PER_MESSAGE, Topics, type TransactionRecordedEvent, type TransactionsRecordedMessage } from '@dental/contracts';
import type { OutboxEntry } from '@dental/messaging';

/**
 * The outbox entries announcing what one write did to transactions: `verification.transaction.recorded`
 * messages of up to RECORDED_PER_MESSAGE records each, in the order given. Each is keyed by its first
 * transaction (the reports service, the topic's one consumer, reads the facts a record names as they
 * are when it asks, so it needs no order between messages).
 */
export function transactionsRecorded(records: readonly TransactionRecordedEvent[]): OutboxEntry[] {
  const entries: OutboxEntry[] = [];
  for (let start = 0; start < records.length; start += RECORDED_PER_MESSAGE) {
    const transactions = records.slice(start, start + RECORDED_PER_MESSAGE);
    const payload: TransactionsRecordedMessage = { transactions };
    entries.push({ topic: Topics.TransactionRecorded, key: transactions[0].transactionId, payload });
  }
  return entries;
}
