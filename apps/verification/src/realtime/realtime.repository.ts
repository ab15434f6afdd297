import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  newId,
  type CarrierFormField,
  type ProcessFlowQuery,
  type RealtimeCarrier,
  type RealtimePage,
  type RealtimeRecord,
  type RealtimeState,
  type RealtimeVerificationType,
  type TransactionRecordedEvent,
} from '@dental/contracts';
import { OutboxWriter } from '@dental/messaging';
import { transactionsRecorded } from '../transactions/transactions-recorded';
import { escapeLike } from '../transactions/transaction-query';

export interface CarrierRow extends RealtimeCarrier {
  payerId: string;
  form: CarrierFormField[];
}

interface VerificationRow {
  id: string;
  client_id: string;
  practice_id: string;
  practice_name: string | null;
  carrier_id: string;
  carrier_name: string;
  verification_type: RealtimeVerificationType;
  patient_first_name: string;
  patient_last_name: string;
  policyholder_first_name: string;
  policyholder_last_name: string;
  relationship: string;
  procedure_codes: string[];
  state: RealtimeState;
  eligibility_status: string | null;
  message: string | null;
  response_key: string | null;
  document_key: string | null;
  transaction_id: string | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

/** A stored verification with what only the service sees: its client, the question's values and the answer's keys. */
export interface StoredVerification {
  record: RealtimeRecord;
  clientId: string;
  formValues: Record<string, string>;
  responseKey: string | null;
  /** The response document (.docx); null for records answered before documents were made, which download their JSON. */
  documentKey: string | null;
  createdBy: string;
}

/** What the job keeps once the payer answered: the objects it stored and the eligibility in a word. */
export interface RealtimeAnswer {
  controlNumber: number;
  eligibilityStatus: string;
  responseKey: string;
  x12Key: string;
  documentKey: string;
  /** The transaction's own copy of the document, an eligibility file of the transaction. */
  transactionFile?: { id: string; key: string; filename: string; size: number; contentType: string };
}

/** How the transaction shows the verification: asked, answered, or failed (a failure status, spec 01 §4). */
const REALTIME_RESULT = { asked: 'Real Time', answered: 'Done by Real Time', failed: 'Real Time failed' } as const;

const COLUMNS = `v.id, v.client_id, v.practice_id, p.name AS practice_name, v.carrier_id, v.carrier_name, v.verification_type,
  v.patient_first_name, v.patient_last_name, v.policyholder_first_name, v.policyholder_last_name, v.relationship,
  v.procedure_codes, v.state, v.eligibility_status, v.message, v.response_key, v.document_key, v.transaction_id, v.created_by,
  v.created_at, v.updated_at`;
const FROM = 'realtime_verification v LEFT JOIN practice p ON p.practice_id = v.practice_id';

const toRecord = (r: VerificationRow): RealtimeRecord => ({
  _id: r.id,
  practiceId: r.practice_id,
  practiceName: r.practice_name ?? '',
  carrierId: r.carrier_id,
  carrierName: r.carrier_name,
  firstNamePatient: r.patient_first_name,
  lastNamePatient: r.patient_last_name,
  verificationType: r.verification_type,
  firstNamePolicyholder: r.policyholder_first_name,
  lastNamePolicyholder: r.policyholder_last_name,
  relationship: r.relationship,
  stateId: r.state,
  dateCreated: r.created_at.toISOString(),
  dateUpdate: r.updated_at.toISOString(),
  urlFile: r.state === 'completed' && r.response_key ? r.id : null,
  eligibilityStatus: r.eligibility_status,
  message: r.message,
  procedureCodes: r.procedure_codes,
  transactionId: r.transaction_id,
});

const toStored = (row: VerificationRow & { form_values: Record<string, string> }): StoredVerification => ({
  record: toRecord(row),
  clientId: row.client_id,
  formValues: row.form_values,
  responseKey: row.response_key,
  documentKey: row.document_key,
  createdBy: row.created_by,
});

/** Carriers and real-time verifications; every read of a verification is scoped to practices the caller holds. */
@Injectable()
export class RealtimeRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
  ) {}

  async carriers(): Promise<RealtimeCarrier[]> {
    return this.dataSource.query<RealtimeCarrier[]>(`SELECT id AS "_id", name FROM realtime_carrier WHERE active ORDER BY name, id`);
  }

  async carrier(id: string): Promise<CarrierRow | null> {
    const rows = await this.dataSource.query<CarrierRow[]>(
      `SELECT id AS "_id", name, payer_id AS "payerId", form FROM realtime_carrier WHERE id = $1 AND active`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The practice's name and client, when the projection knows it and it was not removed. */
  async practice(practiceId: string): Promise<{ name: string; clientId: string } | null> {
    const rows = await this.dataSource.query<{ name: string; client_id: string }[]>(
      'SELECT name, client_id FROM practice WHERE practice_id = $1 AND NOT deleted',
      [practiceId],
    );
    return rows[0] ? { name: rows[0].name, clientId: rows[0].client_id } : null;
  }

  /**
   * Stores the verification and, in the same database transaction, its All Transactions transaction
   * (source `realtime`, the question's patient, policy holder and carrier; the date of service is its
   * appointment date), announced like any created transaction.
   */
  async insert(v: {
    id: string;
    clientId: string;
    practiceId: string;
    carrier: CarrierRow;
    values: Record<string, string>;
    procedureCodes: string[];
    createdBy: string;
  }): Promise<void> {
    const { values } = v;
    const self = values.relationship === 'Self';
    const type = values.verificationType ?? 'ELG';
    const policyholder = {
      firstName: self ? values.patientFirstName : (values.policyholderFirstName ?? ''),
      lastName: self ? values.patientLastName : (values.policyholderLastName ?? ''),
      dob: self ? values.patientDob : values.policyholderDob,
    };
    const transactionId = newId();
    await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      await manager.query(
        `INSERT INTO transaction (id, type, created, client_id, practice_id, patient_first_name, patient_last_name, patient_name,
           carrier_name, appointment_date, relationship, member_id, group_number, patient_dob, subscriber_first_name,
           subscriber_last_name, subscriber_dob, policy_type, iv_process_result, source)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10::date, current_date), $11, $12, $13, $14::date, $15, $16, $17::date,
           'Primary', $18, 'realtime')`,
        [
          transactionId,
          type,
          now,
          v.clientId,
          v.practiceId,
          values.patientFirstName,
          values.patientLastName,
          `${values.patientFirstName} ${values.patientLastName}`.trim(),
          v.carrier.name,
          values.dateOfService ?? null,
          values.relationship,
          values.memberId ?? '',
          values.groupNumber ?? '',
          values.patientDob ?? null,
          policyholder.firstName,
          policyholder.lastName,
          policyholder.dob ?? null,
          REALTIME_RESULT.asked,
        ],
      );
      await manager.query(
        `INSERT INTO realtime_verification (id, client_id, practice_id, carrier_id, carrier_name, verification_type, patient_first_name,
           patient_last_name, policyholder_first_name, policyholder_last_name, relationship, form_values, procedure_codes, created_by,
           transaction_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [
          v.id,
          v.clientId,
          v.practiceId,
          v.carrier._id,
          v.carrier.name,
          type,
          values.patientFirstName,
          values.patientLastName,
          policyholder.firstName,
          policyholder.lastName,
          values.relationship,
          JSON.stringify(values),
          v.procedureCodes,
          v.createdBy,
          transactionId,
        ],
      );
      await this.announce(
        manager,
        { transactionId, clientId: v.clientId, practiceId: v.practiceId, type },
        'created',
        'realtime.asked',
        v.createdBy,
      );
    });
  }

  /** The verification, when it belongs to one of `practiceIds` (otherwise null: another's record is never shown). */
  async find(id: string, practiceIds: readonly string[]): Promise<StoredVerification | null> {
    const rows = await this.dataSource.query<(VerificationRow & { form_values: Record<string, string> })[]>(
      `SELECT ${COLUMNS}, v.form_values FROM ${FROM} WHERE v.id = $1 AND v.practice_id = ANY($2::text[])`,
      [id, practiceIds],
    );
    return rows[0] ? toStored(rows[0]) : null;
  }

  /** For the job, which acts for whoever asked: no practice scope. */
  async load(id: string): Promise<StoredVerification | null> {
    const rows = await this.dataSource.query<(VerificationRow & { form_values: Record<string, string> })[]>(
      `SELECT ${COLUMNS}, v.form_values FROM ${FROM} WHERE v.id = $1`,
      [id],
    );
    return rows[0] ? toStored(rows[0]) : null;
  }

  async nextControlNumber(): Promise<number> {
    const rows = await this.dataSource.query<{ n: string }[]>(`SELECT nextval('realtime_control_number') AS n`);
    return Number(rows[0].n);
  }

  /**
   * The answer, kept at once: the record completes, its transaction takes the eligibility status and
   * the document as an eligibility file, and the change is announced.
   */
  async complete(id: string, answer: RealtimeAnswer): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<
        { transaction_id: string | null; client_id: string; practice_id: string; verification_type: string; created_by: string }[]
      >(
        `WITH v AS (UPDATE realtime_verification SET state = 'completed', control_number = $2, eligibility_status = $3, response_key = $4,
           x12_key = $5, document_key = $6, message = NULL, updated_at = now() WHERE id = $1
           RETURNING transaction_id, client_id, practice_id, verification_type, created_by)
         SELECT * FROM v`,
        [id, answer.controlNumber, answer.eligibilityStatus, answer.responseKey, answer.x12Key, answer.documentKey],
      );
      const row = rows[0];
      if (!row?.transaction_id) return;
      const transactionId = row.transaction_id;
      await manager.query(
        `UPDATE transaction SET iv_status = $2, status_patient = $2, iv_process_result = $3, updated_at = now() WHERE id = $1`,
        [transactionId, answer.eligibilityStatus, REALTIME_RESULT.answered],
      );
      const file = answer.transactionFile;
      if (file) {
        await manager.query(
          `INSERT INTO transaction_file (id, transaction_id, object_key, filename, kind, type, size, content_type, uploaded_by, uploaded_at)
           VALUES ($1, $2, $3, $4, 'docx', 'elg', $5, $6, $7, clock_timestamp())`,
          [file.id, transactionId, file.key, file.filename, file.size, file.contentType, row.created_by],
        );
      }
      const event = { transactionId, clientId: row.client_id, practiceId: row.practice_id, type: row.verification_type };
      await this.announce(manager, event, 'updated', 'realtime.answered', row.created_by);
    });
  }

  /** A verification whose question could not be answered; its transaction shows it failed (status Error). */
  async fail(id: string, message: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const rows = await manager.query<
        { transaction_id: string | null; client_id: string; practice_id: string; verification_type: string; created_by: string }[]
      >(
        `WITH v AS (UPDATE realtime_verification SET state = 'failed', message = $2, updated_at = now() WHERE id = $1
           RETURNING transaction_id, client_id, practice_id, verification_type, created_by)
         SELECT * FROM v`,
        [id, message],
      );
      const row = rows[0];
      if (!row?.transaction_id) return;
      await manager.query(
        `UPDATE transaction SET iv_status = 'Error', status_patient = 'Error', iv_process_result = $2, updated_at = now() WHERE id = $1`,
        [row.transaction_id, REALTIME_RESULT.failed],
      );
      const event = {
        transactionId: row.transaction_id,
        clientId: row.client_id,
        practiceId: row.practice_id,
        type: row.verification_type,
      };
      await this.announce(manager, event, 'updated', 'realtime.failed', row.created_by);
    });
  }

  private announce(
    manager: EntityManager,
    t: { transactionId: string; clientId: string; practiceId: string; type: string },
    change: 'created' | 'updated',
    action: string,
    userId: string,
  ): Promise<void> {
    const event: TransactionRecordedEvent = { ...t, change, source: 'realtime', action, userId, occurredAt: new Date().toISOString() };
    return this.outbox.add(manager, ...transactionsRecorded([event]));
  }

  /** The Real Time IV list: the practices asked for that the caller holds, filtered and paged in the database. */
  async page(query: ProcessFlowQuery, practiceIds: readonly string[]): Promise<RealtimePage> {
    const values: unknown[] = [practiceIds];
    const conditions = ['v.practice_id = ANY($1::text[])'];
    const { filters } = query;
    if (filters.patientName) {
      values.push(`%${escapeLike(filters.patientName)}%`);
      conditions.push(`(v.patient_first_name || ' ' || v.patient_last_name) ILIKE $${values.length} ESCAPE '\\'`);
    }
    if (filters.stateId) {
      values.push(filters.stateId);
      conditions.push(`v.state = $${values.length}`);
    }
    if (filters.verificationType) {
      values.push(filters.verificationType);
      conditions.push(`v.verification_type = $${values.length}`);
    }
    // Dates are the day of the last update, inclusive.
    if (filters.startDate) {
      values.push(filters.startDate);
      conditions.push(`v.updated_at >= $${values.length}::date`);
    }
    if (filters.endDate) {
      values.push(filters.endDate);
      conditions.push(`v.updated_at < ($${values.length}::date + 1)`);
    }
    const where = conditions.join(' AND ');
    const [rows, total] = await Promise.all([
      this.dataSource.query<VerificationRow[]>(
        `SELECT ${COLUMNS} FROM ${FROM} WHERE ${where} ORDER BY v.updated_at DESC, v.id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, query.limit, query.offset],
      ),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM realtime_verification v WHERE ${where}`, values),
    ]);
    return { records: rows.map(toRecord), total: total[0]?.n ?? 0 };
  }
}
