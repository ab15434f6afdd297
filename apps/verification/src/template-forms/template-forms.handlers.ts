import { Injectable, Logger } from '@nestjs/common';
import { AppError, ErrorCode, Topics, templateChangedEventSchema, type TemplateChangedEvent } from '@dental/contracts';
import { HandlesEvent, type EventContext } from '@dental/messaging';
import { eventTransaction } from '../database/event-transaction';
import { TemplateFormsRepository } from './template-forms.repository';
import { FormRecount } from './form-recount';

/**
 * Keeps every template version the templates service publishes. A version newer than any kept
 * recounts the open transactions of the practices using the template, in the same database
 * transaction as the processed-message record, so a redelivery changes nothing twice.
 */
@Injectable()
export class TemplateFormsHandlers {
  private readonly logger = new Logger(TemplateFormsHandlers.name);

  constructor(
    private readonly forms: TemplateFormsRepository,
    private readonly recount: FormRecount,
  ) {}

  @HandlesEvent(Topics.TemplateChanged, templateChangedEventSchema)
  async onTemplateChanged(event: TemplateChangedEvent, context: EventContext): Promise<void> {
    if (event.form._id !== event.templateId || event.form.version !== event.version) {
      throw new AppError(ErrorCode.BadInput, `form is not version ${event.version} of template ${event.templateId}`);
    }
    const manager = eventTransaction(context);
    await this.forms.lockTemplate(manager, event.templateId);
    if (!(await this.forms.store(manager, event.form))) {
      this.logger.log(`template ${event.templateId} version ${event.version}: already kept`);
      return;
    }
    const newest = await this.forms.newest(manager, event.templateId);
    if (newest?.version !== event.version) {
      this.logger.log(`template ${event.templateId} version ${event.version}: kept; ${newest?.version} is newer, counts unchanged`);
      return;
    }
    await this.recount.ofTemplate(manager, event.form);
  }
}
