import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { TransactionFacts, TransactionFactsAnswer } from '@dental/contracts';

const FACT_COLUMNS = `t.id AS "transactionId", t.client_id AS "clientId", t.practice_id AS "practiceId",
  coalesce(p.name, '') AS "practiceName", coalesce(p.client_name, '') AS "clientName", t.type,
  to_char(appointment_date, 'YYYY-MM-DD') AS "appointmentDate", patient_name AS "patientName", carrier_name AS "carrierName",
  iv_status AS "ivStatus", iv_process_result AS "ivProcessResult", status_patient AS "statusPatient", audited,
  missing_required_input_qty AS "missingRequiredInputQty", to_char(t.created AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created`;

/** Reads the facts of transactions for the reports service's read model. */
@Injectable()
export class TransactionFactsRepository {
  async byIds(manager: EntityManager, ids: string[]): Promise<TransactionFactsAnswer> {
    const readAt = await this.readAt(manager);
    const facts: TransactionFacts[] = await manager.query(
      `SELECT ${FACT_COLUMNS} FROM transaction t LEFT JOIN practice p ON p.practice_id = t.practice_id WHERE t.id = ANY($1::text[])`,
      [ids],
    );
    return { facts, readAt };
  }

  async page(manager: EntityManager, after: string, limit: number): Promise<TransactionFactsAnswer> {
    const readAt = await this.readAt(manager);
    const facts: TransactionFacts[] = await manager.query(
      `SELECT ${FACT_COLUMNS} FROM transaction t LEFT JOIN practice p ON p.practice_id = t.practice_id WHERE t.id > $1 ORDER BY t.id LIMIT $2`,
      [after, limit],
    );
    return { facts, readAt };
  }

  /**
   * The time this read started (the REPEATABLE READ snapshot is taken at the first statement, this
   * one), with microseconds: a later read sees every change this one saw, and more.
   */
  private async readAt(manager: EntityManager): Promise<string> {
    const [row] = await manager.query<{ at: string }[]>(
      `SELECT to_char(clock_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`,
    );
    return row.at;
  }
}
