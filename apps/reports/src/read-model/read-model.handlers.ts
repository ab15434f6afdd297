import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  TRANSACTION_FACTS_LIMIT,
  Topics,
  VerificationCommands,
  transactionsRecordedMessageSchema,
  type TransactionsRecordedMessage,
} from '@dental/contracts';
import { HandlesEventBatch, RpcClient, type BatchedEvent, type EventBatchContext, type RefusedEvent } from '@dental/messaging';
import { ReadModelRepository } from './read-model.repository';

/**
 * Keeps the read model in step with the verification service. A message says which transactions
 * changed, not all they now hold; so for each fetched batch of messages the service asks the
 * verification service (request-reply) for the current facts of the transactions named, once each,
 * and stores them in the batch's database transaction. Asking for the current state makes repeated,
 * replayed and out-of-order messages harmless: each one leads to the newest facts, and facts read
 * earlier never replace facts read later. While the verification service does not answer, the
 * batch waits and is tried again (the dispatcher treats it as an outage), so no change is lost.
 */
@Injectable()
export class ReadModelHandlers {
  constructor(
    private readonly readModel: ReadModelRepository,
    private readonly rpc: RpcClient,
  ) {}

  @HandlesEventBatch(Topics.TransactionRecorded, transactionsRecordedMessageSchema)
  async onTransactionsRecorded(messages: BatchedEvent<TransactionsRecordedMessage>[], context: EventBatchContext): Promise<RefusedEvent[]> {
    if (!context.manager) throw new Error(`${context.topic} messages arrived without a database transaction`);
    // In id order, and stored in one go: the rows and the dashboard's counts are then locked in one
    // order by every batch (see ReadModelRepository.store).
    const ids = [...new Set(messages.flatMap((m) => m.payload.transactions.map((t) => t.transactionId)))].sort();
    const answers = [];
    for (let start = 0; start < ids.length; start += TRANSACTION_FACTS_LIMIT) {
      const chunk = ids.slice(start, start + TRANSACTION_FACTS_LIMIT);
      answers.push(await this.rpc.send(VerificationCommands.transactionFacts, { ids: chunk, limit: chunk.length }, null, randomUUID()));
    }
    await this.readModel.store(context.manager, answers);
    return [];
  }
}
