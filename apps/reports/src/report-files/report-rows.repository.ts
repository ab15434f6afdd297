import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface SummaryRow {
  transaction_id: string;
  appointment_date: string;
  patient_name: string;
  type: string;
  carrier_name: string;
  iv_status: string;
  iv_process_result: string;
  status_patient: string;
  missing_required_input_qty: number;
  audited: boolean;
}

export interface CostRow {
  practice_id: string;
  practice_name: string;
  fbd: number;
  elg: number;
  other: number;
  audited: number;
  total: number;
}

/** What the reports read from the read model: pages by key (never a whole range in memory) and grouped counts. */
@Injectable()
export class ReportRowsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async count(practiceIds: string[], clientId: string, start: string, end: string): Promise<number> {
    const [{ n }] = await this.dataSource.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM dashboard_transaction
        WHERE practice_id = ANY($1::text[]) AND client_id = $2 AND appointment_date BETWEEN $3::date AND $4::date`,
      [practiceIds, clientId, start, end],
    );
    return n;
  }

  /** The summary's rows after `after` (appointment day, then transaction id), `limit` at a time. */
  async summaryPage(
    practiceId: string,
    clientId: string,
    start: string,
    end: string,
    after: { day: string; id: string },
    limit: number,
  ): Promise<SummaryRow[]> {
    return this.dataSource.query(
      `SELECT transaction_id, to_char(appointment_date, 'YYYY-MM-DD') AS appointment_date, patient_name, type, carrier_name,
              iv_status, iv_process_result, status_patient, missing_required_input_qty, audited
         FROM dashboard_transaction
        WHERE practice_id = $1 AND client_id = $2 AND appointment_date BETWEEN $3::date AND $4::date
          AND (appointment_date, transaction_id) > ($5::date, $6)
        ORDER BY appointment_date, transaction_id
        LIMIT $7`,
      [practiceId, clientId, start, end, after.day, after.id, limit],
    );
  }

  /** One row per practice: its transactions of the range by type, and how many are audited. */
  async costRows(practiceIds: string[], clientId: string, start: string, end: string): Promise<CostRow[]> {
    return this.dataSource.query(
      `SELECT practice_id, max(practice_name) AS practice_name,
              count(*) FILTER (WHERE type = 'FBD')::int AS fbd, count(*) FILTER (WHERE type = 'ELG')::int AS elg,
              count(*) FILTER (WHERE type NOT IN ('FBD', 'ELG'))::int AS other, count(*) FILTER (WHERE audited)::int AS audited,
              count(*)::int AS total
         FROM dashboard_transaction
        WHERE practice_id = ANY($1::text[]) AND client_id = $2 AND appointment_date BETWEEN $3::date AND $4::date
        GROUP BY practice_id
        ORDER BY max(practice_name), practice_id`,
      [practiceIds, clientId, start, end],
    );
  }

  /** The names the read model holds for a client and a practice ('' when it has none yet). */
  async names(clientId: string, practiceId?: string): Promise<{ clientName: string; practiceName: string }> {
    const [row] = await this.dataSource.query<{ client_name: string; practice_name: string }[]>(
      `SELECT client_name, practice_name FROM dashboard_transaction
        WHERE client_id = $1 AND ($2::text IS NULL OR practice_id = $2) LIMIT 1`,
      [clientId, practiceId ?? null],
    );
    return { clientName: row?.client_name ?? '', practiceName: row?.practice_name ?? '' };
  }
}
