/**
 * What the product keeps about a client's calls: the patient recorded for a call, its attached files,
 * and the copy of each call the provider's webhooks and the bots announced. Every read and write is
 * scoped by the client whose provider account holds the call.
 */
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  CALL_MESSAGES_SHOWN,
  newId,
  type Call,
  type CallFile,
  type CallFileLocation,
  type CallPatientInfo,
  type SmsMessage,
} from '@dental/contracts';

interface PatientInfoRow {
  patient_first_name: string;
  patient_last_name: string;
  patient_dob: string | null;
  patient_id: string | null;
  member_id: string | null;
  notes: string | null;
  updated_by: string;
  updated_at: Date;
}
interface CallFileRow {
  id: string;
  filename: string;
  size: string;
  content_type: string;
  uploaded_by: string;
  uploaded_at: Date;
}

/** A call holds at most this many files; the detail lists them all. */
export const MAX_FILES_PER_CALL = 100;

const patientInfoOf = (r: PatientInfoRow): CallPatientInfo => ({
  patientFirstName: r.patient_first_name,
  patientLastName: r.patient_last_name,
  patientDOB: r.patient_dob,
  patientId: r.patient_id,
  memberId: r.member_id,
  notes: r.notes,
  updatedBy: r.updated_by,
  updatedAt: r.updated_at.toISOString(),
});

const fileOf = (r: CallFileRow): CallFile => ({
  id: r.id,
  filename: r.filename,
  size: Number(r.size),
  contentType: r.content_type,
  uploadedBy: r.uploaded_by,
  uploadedAt: r.uploaded_at.toISOString(),
});

export type PatientInfoValues = Omit<CallPatientInfo, 'updatedAt'>;
export interface NewCallFile {
  key: string;
  filename: string;
  size: number;
  contentType: string;
  uploadedBy: string;
}

@Injectable()
export class CallRecordsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async patientInfo(clientId: string, callId: number): Promise<CallPatientInfo | null> {
    const [row] = await this.dataSource.query<PatientInfoRow[]>(
      `SELECT patient_first_name, patient_last_name, to_char(patient_dob, 'YYYY-MM-DD') AS patient_dob, patient_id, member_id, notes,
              updated_by, updated_at
         FROM call_patient_info WHERE client_id = $1 AND call_id = $2`,
      [clientId, callId],
    );
    return row ? patientInfoOf(row) : null;
  }

  async savePatientInfo(clientId: string, callId: number, values: PatientInfoValues): Promise<CallPatientInfo> {
    const [row] = await this.dataSource.query<PatientInfoRow[]>(
      `INSERT INTO call_patient_info
         (client_id, call_id, patient_first_name, patient_last_name, patient_dob, patient_id, member_id, notes, updated_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now())
       ON CONFLICT (client_id, call_id) DO UPDATE SET
         patient_first_name = EXCLUDED.patient_first_name, patient_last_name = EXCLUDED.patient_last_name,
         patient_dob = EXCLUDED.patient_dob, patient_id = EXCLUDED.patient_id, member_id = EXCLUDED.member_id,
         notes = EXCLUDED.notes, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at
       RETURNING patient_first_name, patient_last_name, to_char(patient_dob, 'YYYY-MM-DD') AS patient_dob, patient_id, member_id, notes,
                 updated_by, updated_at`,
      [
        clientId,
        callId,
        values.patientFirstName,
        values.patientLastName,
        values.patientDOB,
        values.patientId,
        values.memberId,
        values.notes,
        values.updatedBy,
      ],
    );
    return patientInfoOf(row);
  }

  async files(clientId: string, callId: number): Promise<CallFile[]> {
    const rows = await this.dataSource.query<CallFileRow[]>(
      `SELECT id, filename, size, content_type, uploaded_by, uploaded_at FROM call_file
        WHERE client_id = $1 AND call_id = $2 ORDER BY uploaded_at, id LIMIT ${MAX_FILES_PER_CALL}`,
      [clientId, callId],
    );
    return rows.map(fileOf);
  }

  /** Adds the file unless the call already holds the most it may; null then. */
  async addFile(clientId: string, callId: number, file: NewCallFile): Promise<CallFile | null> {
    const [row] = await this.dataSource.query<CallFileRow[]>(
      `INSERT INTO call_file (id, client_id, call_id, filename, size, content_type, object_key, uploaded_by, uploaded_at)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, now()
        WHERE (SELECT count(*) FROM call_file WHERE client_id = $2 AND call_id = $3) < ${MAX_FILES_PER_CALL}
       RETURNING id, filename, size, content_type, uploaded_by, uploaded_at`,
      [newId(), clientId, callId, file.filename, file.size, file.contentType, file.key, file.uploadedBy],
    );
    return row ? fileOf(row) : null;
  }

  /** Where a file of one of these clients lies, or null. */
  async locateFile(clientIds: string[], fileId: string): Promise<CallFileLocation | null> {
    const [row] = await this.dataSource.query<{ object_key: string; filename: string; content_type: string }[]>(
      `SELECT object_key, filename, content_type FROM call_file WHERE id = $1 AND client_id = ANY($2)`,
      [fileId, clientIds],
    );
    return row ? { key: row.object_key, fileName: row.filename, contentType: row.content_type } : null;
  }

  /** The call as last announced by a webhook or a bot, or null. */
  async announcedCall(clientId: string, callId: number): Promise<Call | null> {
    const [row] = await this.dataSource.query<{ call: Call }[]>(`SELECT call FROM announced_call WHERE client_id = $1 AND call_id = $2`, [
      clientId,
      callId,
    ]);
    return row?.call ?? null;
  }

  /** The latest messages any provider announced with this number (digits only), newest first. */
  async messagesWith(clientId: string, phoneDigits: string): Promise<SmsMessage[]> {
    if (!phoneDigits) return [];
    const rows = await this.dataSource.query<{ message: SmsMessage }[]>(
      `SELECT message FROM announced_message WHERE client_id = $1 AND phone_digits = $2
        ORDER BY event_date DESC, message_id LIMIT ${CALL_MESSAGES_SHOWN}`,
      [clientId, phoneDigits],
    );
    return rows.map((r) => r.message);
  }
}

/** Digits only: how a call's number and a message's number are compared. */
export const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** Writes of the webhooks and the bots, inside the transaction that records the event as applied. */
export const AnnouncedRecords = {
  /**
   * Marks (client, provider, resource, record, event) as applied; false when it already was, and
   * then nothing else may change. The primary key decides, so two deliveries at once apply once.
   */
  async firstTime(
    db: EntityManager,
    key: { clientId: string; provider: string; resource: string; recordId: string; event: string },
    source: 'webhook' | 'bot',
  ): Promise<boolean> {
    const inserted = await db.query<{ applied: boolean }[]>(
      `INSERT INTO provider_record_applied (client_id, provider, resource, record_id, event, source, applied_at)
       VALUES ($1, $2, $3, $4, $5, $6, now()) ON CONFLICT DO NOTHING RETURNING true AS applied`,
      [key.clientId, key.provider, key.resource, key.recordId, key.event, source],
    );
    return inserted.length === 1;
  },

  /** The newest state of a call wins: a late "created" never undoes an "ended" already kept. */
  async saveCall(db: EntityManager, clientId: string, call: Call): Promise<void> {
    await db.query(
      `INSERT INTO announced_call (client_id, call_id, call, announced_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (client_id, call_id) DO UPDATE SET call = EXCLUDED.call, announced_at = EXCLUDED.announced_at
        WHERE COALESCE((announced_call.call->>'ended_at')::bigint, 0) <= COALESCE((EXCLUDED.call->>'ended_at')::bigint, 0)`,
      [clientId, call.id, JSON.stringify(call)],
    );
  },

  /** A message's latest state (its status may change: delivered, failed); keyed by provider and id. */
  async saveMessage(db: EntityManager, clientId: string, provider: string, phone: string, message: SmsMessage): Promise<void> {
    await db.query(
      `INSERT INTO announced_message (client_id, provider, message_id, phone_digits, message, event_date, announced_at)
       VALUES ($1, $2, $3, $4, $5, $6, now())
       ON CONFLICT (client_id, provider, message_id) DO UPDATE SET message = EXCLUDED.message, announced_at = EXCLUDED.announced_at`,
      [clientId, provider, message.id, digitsOf(phone), JSON.stringify(message), message.eventDate],
    );
  },
};
