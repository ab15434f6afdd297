/**
 * Finding a transaction the actor may reach, and recording a change to it. Every detail command
 * goes through here: a transaction of another client or of a practice the actor was not granted
 * answers NOT_FOUND with no data (the gateway has already checked the ids a request names; this
 * is the service's own check of the record), an audited transaction refuses edits, and each
 * change is appended to the transaction's history and reported through the outbox in the same
 * database transaction.
 */
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { AppError, DetailMessages, ErrorCode, type Actor, type HistoryEntry, type TransactionRecordedEvent } from '@dental/contracts';
import { OutboxWriter } from '@dental/messaging';
import { transactionsRecorded } from '../transactions/transactions-recorded';

/** The columns of a transaction row as Postgres answers them. */
export interface TransactionRecord {
  id: string;
  type: string;
  created: Date;
  client_id: string;
  practice_id: string;
  patient_first_name: string;
  patient_last_name: string;
  patient_name: string;
  carrier_name: string;
  missing_required_input_qty: number;
  total_required_fields: number;
  verification_type: string;
  status_patient: string;
  iv_status: string;
  iv_process_result: string;
  provider: string;
  appointment_date: string;
  comment: string;
  audited: boolean;
  upload_fbd: boolean;
  appt_note: string;
  history: HistoryEntry[];
  elg_codes: unknown[];
  appt_data: Record<string, unknown>;
  policy_type: string;
  relationship: string;
  patient_id: string;
  patient_dob: string | null;
  employer_name: string;
  member_id: string;
  subscriber_id: string;
  subscriber_first_name: string;
  subscriber_last_name: string;
  subscriber_dob: string | null;
  group_number: string;
  note: string;
  spreadsheet: Record<string, string>;
  bookmarks: Record<string, string | string[]>;
  fbd_eligible: boolean;
  fbd_notes: string;
}

export function notFound(): AppError {
  return new AppError(ErrorCode.NotFound, DetailMessages.notFound);
}

export function hasPermission(actor: Actor, ...keys: string[]): boolean {
  return keys.some((key) => actor.permissions.includes(key));
}

export function requireActor(actor: Actor | null): Actor {
  if (!actor) throw new AppError(ErrorCode.Unauthenticated, 'A signed-in user is required');
  return actor;
}

/** How many history entries a transaction keeps; older ones stay in the outbox's event stream. */
const HISTORY_LIMIT = 200;

@Injectable()
export class TransactionAccess {
  constructor(private readonly outbox: OutboxWriter) {}

  /** The transaction, if the actor may reach it; `forUpdate` locks the row for the rest of the database transaction. */
  async find(manager: EntityManager, id: string, actor: Actor | null, forUpdate = false): Promise<TransactionRecord> {
    const who = requireActor(actor);
    const rows: TransactionRecord[] = await manager.query(
      `SELECT id, type, created, client_id, practice_id, patient_first_name, patient_last_name, patient_name, carrier_name,
              missing_required_input_qty, total_required_fields, verification_type, status_patient, iv_status,
              iv_process_result, provider, to_char(appointment_date, 'YYYY-MM-DD') AS appointment_date, comment, audited,
              upload_fbd, appt_note, history, elg_codes, appt_data, policy_type, relationship, patient_id,
              to_char(patient_dob, 'YYYY-MM-DD') AS patient_dob, employer_name, member_id, subscriber_id,
              subscriber_first_name, subscriber_last_name, to_char(subscriber_dob, 'YYYY-MM-DD') AS subscriber_dob,
              group_number, note, spreadsheet, bookmarks, fbd_eligible, fbd_notes
         FROM transaction
        WHERE id = $1 AND client_id = ANY($2) AND practice_id = ANY($3)
        ${forUpdate ? 'FOR UPDATE' : ''}`,
      [id, who.clientIds, who.practiceIds],
    );
    if (!rows[0]) throw notFound();
    return rows[0];
  }

  /** The transaction, locked, refusing when it is audited (spec 01 §4: an audited record is read-only). */
  async findEditable(manager: EntityManager, id: string, actor: Actor | null): Promise<TransactionRecord> {
    const record = await this.find(manager, id, actor, true);
    if (record.audited) throw new AppError(ErrorCode.Conflict, DetailMessages.readOnly);
    return record;
  }

  /** Appends a history entry and reports the change through the outbox. */
  async recordChange(
    manager: EntityManager,
    record: Pick<TransactionRecord, 'id' | 'client_id' | 'practice_id' | 'type'>,
    actor: Actor | null,
    action: string,
    details: { fields?: string[]; detail?: string } = {},
  ): Promise<void> {
    const entry: HistoryEntry = { at: new Date().toISOString(), userId: actor?.userId ?? '', action, ...details };
    await manager.query(
      `UPDATE transaction
          SET history = (CASE WHEN jsonb_array_length(history) >= $3 THEN history - 0 ELSE history END) || jsonb_build_array($2::jsonb),
              updated_at = now()
        WHERE id = $1`,
      [record.id, JSON.stringify(entry), HISTORY_LIMIT],
    );
    const event: TransactionRecordedEvent = {
      transactionId: record.id,
      clientId: record.client_id,
      practiceId: record.practice_id,
      type: record.type,
      change: 'updated',
      source: 'edit',
      occurredAt: entry.at,
      action,
      userId: entry.userId,
      ...(details.fields ? { fields: details.fields } : {}),
    };
    await this.outbox.add(manager, ...transactionsRecorded([event]));
  }
}
