/**
 * Keeps the missing-field counts of the All Transactions list true when the form behind them
 * changes (a new template version, or a practice moved to another template). Only transactions not
 * yet audited follow: an audited one keeps the counts of the version it was audited with. The work
 * walks one practice at a time by id, a batch at a time, so no table is loaded whole.
 */
import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { formState, type TemplateForm, type TransactionRecordedEvent } from '@dental/contracts';
import { OutboxWriter } from '@dental/messaging';
import { transactionsRecorded } from '../transactions/transactions-recorded';

const BATCH_SIZE = 500;

@Injectable()
export class FormRecount {
  private readonly logger = new Logger(FormRecount.name);

  constructor(private readonly outbox: OutboxWriter) {}

  /** Recounts every open FBD transaction of the practices using the template; returns how many were counted. */
  async ofTemplate(manager: EntityManager, form: TemplateForm): Promise<number> {
    const practices: { practice_id: string }[] = await manager.query(
      `SELECT practice_id FROM practice WHERE template_id = $1 ORDER BY practice_id`,
      [form._id],
    );
    let counted = 0;
    for (const { practice_id } of practices) counted += await this.ofPractice(manager, practice_id, form);
    this.logger.log(
      `template ${form._id} version ${form.version}: recounted ${counted} open transactions of ${practices.length} practices`,
    );
    return counted;
  }

  /** Recounts the open FBD transactions of one practice against the form; returns how many were counted. */
  async ofPractice(manager: EntityManager, practiceId: string, form: TemplateForm): Promise<number> {
    let after = '';
    let counted = 0;
    for (;;) {
      const batch: { id: string; bookmarks: Record<string, string | string[]> }[] = await manager.query(
        `SELECT id, bookmarks FROM transaction
          WHERE practice_id = $1 AND type = 'FBD' AND NOT audited AND id > $2
          ORDER BY id LIMIT $3`,
        [practiceId, after, BATCH_SIZE],
      );
      if (batch.length === 0) return counted;
      const states = batch.map((t) => formState(form, t.bookmarks));
      // An UPDATE answers [rows, affected count] through TypeORM.
      const [changed]: [{ id: string; client_id: string; type: string }[], number] = await manager.query(
        `UPDATE transaction t SET missing_required_input_qty = c.missing, total_required_fields = c.required
           FROM unnest($1::text[], $2::int[], $3::int[]) AS c (id, missing, required)
          WHERE t.id = c.id AND NOT t.audited
            AND (t.missing_required_input_qty, t.total_required_fields) IS DISTINCT FROM (c.missing, c.required)
          RETURNING t.id, t.client_id, t.type`,
        [batch.map((t) => t.id), states.map((s) => s.missing), states.map((s) => s.required)],
      );
      // Readers of the counts (the reports service's dashboard) learn of each changed one like any other change.
      const occurredAt = new Date().toISOString();
      await this.outbox.add(
        manager,
        ...transactionsRecorded(
          changed.map((t): TransactionRecordedEvent => ({
            transactionId: t.id,
            clientId: t.client_id,
            practiceId,
            type: t.type,
            change: 'updated',
            source: 'recount',
            action: 'missing-fields.recounted',
            fields: ['missingRequiredInputQty', 'totalRequiredFields'],
            occurredAt,
          })),
        ),
      );
      counted += batch.length;
      after = batch[batch.length - 1].id;
    }
  }
}
