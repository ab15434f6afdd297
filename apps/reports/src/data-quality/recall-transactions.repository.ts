import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { RecallPage, RecallTransaction } from '@dental/contracts';
import { escapeLike } from '@dental/database';

export interface RecallFilter {
  practiceIds: string[];
  startDate?: string;
  endDate?: string;
  patientName?: string;
  page: number;
  limit: number;
}

/**
 * Recall Transactions: the read model's transactions still missing required fields, each joined to
 * the newest data quality request made for it. Paged in the database, in appointment order.
 */
@Injectable()
export class RecallTransactionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async page(filter: RecallFilter): Promise<RecallPage> {
    const values: unknown[] = [filter.practiceIds];
    const where = ['t.practice_id = ANY($1::text[])', 't.missing_required_input_qty > 0'];
    const add = (sql: string, value: unknown) => {
      values.push(value);
      where.push(sql.replace('?', `$${values.length}`));
    };
    if (filter.startDate) add('t.appointment_date >= ?::date', filter.startDate);
    if (filter.endDate) add('t.appointment_date <= ?::date', filter.endDate);
    if (filter.patientName) add(`t.patient_name ILIKE ? ESCAPE '\\'`, `%${escapeLike(filter.patientName)}%`);
    const condition = where.join(' AND ');
    const [rows, [{ n }]] = await Promise.all([
      this.dataSource.query<(Omit<RecallTransaction, 'received'> & { received: Date | null })[]>(
        `SELECT t.transaction_id AS "_id", to_char(t.appointment_date, 'YYYY-MM-DD') AS appointment, t.patient_name AS "patientName",
                t.practice_name AS practice, r.id IS NOT NULL AS "patientContacted", r.answered_at IS NOT NULL AS "patientResponded",
                COALESCE(array_to_string(r.missing_fields, ', '), t.missing_required_input_qty || ' missing fields') AS "missingItem",
                r.answered_at AS received
           FROM dashboard_transaction t
           LEFT JOIN LATERAL (
             SELECT id, missing_fields, answered_at FROM dqa_request
              WHERE transaction_id = t.transaction_id ORDER BY updated_at DESC LIMIT 1
           ) r ON true
          WHERE ${condition}
          ORDER BY t.appointment_date, t.transaction_id
          LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, filter.limit, (filter.page - 1) * filter.limit],
      ),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM dashboard_transaction t WHERE ${condition}`, values),
    ]);
    return { records: rows.map((r) => ({ ...r, received: r.received ? r.received.toISOString() : null })), recordsQty: n };
  }
}
