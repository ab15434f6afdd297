import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { dashboardOutcome, statusMain, type TransactionFactsAnswer } from '@dental/contracts';

/** A carrier's `_id`: derived from its name, so every replica and every rebuild gives the same one. */
export function carrierId(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 24);
}

/** Writes of the read model: the transactions' facts and the carriers met in them. */
@Injectable()
export class ReadModelRepository {
  /**
   * Stores the facts as read by the verification service. A row already holding facts read later is
   * kept (the answer to an earlier request arrived late). Returns how many rows were written.
   */
  async store(manager: EntityManager, answer: TransactionFactsAnswer): Promise<number> {
    if (answer.facts.length === 0) return 0;
    const rows = answer.facts.map((f) => ({
      ...f,
      statusMain: statusMain(f.ivStatus),
      outcome: dashboardOutcome(f.ivStatus, f.ivProcessResult),
    }));
    const written: { transaction_id: string }[] = await manager.query(
      `INSERT INTO dashboard_transaction (transaction_id, client_id, practice_id, practice_name, client_name, type, appointment_date, patient_name, carrier_name,
         iv_status, iv_process_result, status_patient, audited, missing_required_input_qty, status_main, outcome, created, read_at)
       SELECT f."transactionId", f."clientId", f."practiceId", f."practiceName", f."clientName", f.type, f."appointmentDate"::date, f."patientName", f."carrierName",
         f."ivStatus", f."ivProcessResult", f."statusPatient", f.audited, f."missingRequiredInputQty", f."statusMain", f.outcome,
         f.created::timestamptz, $2::timestamptz
       FROM jsonb_to_recordset($1::jsonb) AS f("transactionId" text, "clientId" text, "practiceId" text, "practiceName" text, "clientName" text, type text,
         "appointmentDate" text, "patientName" text, "carrierName" text, "ivStatus" text, "ivProcessResult" text,
         "statusPatient" text, audited boolean, "missingRequiredInputQty" int, "statusMain" text, outcome text, created text)
       ORDER BY f."transactionId"
       ON CONFLICT (transaction_id) DO UPDATE SET
         client_id = EXCLUDED.client_id, practice_id = EXCLUDED.practice_id, practice_name = EXCLUDED.practice_name,
         client_name = EXCLUDED.client_name, type = EXCLUDED.type,
         appointment_date = EXCLUDED.appointment_date, patient_name = EXCLUDED.patient_name, carrier_name = EXCLUDED.carrier_name,
         iv_status = EXCLUDED.iv_status, iv_process_result = EXCLUDED.iv_process_result, status_patient = EXCLUDED.status_patient,
         audited = EXCLUDED.audited, missing_required_input_qty = EXCLUDED.missing_required_input_qty,
         status_main = EXCLUDED.status_main, outcome = EXCLUDED.outcome, created = EXCLUDED.created, read_at = EXCLUDED.read_at
       WHERE dashboard_transaction.read_at <= EXCLUDED.read_at
       RETURNING transaction_id`,
      [JSON.stringify(rows), answer.readAt],
    );
    const carriers = [...new Set(rows.map((r) => r.carrierName).filter((name) => name !== '' && name !== 'EMPTY'))].sort();
    if (carriers.length > 0) {
      await manager.query(`INSERT INTO carrier (name, id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (name) DO NOTHING`, [
        carriers,
        carriers.map(carrierId),
      ]);
    }
    return written.length;
  }

  async isEmpty(manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM dashboard_transaction LIMIT 1');
    return rows.length === 0;
  }
}
