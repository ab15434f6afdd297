import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  CarrierFormField,
  ProcessFlowQuery,
  RealtimeCarrier,
  RealtimePage,
  RealtimeRecord,
  RealtimeState,
  RealtimeVerificationType,
} from '@dental/contracts';
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
  created_at: Date;
  updated_at: Date;
}

/** A stored verification with what only the service sees: its client, the question's values and the answer's keys. */
export interface StoredVerification {
  record: RealtimeRecord;
  clientId: string;
  formValues: Record<string, string>;
  responseKey: string | null;
}

const COLUMNS = `v.id, v.client_id, v.practice_id, p.name AS practice_name, v.carrier_id, v.carrier_name, v.verification_type,
  v.patient_first_name, v.patient_last_name, v.policyholder_first_name, v.policyholder_last_name, v.relationship,
  v.procedure_codes, v.state, v.eligibility_status, v.message, v.response_key, v.created_at, v.updated_at`;
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
});

/** Carriers and real-time verifications; every read of a verification is scoped to practices the caller holds. */
@Injectable()
export class RealtimeRepository {
  constructor(private readonly dataSource: DataSource) {}

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
    await this.dataSource.query(
      `INSERT INTO realtime_verification (id, client_id, practice_id, carrier_id, carrier_name, verification_type, patient_first_name,
         patient_last_name, policyholder_first_name, policyholder_last_name, relationship, form_values, procedure_codes, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        v.id,
        v.clientId,
        v.practiceId,
        v.carrier._id,
        v.carrier.name,
        values.verificationType ?? 'ELG',
        values.patientFirstName,
        values.patientLastName,
        self ? values.patientFirstName : (values.policyholderFirstName ?? ''),
        self ? values.patientLastName : (values.policyholderLastName ?? ''),
        values.relationship,
        JSON.stringify(values),
        v.procedureCodes,
        v.createdBy,
      ],
    );
  }

  /** The verification, when it belongs to one of `practiceIds` (otherwise null: another's record is never shown). */
  async find(id: string, practiceIds: readonly string[]): Promise<StoredVerification | null> {
    const rows = await this.dataSource.query<(VerificationRow & { form_values: Record<string, string> })[]>(
      `SELECT ${COLUMNS}, v.form_values FROM ${FROM} WHERE v.id = $1 AND v.practice_id = ANY($2::text[])`,
      [id, practiceIds],
    );
    const row = rows[0];
    return row ? { record: toRecord(row), clientId: row.client_id, formValues: row.form_values, responseKey: row.response_key } : null;
  }

  /** For the job, which acts for whoever asked: no practice scope. */
  async load(id: string): Promise<StoredVerification | null> {
    const rows = await this.dataSource.query<(VerificationRow & { form_values: Record<string, string> })[]>(
      `SELECT ${COLUMNS}, v.form_values FROM ${FROM} WHERE v.id = $1`,
      [id],
    );
    const row = rows[0];
    return row ? { record: toRecord(row), clientId: row.client_id, formValues: row.form_values, responseKey: row.response_key } : null;
  }

  async nextControlNumber(): Promise<number> {
    const rows = await this.dataSource.query<{ n: string }[]>(`SELECT nextval('realtime_control_number') AS n`);
    return Number(rows[0].n);
  }

  async complete(
    id: string,
    answer: { controlNumber: number; eligibilityStatus: string; responseKey: string; x12Key: string },
  ): Promise<void> {
    await this.dataSource.query(
      `UPDATE realtime_verification SET state = 'completed', control_number = $2, eligibility_status = $3, response_key = $4, x12_key = $5,
         message = NULL, updated_at = now() WHERE id = $1`,
      [id, answer.controlNumber, answer.eligibilityStatus, answer.responseKey, answer.x12Key],
    );
  }

  async fail(id: string, message: string): Promise<void> {
    await this.dataSource.query(`UPDATE realtime_verification SET state = 'failed', message = $2, updated_at = now() WHERE id = $1`, [
      id,
      message,
    ]);
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
