import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { dashboardOutcome, statusMain, type TransactionFactsAnswer } from '@dental/contracts';
import { MONTH_START_SQL, WEEK_START_SQL } from '../dashboard/dashboard-weeks';
import { ALL_PRACTICES, DASHBOARD_CHANGED_CHANNEL_SQL, NOTIFIED_PRACTICES } from '../dashboard/dashboard-versions';

/** A carrier's `_id`: derived from its name, so every replica and every rebuild gives the same one. */
export function carrierId(name: string): string {
  return createHash('sha256').update(name).digest('hex').slice(0, 24);
}

/** `sum(n)` of the staged deltas matching `where` (0 when none does). */
const deltaOf = (where: string) => `coalesce(sum(n) FILTER (WHERE ${where}), 0)::int`;

/**
 * The upserts of one granularity's pre-summed tables: `dashboard_day_*` keyed by the day, or
 * `dashboard_week_*` keyed by the first day of the day's week (dashboard/dashboard-weeks.ts). The
 * status table also has `dashboard_month_status`, keyed by the month's first day.
 */
function upsertsPer(granularity: 'day' | 'week'): string[] {
  const key = granularity === 'day' ? 'day' : 'week_start';
  const keyOf = granularity === 'day' ? 'day' : WEEK_START_SQL('day');
  return [
    countsUpsert(granularity, key, keyOf),
    statusUpsert(`dashboard_${granularity}_status`, key, keyOf),
    carrierUpsert(granularity, key, keyOf),
  ];
}

function countsUpsert(granularity: 'day' | 'week', key: string, keyOf: string): string {
  return `INSERT INTO dashboard_${granularity}_counts AS c (practice_id, ${key}, total, fbd, elg, completed, not_completed, not_found, audited, active, has_missing)
     SELECT practice_id, ${keyOf}, sum(n)::int, ${deltaOf(`type = 'FBD'`)}, ${deltaOf(`type = 'ELG'`)}, ${deltaOf(`outcome = 'completed'`)},
            ${deltaOf(`outcome = 'not-completed'`)}, ${deltaOf(`outcome = 'not-found'`)}, ${deltaOf('audited')},
            ${deltaOf(`lower(status_main) = 'active'`)}, ${deltaOf('has_missing')}
       FROM dashboard_delta WHERE xact = pg_current_xact_id()
      GROUP BY 1, 2 ORDER BY 1, 2
     ON CONFLICT (practice_id, ${key}) DO UPDATE SET total = c.total + EXCLUDED.total, fbd = c.fbd + EXCLUDED.fbd, elg = c.elg + EXCLUDED.elg,
       completed = c.completed + EXCLUDED.completed, not_completed = c.not_completed + EXCLUDED.not_completed,
       not_found = c.not_found + EXCLUDED.not_found, audited = c.audited + EXCLUDED.audited, active = c.active + EXCLUDED.active,
       has_missing = c.has_missing + EXCLUDED.has_missing`;
}

/** The status table's upsert into `table`, keyed by `key` (the day, the week's or the month's first day). */
function statusUpsert(table: string, key: string, keyOf: string): string {
  return `INSERT INTO ${table} AS s (practice_id, ${key}, status_main, total, fbd, elg)
     SELECT practice_id, ${keyOf}, status_main, sum(n)::int, ${deltaOf(`type = 'FBD'`)}, ${deltaOf(`type = 'ELG'`)}
       FROM dashboard_delta WHERE xact = pg_current_xact_id()
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
     ON CONFLICT (practice_id, ${key}, status_main) DO UPDATE SET total = s.total + EXCLUDED.total, fbd = s.fbd + EXCLUDED.fbd, elg = s.elg + EXCLUDED.elg`;
}

function carrierUpsert(granularity: 'day' | 'week', key: string, keyOf: string): string {
  return `INSERT INTO dashboard_${granularity}_carrier AS l (practice_id, carrier_name, ${key}, total, fbd, elg)
     SELECT practice_id, carrier_name, ${keyOf}, sum(n)::int, ${deltaOf(`type = 'FBD'`)}, ${deltaOf(`type = 'ELG'`)}
       FROM dashboard_delta WHERE xact = pg_current_xact_id()
      GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
     ON CONFLICT (practice_id, carrier_name, ${key}) DO UPDATE SET total = l.total + EXCLUDED.total, fbd = l.fbd + EXCLUDED.fbd, elg = l.elg + EXCLUDED.elg`;
}

/**
 * Applies the transaction's staged deltas (`dashboard_delta`, written by the triggers on
 * dashboard_transaction) to the dashboard's pre-summed tables, a table at a time in this order and
 * each in the order of its key, then drops them. Every writer of the read model goes through here
 * once per database transaction, so all lock those rows in one order and never deadlock. It also
 * notifies the practices whose counts moved (DashboardVersions).
 *
 * The statements take no parameters, so they travel as one multi-statement query (Postgres's simple
 * protocol runs them one after the other, in this order): one round trip per batch instead of ten.
 */
const APPLY_DELTAS = [
  ...upsertsPer('day'),
  ...upsertsPer('week'),
  statusUpsert('dashboard_month_status', 'month_start', MONTH_START_SQL('day')),
  `INSERT INTO dashboard_practice_version AS v (practice_id, version)
   SELECT DISTINCT practice_id, 1 FROM dashboard_delta WHERE xact = pg_current_xact_id() ORDER BY practice_id
   ON CONFLICT (practice_id) DO UPDATE SET version = v.version + 1`,
  // Tells every replica's DashboardVersions, at commit, which practices' counts moved.
  `SELECT pg_notify(${DASHBOARD_CHANGED_CHANNEL_SQL}, CASE WHEN count(*) <= ${NOTIFIED_PRACTICES} THEN string_agg(practice_id, ',') ELSE '${ALL_PRACTICES}' END)
     FROM (SELECT DISTINCT practice_id FROM dashboard_delta WHERE xact = pg_current_xact_id()) p HAVING count(*) > 0`,
  `DELETE FROM dashboard_delta WHERE xact = pg_current_xact_id()`,
].join(';\n');

/**
 * The read model's tables, emptied together by a fresh rebuild (which moves every practice's
 * `dashboard_practice_version` on instead: a version never goes back, so no cached answer survives).
 */
export const READ_MODEL_TABLES =
  'dashboard_transaction, carrier, dashboard_day_counts, dashboard_day_status, dashboard_day_carrier, dashboard_week_counts, ' +
  'dashboard_week_status, dashboard_week_carrier, dashboard_month_status, dashboard_delta';

/** Writes of the read model: the transactions' facts, the dashboard's counts of them and the carriers met in them. */
@Injectable()
export class ReadModelRepository {
  /**
   * Stores the facts as read by the verification service, and keeps the dashboard's pre-summed
   * counts in step in the same database transaction. A row already holding facts read later is kept
   * (the answer to an earlier request arrived late). Call it once per database transaction, with
   * every answer of it (see APPLY_DELTAS). Returns how many rows were written.
   */
  async store(manager: EntityManager, answers: TransactionFactsAnswer | readonly TransactionFactsAnswer[]): Promise<number> {
    const all = Array.isArray(answers) ? (answers as readonly TransactionFactsAnswer[]) : [answers as TransactionFactsAnswer];
    let written = 0;
    const carriers = new Set<string>();
    for (const answer of all) {
      written += await this.upsert(manager, answer);
      for (const f of answer.facts) if (f.carrierName !== '' && f.carrierName !== 'EMPTY') carriers.add(f.carrierName);
    }
    if (written > 0) await manager.query(APPLY_DELTAS);
    if (carriers.size > 0) {
      const names = [...carriers].sort();
      await manager.query(`INSERT INTO carrier (name, id) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (name) DO NOTHING`, [
        names,
        names.map(carrierId),
      ]);
    }
    return written;
  }

  private async upsert(manager: EntityManager, answer: TransactionFactsAnswer): Promise<number> {
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
    return written.length;
  }

  async isEmpty(manager: EntityManager): Promise<boolean> {
    const rows: unknown[] = await manager.query('SELECT 1 FROM dashboard_transaction LIMIT 1');
    return rows.length === 0;
  }
}
