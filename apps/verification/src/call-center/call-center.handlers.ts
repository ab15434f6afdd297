/**
 * The Call Center dialog's Verification tab: what staff learned from the carrier by phone, kept with
 * the transaction. A save goes through the same access rules and records the same history entry
 * and `verification.transaction.recorded` event as every edit of the transaction detail, so All
 * Transactions and the audit trail see it; audit and unaudit are the detail's own commands.
 */
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  AppError,
  CallCenterCommands,
  CallCenterMessages,
  ErrorCode,
  type Actor,
  type CallCenterAnswer,
  type CallCenterCarrier,
  type CarrierPhoneProfile,
  type CommandInput,
  type TemplateForm,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionAccess, requireActor, type TransactionRecord } from '../transaction-detail/transaction-access';
import { TemplateFormsRepository } from '../template-forms/template-forms.repository';
import { TemplateFormSource } from '../template-forms/template-form-source';
import { CallVerificationsRepository } from './call-verifications.repository';
import { CarrierPhonesRepository } from './carrier-phones.repository';

/**
 * The form's procedure categories (its code sections; every section when it has none) and their
 * items: a procedure code with its bookmarks (a subsection), or a single bookmark.
 */
export function categoriesOf(form: TemplateForm): CallCenterAnswer['categories'] {
  const hasCodes = form.content.some((s) => s.type === 'section_code');
  return form.content
    .filter((s) => !hasCodes || s.type === 'section_code')
    .map((section) => ({
      categoryId: section._id,
      name: section.categoryName,
      items: section.items.map((item) =>
        item.type === 'subsection' ? { code: item.code, description: item.label } : { code: item.bookmark, description: item.label },
      ),
    }));
}

@Injectable()
export class CallCenterHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TransactionAccess,
    private readonly forms: TemplateFormsRepository,
    private readonly source: TemplateFormSource,
    private readonly verifications: CallVerificationsRepository,
    private readonly carrierPhones: CarrierPhonesRepository,
  ) {}

  @HandlesCommand(CallCenterCommands.carriers)
  async carriers(_input: unknown, actor: Actor | null): Promise<CallCenterCarrier[]> {
    requireActor(actor);
    const carriers = await this.carrierPhones.list(this.dataSource.manager);
    if (carriers.length === 0) throw new AppError(ErrorCode.NotFound, CallCenterMessages.carriersNotFound);
    return carriers;
  }

  /** The carrier's phone profile, for the dial button; 404 'Phone number not found, please try again.' without one. */
  @HandlesCommand(CallCenterCommands.carrier)
  async carrier(input: CommandInput<typeof CallCenterCommands.carrier>, actor: Actor | null): Promise<CarrierPhoneProfile> {
    requireActor(actor);
    const profile = await this.carrierPhones.find(this.dataSource.manager, input.id);
    if (!profile) throw new AppError(ErrorCode.NotFound, CallCenterMessages.phoneNotFound);
    return profile;
  }

  @HandlesCommand(CallCenterCommands.verification)
  verification(input: CommandInput<typeof CallCenterCommands.verification>, actor: Actor | null): Promise<CallCenterAnswer> {
    return this.source.withForm(actor, async () => {
      const manager = this.dataSource.manager;
      return this.answer(manager, await this.access.find(manager, input.id, actor));
    });
  }

  @HandlesCommand(CallCenterCommands.saveVerification)
  saveVerification(input: CommandInput<typeof CallCenterCommands.saveVerification>, actor: Actor | null): Promise<CallCenterAnswer> {
    const who = requireActor(actor);
    return this.source.withForm(actor, () =>
      this.dataSource.transaction(async (manager) => {
        // Audited records are read-only (409), as everywhere in the detail.
        const record = await this.access.findEditable(manager, input.id, who);
        const converting = record.type === 'ELG';
        if (converting && input.convertToFbd !== true) throw new AppError(ErrorCode.Conflict, CallCenterMessages.convertQuestion);
        const form = await this.forms.currentOfPractice(manager, record.practice_id);
        checkItems(form, input.items);
        const { existed } = await this.verifications.save(manager, record.id, input, who.userId);
        let saved: TransactionRecord = record;
        if (converting) {
          await manager.query(`UPDATE transaction SET type = 'FBD' WHERE id = $1`, [record.id]);
          saved = { ...record, type: 'FBD' };
        }
        await this.access.recordChange(
          manager,
          saved,
          who,
          existed ? 'call-center.verification.updated' : 'call-center.verification.saved',
          {
            fields: ['coverageDateStart', 'coverageDateEnd', 'notes', 'items', ...(converting ? ['type'] : [])],
            ...(converting ? { detail: 'ELG → FBD' } : {}),
          },
        );
        return this.answer(manager, saved);
      }),
    );
  }

  private async answer(manager: EntityManager, record: TransactionRecord): Promise<CallCenterAnswer> {
    const form = await this.forms.ofTransaction(manager, record.id, record.practice_id);
    return {
      transaction: {
        _id: record.id,
        practiceId: record.practice_id,
        patientName: record.patient_name || `${record.patient_first_name} ${record.patient_last_name}`.trim(),
        provider: record.provider,
        carrier: record.carrier_name,
        type: record.type,
        audited: record.audited,
        appointmentDate: record.appointment_date,
      },
      categories: categoriesOf(form),
      verification: await this.verifications.find(manager, record.id),
    };
  }
}

/** Every item must be a code of one of the form's categories, under that category. */
function checkItems(form: TemplateForm, items: CommandInput<typeof CallCenterCommands.saveVerification>['items']): void {
  const categories = new Map(categoriesOf(form).map((c) => [c.categoryId, new Set(c.items.map((i) => i.code))]));
  const issues: { path: string; message: string }[] = [];
  items.forEach((category, i) => {
    const codes = categories.get(category.categoryId);
    if (!codes) return issues.push({ path: `items.${i}.categoryId`, message: 'is not a category of this form' });
    category.bookmarks.forEach((item, j) => {
      if (!codes.has(item.code)) issues.push({ path: `items.${i}.bookmarks.${j}.code`, message: 'is not an item of this category' });
    });
  });
  if (issues.length > 0) throw new AppError(ErrorCode.BadInput, issues.map((i) => `${i.path} ${i.message}`).join('; '), true, issues);
}
