import { Injectable, Logger } from '@nestjs/common';
import { AppError, ErrorCode, Topics, practiceChangedEventSchema, type PracticeChangedEvent } from '@dental/contracts';
import { HandlesEvent, type EventContext } from '@dental/messaging';
import { PracticesRepository } from './practices.repository';
import { eventTransaction } from '../database/event-transaction';
import { TemplateFormsRepository } from '../template-forms/template-forms.repository';
import { FormRecount } from '../template-forms/form-recount';

/**
 * Keeps the practice projection in step with the auth service. A practice moved to another template
 * has its open transactions recounted against that template's newest form (when it has arrived;
 * else the template's own event recounts them when it does).
 */
@Injectable()
export class PracticesHandlers {
  private readonly logger = new Logger(PracticesHandlers.name);

  constructor(
    private readonly practices: PracticesRepository,
    private readonly forms: TemplateFormsRepository,
    private readonly recount: FormRecount,
  ) {}

  @HandlesEvent(Topics.PracticeChanged, practiceChangedEventSchema)
  async onPracticeChanged(event: PracticeChangedEvent, context: EventContext): Promise<void> {
    const changedAt = new Date(event.occurredAt);
    if (Number.isNaN(changedAt.getTime())) throw new AppError(ErrorCode.BadInput, 'occurredAt must be an ISO 8601 date-time');
    const { occurredAt: _occurredAt, ...practice } = event;
    const manager = eventTransaction(context);
    const outcome = await this.practices.upsert(manager, practice, changedAt);
    if (!outcome.changed) {
      this.logger.log(`practice ${event.practiceId}: ignored an event older than the copy (${event.occurredAt})`);
      return;
    }
    if (event.templateId === '' || event.templateId === outcome.previousTemplateId) return;
    await this.forms.lockTemplate(manager, event.templateId);
    const form = await this.forms.newest(manager, event.templateId);
    if (form) await this.recount.ofPractice(manager, event.practiceId, form);
  }
}
