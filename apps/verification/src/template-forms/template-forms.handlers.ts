import { Injectable } from '@nestjs/common';
import { AppError, ErrorCode, Topics, templateChangedEventSchema, type TemplateChangedEvent } from '@dental/contracts';
import { HandlesEvent, type EventContext } from '@dental/messaging';
import { eventTransaction } from '../database/event-transaction';
import { TemplateFormSource } from './template-form-source';

/**
 * Keeps every template version the templates service publishes. A version newer than any kept
 * recounts the open transactions of the practices using the template, in the same database
 * transaction as the processed-message record, so a redelivery changes nothing twice.
 */
@Injectable()
export class TemplateFormsHandlers {
  constructor(private readonly source: TemplateFormSource) {}

  @HandlesEvent(Topics.TemplateChanged, templateChangedEventSchema)
  async onTemplateChanged(event: TemplateChangedEvent, context: EventContext): Promise<void> {
    if (event.form._id !== event.templateId || event.form.version !== event.version) {
      throw new AppError(ErrorCode.BadInput, `form is not version ${event.version} of template ${event.templateId}`);
    }
    await this.source.keep(eventTransaction(context), event.form);
  }
}
