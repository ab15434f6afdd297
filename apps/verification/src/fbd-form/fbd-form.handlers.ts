import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  AppError,
  DetailCommands,
  ErrorCode,
  formFields,
  formState,
  type Actor,
  type BookmarksAnswer,
  type CommandInput,
  type FbdDocumentData,
  type TemplateForm,
} from '@dental/contracts';
import { HandlesCommand } from '@dental/messaging';
import { TransactionAccess, type TransactionRecord } from '../transaction-detail/transaction-access';
import { TemplateFormsRepository } from '../template-forms/template-forms.repository';
import { TemplateFormSource } from '../template-forms/template-form-source';

type Values = Record<string, string | string[]>;

function answerOf(record: TransactionRecord, form: TemplateForm, values: Values): BookmarksAnswer {
  const state = formState(form, values);
  return {
    form,
    bookmarks: values,
    eligible: record.fbd_eligible,
    notes: record.fbd_notes,
    uploadFBD: record.upload_fbd,
    missingRequiredInputQty: state.missing,
    totalRequiredFields: state.required,
  };
}

/** Only the template's bookmarks may be saved, and a choice only among its options. */
function checkValues(form: TemplateForm, values: Values): void {
  const fields = new Map(formFields(form).map(({ field }) => [field.bookmark, field]));
  const issues: { path: string; message: string }[] = [];
  for (const [bookmark, value] of Object.entries(values)) {
    const field = fields.get(bookmark);
    if (!field) {
      issues.push({ path: `bookmarks.${bookmark}`, message: 'is not a bookmark of this form' });
      continue;
    }
    const multiple = field.type === 'checkbox_multiobject';
    if (multiple !== Array.isArray(value)) {
      issues.push({ path: `bookmarks.${bookmark}`, message: multiple ? 'must be a list of options' : 'must be a text' });
      continue;
    }
    if (field.options.length > 0) {
      const chosen = Array.isArray(value) ? value : value === '' ? [] : [value];
      if (chosen.some((v) => !field.options.some((o) => o.value === v))) {
        issues.push({ path: `bookmarks.${bookmark}`, message: `must be one of ${field.options.map((o) => o.value).join(', ')}` });
      }
    }
    if (field.cond && typeof value === 'string' && value.length > field.cond) {
      issues.push({ path: `bookmarks.${bookmark}`, message: `must be at most ${field.cond} characters` });
    }
  }
  if (issues.length > 0) throw new AppError(ErrorCode.BadInput, issues.map((i) => `${i.path} ${i.message}`).join('; '), true, issues);
}

/**
 * The FBD tab: the transaction's form (the version it was audited with, else the newest of its
 * practice's template, from this service's copy of the templates service's forms) and its values.
 */
@Injectable()
export class FbdFormHandlers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: TransactionAccess,
    private readonly forms: TemplateFormsRepository,
    private readonly source: TemplateFormSource,
  ) {}

  @HandlesCommand(DetailCommands.bookmarks)
  bookmarks(input: CommandInput<typeof DetailCommands.bookmarks>, actor: Actor | null): Promise<BookmarksAnswer> {
    return this.source.withForm(actor, async () => {
      const manager = this.dataSource.manager;
      const record = await this.access.find(manager, input.id, actor);
      return answerOf(record, await this.forms.ofTransaction(manager, record.id, record.practice_id), record.bookmarks);
    });
  }

  @HandlesCommand(DetailCommands.saveBookmarks)
  saveBookmarks(input: CommandInput<typeof DetailCommands.saveBookmarks>, actor: Actor | null): Promise<BookmarksAnswer> {
    return this.source.withForm(actor, () =>
      this.dataSource.transaction((manager) =>
        this.save(manager, input.id, actor, input.bookmarks, { eligible: input.eligible, notes: input.notes }, 'fbd.saved'),
      ),
    );
  }

  @HandlesCommand(DetailCommands.missingCode)
  missingCode(input: CommandInput<typeof DetailCommands.missingCode>, actor: Actor | null): Promise<BookmarksAnswer> {
    return this.source.withForm(actor, () =>
      this.dataSource.transaction((manager) => this.save(manager, input.id, actor, input.bookmarks, {}, 'missing-code.saved')),
    );
  }

  /** The values to merge into the FBD document, the form they were filled against, and the download name rule of spec 01 §9. */
  @HandlesCommand(DetailCommands.bookmarksFile)
  bookmarksFile(input: CommandInput<typeof DetailCommands.bookmarksFile>, actor: Actor | null): Promise<FbdDocumentData> {
    return this.source.withForm(actor, () => this.documentData(input.id, actor));
  }

  private async documentData(id: string, actor: Actor | null): Promise<FbdDocumentData> {
    const manager = this.dataSource.manager;
    const record = await this.access.find(manager, id, actor);
    const fbdFiles: { filename: string }[] = await manager.query(
      `SELECT filename FROM transaction_file WHERE transaction_id = $1 AND type = 'fbd' ORDER BY uploaded_at LIMIT 1`,
      [record.id],
    );
    const [y, m, d] = record.appointment_date.split('-');
    const fileName = fbdFiles[0]
      ? fbdFiles[0].filename
      : record.carrier_name && record.patient_first_name
        ? `Insurance_verification_form_${record.carrier_name}_Primary_${record.patient_first_name} ${record.patient_last_name}_${m}${d}${y}.docx`
        : 'Insurance_verification.docx';
    return {
      transactionId: record.id,
      practiceId: record.practice_id,
      fileName,
      form: await this.forms.ofTransaction(manager, record.id, record.practice_id),
      values: record.bookmarks,
    };
  }

  @HandlesCommand(DetailCommands.canUpload)
  canUpload(input: CommandInput<typeof DetailCommands.canUpload>, actor: Actor | null): Promise<{ uploadFBD: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.access.findEditable(manager, input.transactionId, actor);
      const uploadFBD = input.status === 'true';
      await manager.query(`UPDATE transaction SET upload_fbd = $2 WHERE id = $1`, [record.id, uploadFBD]);
      await this.access.recordChange(manager, record, actor, 'fbd.upload-toggled', { fields: ['uploadFBD'] });
      return { uploadFBD };
    });
  }

  /** Saves values and recounts the missing required fields, so the list's counts stay true after every save. */
  private async save(
    manager: EntityManager,
    id: string,
    actor: Actor | null,
    changes: Values,
    extra: { eligible?: boolean; notes?: string },
    action: string,
  ): Promise<BookmarksAnswer> {
    const record = await this.access.findEditable(manager, id, actor);
    if (record.type !== 'FBD') throw new AppError(ErrorCode.BadInput, 'Only FBD transactions have a verification form');
    const form = await this.forms.currentOfPractice(manager, record.practice_id);
    checkValues(form, changes);
    const values: Values = { ...record.bookmarks, ...changes };
    const state = formState(form, values);
    await manager.query(
      `UPDATE transaction SET bookmarks = $2, missing_required_input_qty = $3, total_required_fields = $4,
              fbd_eligible = COALESCE($5, fbd_eligible), fbd_notes = COALESCE($6, fbd_notes)
        WHERE id = $1`,
      [record.id, JSON.stringify(values), state.missing, state.required, extra.eligible ?? null, extra.notes ?? null],
    );
    await this.access.recordChange(manager, record, actor, action, { fields: Object.keys(changes) });
    return answerOf(
      { ...record, fbd_eligible: extra.eligible ?? record.fbd_eligible, fbd_notes: extra.notes ?? record.fbd_notes },
      form,
      values,
    );
  }
}
