import { Injectable, Logger } from '@nestjs/common';
import { AppError, ErrorCode, Topics, practiceChangedEventSchema, type PracticeChangedEvent } from '@dental/contracts';
import { HandlesEvent, type EventContext } from '@dental/messaging';
import { PracticesRepository } from './practices.repository';
import { eventTransaction } from '../database/event-transaction';

/** Keeps the practice projection in step with the auth service. */
@Injectable()
export class PracticesHandlers {
  private readonly logger = new Logger(PracticesHandlers.name);

  constructor(private readonly practices: PracticesRepository) {}

  @HandlesEvent(Topics.PracticeChanged, practiceChangedEventSchema)
  async onPracticeChanged(event: PracticeChangedEvent, context: EventContext): Promise<void> {
    const changedAt = new Date(event.occurredAt);
    if (Number.isNaN(changedAt.getTime())) throw new AppError(ErrorCode.BadInput, 'occurredAt must be an ISO 8601 date-time');
    const { occurredAt: _occurredAt, ...practice } = event;
    const changed = await this.practices.upsert(eventTransaction(context), practice, changedAt);
    if (!changed) this.logger.log(`practice ${event.practiceId}: ignored an event older than the copy (${event.occurredAt})`);
  }
}
