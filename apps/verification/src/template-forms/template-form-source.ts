/**
 * Fills a gap in this service's copy of the forms. The copy is fed by templates.template.changed, but
 * an event can be lost (the local Kafka stand-in keeps nothing across a restart), and then the FBD
 * tab could never show the form until the template changed again. So when a form is missing, this
 * asks the templates service for it (template.data, the command behind GET /api/tmp/data/{id}),
 * keeps it exactly as the event would have, and lets the caller try again. The event arriving later
 * finds the version kept and changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppError, ErrorCode, TemplatesCommands, type Actor, type TemplateForm } from '@dental/contracts';
import { RpcClient } from '@dental/messaging';
import { FormMessages, FormNotKept, TemplateFormsRepository } from './template-forms.repository';
import { FormRecount } from './form-recount';

@Injectable()
export class TemplateFormSource {
  private readonly logger = new Logger(TemplateFormSource.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly forms: TemplateFormsRepository,
    private readonly recount: FormRecount,
    private readonly rpc: RpcClient,
  ) {}

  /**
   * Keeps a version (from the event or from the templates service); a version newer than any kept
   * recounts the open transactions of the practices using the template. Returns false when it was
   * already kept. Runs in the caller's database transaction.
   */
  async keep(manager: EntityManager, form: TemplateForm): Promise<boolean> {
    await this.forms.lockTemplate(manager, form._id);
    if (!(await this.forms.store(manager, form))) {
      this.logger.log(`template ${form._id} version ${form.version}: already kept`);
      return false;
    }
    const newest = await this.forms.newest(manager, form._id);
    if (newest?.version !== form.version) {
      this.logger.log(`template ${form._id} version ${form.version}: kept; ${newest?.version} is newer, counts unchanged`);
      return true;
    }
    await this.recount.ofTemplate(manager, form);
    return true;
  }

  /**
   * Runs the work; when it stops at a form the copy lacks, asks the templates service for that form,
   * keeps it and runs the work once more. The work must hold no database transaction open across
   * this call's retry: the recount updates transactions the work may have locked.
   */
  async withForm<T>(actor: Actor | null, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof FormNotKept)) throw error;
      const form = await this.ask(error, actor);
      await this.dataSource.transaction((manager) => this.keep(manager, form));
      this.logger.log(`template ${form._id} version ${form.version}: its event had not arrived; kept from the templates service`);
      return work();
    }
  }

  private async ask(missing: FormNotKept, actor: Actor | null): Promise<TemplateForm> {
    const { templateId, version } = missing.wanted;
    let form: TemplateForm;
    try {
      form = await this.rpc.send(TemplatesCommands.templateData, { templateId, ...(version ? { version } : {}) }, actor, randomUUID());
    } catch (error) {
      if (error instanceof AppError && error.code === ErrorCode.NotFound) {
        throw new AppError(ErrorCode.Conflict, FormMessages.noSuchTemplate(templateId, version));
      }
      // The templates service is down or slow: the copy still lacks the form, which is what the caller is told.
      this.logger.warn(
        `template ${templateId}${version ? ` version ${version}` : ''}: the templates service did not give it: ${String(error)}`,
      );
      throw missing;
    }
    if (form._id !== templateId || (version !== undefined && form.version !== version)) {
      throw new AppError(ErrorCode.Internal, `The templates service answered another form than template ${templateId}`, false);
    }
    return form;
  }
}
