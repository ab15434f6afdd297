import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { TransactionFactsAnswer } from '@dental/contracts';

const FACT_COLUMNS = `t.id AS "transactionId", t.client_id AS "clientId", t.practice_id AS "practiceId",
  coalesce(p.name, '') AS "practiceName", coalesce(p.client_name, '') AS "clientName", t.type,
  to_char(appointment_date, 'YYYY-MM-DD') AS "appointmentDate", patient_name AS "patientName", carrier_name AS "carrierName",
  iv_status AS "ivStatus", iv_process_result AS "ivProcessResult", status_patient AS "statusPatient", audited,
  missing_required_input_qty AS "missingRequiredInputQty", to_char(t.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created`;

const FACTS = `SELECT ${FACT_COLUMNS} FROM transaction t LEFT JOIN practice p ON p.practice_id = t.practice_id`;

/**
 * `facts` (a SELECT of FACTS) and the time of the read, in one statement: a statement reads one
 * snapshot, taken as it starts, and `clock_timestamp()` is read during it, so a read whose `readAt` is
 * later saw every change this one saw, and more. One round trip, with no transaction around it. The
 * facts come in id order, which a rebuild's paging relies on (its next page starts after the last id).
 */
const withReadAt = (facts: string) =>
  `SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "readAt",
          (SELECT coalesce(json_agg(f ORDER BY f."transactionId"), '[]') FROM (${facts}) f) AS facts`;

/** Reads the facts of transactions for the reports service's read model. */
@Injectable()
export class TransactionFactsRepository {
  constructor(private readonly dataSource: DataSource) {}

  byIds(ids: string[]): Promise<TransactionFactsAnswer> {
    return this.read(`${FACTS} WHERE t.id = ANY($1::text[])`, [ids]);
  }

  page(after: string, limit: number): Promise<TransactionFactsAnswer> {
    return this.read(`${FACTS} WHERE t.id > $1 ORDER BY t.id LIMIT $2`, [after, limit]);
  }

  private async read(facts: string, params: unknown[]): Promise<TransactionFactsAnswer> {
    const [row] = await this.dataSource.query<TransactionFactsAnswer[]>(withReadAt(facts), params);
    return row;
  }
}
