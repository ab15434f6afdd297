import { Injectable, Logger } from '@nestjs/common';
import {
  AppError,
  ErrorCode,
  Topics,
  botVerificationResultSchema,
  newId,
  type BotVerificationResult,
  type TransactionRecordedEvent,
} from '@dental/contracts';
import { HandlesEvent, OutboxWriter, type EventContext } from '@dental/messaging';
import { PracticesRepository } from '../practices/practices.repository';
import { eventTransaction } from '../database/event-transaction';
import { botTransactionColumns } from './bot-result-mapping';
import { BotResultsRepository } from './bot-results.repository';

/**
 * Applies what verification bots publish. A result the service can never apply (unknown practice,
 * practice of another client) is refused with BAD_INPUT, which the dispatcher dead-letters at once
 * with the reason; the message is not retried and nothing is stored.
 */
@Injectable()
export class BotResultsHandlers {
  private readonly logger = new Logger(BotResultsHandlers.name);

  constructor(
    private readonly practices: PracticesRepository,
    private readonly botResults: BotResultsRepository,
    private readonly outbox: OutboxWriter,
  ) {}

  @HandlesEvent(Topics.BotVerificationResult, botVerificationResultSchema)
  async onBotVerificationResult(result: BotVerificationResult, context: EventContext): Promise<void> {
    const manager = eventTransaction(context);
    const practice = await this.practices.find(manager, result.practiceId);
    if (!practice) throw new AppError(ErrorCode.BadInput, `practiceId ${result.practiceId} is not a known practice`);
    if (practice.deleted) throw new AppError(ErrorCode.BadInput, `practiceId ${result.practiceId} (${practice.name}) was removed`);
    if (practice.clientId !== result.clientId) {
      throw new AppError(ErrorCode.BadInput, `practiceId ${result.practiceId} does not belong to clientId ${result.clientId}`);
    }

    const recorded = await this.botResults.record(manager, newId(), botTransactionColumns(result));
    if (recorded.outcome === 'other-client') {
      throw new AppError(ErrorCode.BadInput, `verificationId ${result.verificationId} already belongs to a transaction of another client`);
    }
    if (recorded.outcome === 'stale') {
      this.logger.log(
        `verification ${result.verificationId}: kept transaction ${recorded.transactionId}, which holds a newer result than ${result.occurredAt}`,
      );
      return;
    }
    const event: TransactionRecordedEvent = {
      transactionId: recorded.transactionId,
      clientId: result.clientId,
      practiceId: result.practiceId,
      type: result.type,
      change: recorded.outcome,
      source: 'bot',
      sourceEventId: result.eventId,
      occurredAt: new Date().toISOString(),
    };
    await this.outbox.add(manager, { topic: Topics.TransactionRecorded, key: recorded.transactionId, payload: event });
  }
}
