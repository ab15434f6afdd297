/**
 * This service's copy of the templates service's forms (every version, fed by
 * templates.template.changed, or asked for when one is missing: template-form-source.ts) and which form a transaction shows: an audited transaction the
 * version it was audited with, any other the newest version of its practice's template.
 */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError, ErrorCode, type TemplateForm } from '@dental/contracts';

/** A template version a transaction's form is read from. */
export interface FormVersion {
  templateId: string;
  version: number;
}

export const FormMessages = {
  noTemplate: 'No verification form template is assigned to this practice or its client',
  notReceived: (templateId: string, version?: number) =>
    `The verification form of template ${templateId}${version ? ` version ${version}` : ''} has not reached this service yet; try again in a moment`,
  noSuchTemplate: (templateId: string, version?: number) =>
    version
      ? `Version ${version} of verification form template ${templateId} does not exist in the templates service`
      : `The verification form template ${templateId} assigned to this practice or its client does not exist; assign another template`,
} as const;

/**
 * A form this service's copy lacks (its event has not arrived): still the 503 the FBD tab shows, but
 * naming the version so the caller can ask the templates service for it and try again.
 */
export class FormNotKept extends AppError {
  constructor(readonly wanted: { templateId: string; version?: number }) {
    super(ErrorCode.ServiceUnavailable, FormMessages.notReceived(wanted.templateId, wanted.version), true);
  }
}

@Injectable()
export class TemplateFormsRepository {
  /** Serialises the work on one template's forms (keeping a version, recounting) until the database transaction ends. */
  async lockTemplate(manager: EntityManager, templateId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('template_version:' || $1))`, [templateId]);
  }

  /** Keeps a version; returns false when it was already kept (a redelivered or repeated event). */
  async store(manager: EntityManager, form: TemplateForm): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `INSERT INTO template_version (template_id, version, form) VALUES ($1, $2, $3)
       ON CONFLICT (template_id, version) DO NOTHING RETURNING version`,
      [form._id, form.version, JSON.stringify(form)],
    );
    return rows.length > 0;
  }

  /** The newest version kept of a template, if any. */
  async newest(manager: EntityManager, templateId: string): Promise<TemplateForm | undefined> {
    const rows: { form: TemplateForm }[] = await manager.query(
      `SELECT form FROM template_version WHERE template_id = $1 ORDER BY version DESC LIMIT 1`,
      [templateId],
    );
    return rows[0]?.form;
  }

  async version(manager: EntityManager, { templateId, version }: FormVersion): Promise<TemplateForm | undefined> {
    const rows: { form: TemplateForm }[] = await manager.query(
      `SELECT form FROM template_version WHERE template_id = $1 AND version = $2`,
      [templateId, version],
    );
    return rows[0]?.form;
  }

  /** The newest form of the practice's template, or a clear error when it has none or it has not arrived. */
  async currentOfPractice(manager: EntityManager, practiceId: string): Promise<TemplateForm> {
    const rows: { template_id: string }[] = await manager.query(`SELECT template_id FROM practice WHERE practice_id = $1`, [practiceId]);
    const templateId = rows[0]?.template_id ?? '';
    if (templateId === '') throw new AppError(ErrorCode.Conflict, FormMessages.noTemplate);
    const form = await this.newest(manager, templateId);
    if (!form) throw new FormNotKept({ templateId });
    return form;
  }

  /** The form a transaction shows: the version it was audited with, else its practice's newest. */
  async ofTransaction(manager: EntityManager, transactionId: string, practiceId: string): Promise<TemplateForm> {
    const rows: { form_template_id: string | null; form_template_version: number | null }[] = await manager.query(
      `SELECT form_template_id, form_template_version FROM transaction WHERE id = $1`,
      [transactionId],
    );
    const kept = rows[0];
    if (kept?.form_template_id && kept.form_template_version) {
      const audited = { templateId: kept.form_template_id, version: kept.form_template_version };
      const form = await this.version(manager, audited);
      if (!form) throw new FormNotKept(audited);
      return form;
    }
    return this.currentOfPractice(manager, practiceId);
  }

  /**
   * At audit the transaction keeps the newest version of its practice's template, so later changes
   * to the template leave the audited form as it was; at unaudit it follows the newest again.
   */
  async keepAtAudit(manager: EntityManager, transactionId: string, audited: boolean): Promise<void> {
    if (!audited) {
      await manager.query(`UPDATE transaction SET form_template_id = NULL, form_template_version = NULL WHERE id = $1`, [transactionId]);
      return;
    }
    await manager.query(
      `UPDATE transaction t
          SET (form_template_id, form_template_version) = (
                SELECT v.template_id, v.version
                  FROM practice p JOIN template_version v ON v.template_id = p.template_id
                 WHERE p.practice_id = t.practice_id
                 ORDER BY v.version DESC LIMIT 1)
        WHERE t.id = $1`,
      [transactionId],
    );
  }
}
