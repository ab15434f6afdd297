import { Injectable, Logger } from '@nestjs/common';
import { Topics, botVerificationResultSchema, newId, type BotVerificationResult, type TransactionRecordedEvent } from '@dental/contracts';
import { HandlesEventBatch, OutboxWriter, type BatchedEvent, type EventBatchContext, type RefusedEvent } from '@dental/messaging';
import { transactionsRecorded } from '../transactions/transactions-recorded';
import { PracticesRepository, type KnownPractice } from '../practices/practices.repository';
import { eventTransaction } from '../database/event-transaction';
import { botTransactionColumns } from './bot-result-mapping';
import { BotResultsRepository } from './bot-results.repository';
import { inArrivalRounds } from './arrival-rounds';
import { writeWithOneListVersionBump } from '../transactions/list-versions';

/**
 * Applies what verification bots publish, a fetched batch at a time: one database transaction, one
 * statement per round of results (see inArrivalRounds) and one outbox insert for the batch. A result
 * the service can never apply (unknown practice, practice of another client) is refused with the
 * reason, which the dispatcher dead-letters at once; it is not retried and nothing of it is stored.
 */
@Injectable()
export class BotResultsHandlers {
  private readonly logger = new Logger(BotResultsHandlers.name);

  constructor(
    private readonly practices: PracticesRepository,
    private readonly botResults: BotResultsRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  @HandlesEventBatch(Topics.BotVerificationResult, botVerificationResultSchema)
  async onBotVerificationResults(results: BatchedEvent<BotVerificationResult>[], context: EventBatchContext): Promise<RefusedEvent[]> {
    const manager = eventTransaction(context);
    const practices = await this.practices.findMany(manager, [...new Set(results.map((r) => r.payload.practiceId))]);
    const refused: RefusedEvent[] = [];
    const accepted: BatchedEvent<BotVerificationResult>[] = [];
    for (const result of results) {
      const reason = practiceRefusal(result.payload, practices.get(result.payload.practiceId));
      if (reason) refused.push({ messageId: result.messageId, reason });
      else accepted.push(result);
    }

    // Results are written in several statements (arrival rounds, then the outbox): their practices'
    // list versions are bumped once, in order, at the end (see writeWithOneListVersionBump).
    const practiceIds = [...new Set(accepted.map((r) => r.payload.practiceId))];
    await writeWithOneListVersionBump(manager, practiceIds, async () => {
      const events: TransactionRecordedEvent[] = [];
      for (const round of inArrivalRounds(accepted, (r) => r.payload.verificationId)) {
        const outcomes = await this.botResults.recordMany(
          manager,
          round.map((r) => ({ id: newId(), columns: botTransactionColumns(r.payload) })),
        );
        outcomes.forEach((recorded, i) => {
          const { messageId, payload: result } = round[i];
          if (recorded.outcome === 'other-client') {
            refused.push({
              messageId,
              reason: `verificationId ${result.verificationId} already belongs to a transaction of another client`,
            });
          } else if (recorded.outcome === 'stale') {
            this.logger.log(
              `verification ${result.verificationId}: kept transaction ${recorded.transactionId}, which holds a newer result than ${result.occurredAt}`,
            );
          } else {
            events.push({
              transactionId: recorded.transactionId,
              clientId: result.clientId,
              practiceId: result.practiceId,
              type: result.type,
              change: recorded.outcome,
              source: 'bot',
              sourceEventId: result.eventId,
              occurredAt: new Date().toISOString(),
            });
          }
        });
      }
      await this.outbox.add(manager, ...transactionsRecorded(events));
    });
    return refused;
  }
}

function practiceRefusal(result: BotVerificationResult, practice: KnownPractice | undefined): string | undefined {
  if (!practice) return `practiceId ${result.practiceId} is not a known practice`;
  if (practice.deleted) return `practiceId ${result.practiceId} (${practice.name}) was removed`;
  if (practice.clientId !== result.clientId) return `practiceId ${result.practiceId} does not belong to clientId ${result.clientId}`;
  return undefined;
}
