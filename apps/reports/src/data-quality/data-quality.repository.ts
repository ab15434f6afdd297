import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  DQA_ACTIVE,
  DQA_INACTIVE,
  type DqaRecord,
  type DqaRecordDetail,
  type DqaRequestEntry,
  type DqaRequestEvent,
  type DqaSortField,
  type DqaStage,
} from '@dental/contracts';
import { escapeLike } from '@dental/database';

export interface DqaListFilter {
  practiceIds: string[];
  patientName: string;
  missingField: string;
  sort: { field: DqaSortField; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
}

/** The patient's data and what the last message said: replaced only by a message that occurred later. */
const LATEST_COLUMNS = [
  'practice_id',
  'transaction_id',
  'first_name',
  'last_name',
  'dob',
  'phone',
  'email',
  'address',
  'zip_code',
  'missing_fields',
  'last_stage',
  'comment',
  'trusted_info',
  'updated_at',
];

/**
 * A record is Active while it holds a patient's answer that nobody has confirmed yet: answered, and
 * not confirmed since that answer. A request still waiting for its answer has nothing to confirm.
 */
const ACTIVE = `(answered_at IS NOT NULL AND (confirmed_answer_at IS NULL OR confirmed_answer_at < answered_at))`;

const RECORD_COLUMNS = `id AS "_id", practice_id AS "practiceId", transaction_id AS "transactionId",
  first_name || ' ' || last_name AS "patientName", phone, dob,
  CASE WHEN ${ACTIVE} THEN ${DQA_ACTIVE} ELSE ${DQA_INACTIVE} END AS status,
  created_at AS "dateCreated", updated_at AS "dateUpdate", missing_fields AS "missingFields"`;

const SORT_SQL: Record<DqaSortField, string> = {
  dateUpdate: 'updated_at',
  dateCreated: 'created_at',
  patientName: `lower(first_name || ' ' || last_name)`,
};

type RecordRow = Omit<DqaRecord, 'dateCreated' | 'dateUpdate'> & { dateCreated: Date; dateUpdate: Date };

const asRecord = (row: RecordRow): DqaRecord => ({
  ...row,
  dateCreated: row.dateCreated.toISOString(),
  dateUpdate: row.dateUpdate.toISOString(),
});

/** The answer a confirmation writes into the transaction (`dob` '' when the patient gave none). */
export interface ConfirmedDqaAnswer {
  requestId: string;
  practiceId: string;
  transactionId: string | null;
  firstName: string;
  lastName: string;
  dob: string;
}

/** Data quality records: stored once per bot message, listed, filtered and paged in the database. */
@Injectable()
export class DataQualityRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * One message of a request: the record takes the message's data when it occurred at or after the
   * last one kept (a late, older message only joins the history), and the history keeps each message once.
   */
  async store(manager: EntityManager, event: DqaRequestEvent): Promise<void> {
    const p = event.patient;
    const latest = LATEST_COLUMNS.map(
      (c) => `${c} = CASE WHEN EXCLUDED.updated_at >= dqa_request.updated_at THEN EXCLUDED.${c} ELSE dqa_request.${c} END`,
    ).join(',\n        ');
    await manager.query(
      `INSERT INTO dqa_request (id, practice_id, transaction_id, first_name, last_name, dob, phone, email, address, zip_code,
                                missing_fields, last_stage, comment, trusted_info, answered_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14,
               CASE WHEN $12 = 'answered' THEN $15::timestamptz END, $15, $15)
       ON CONFLICT (id) DO UPDATE SET
        created_at = LEAST(dqa_request.created_at, EXCLUDED.created_at),
        answered_at = GREATEST(dqa_request.answered_at, EXCLUDED.answered_at),
        ${latest}`,
      [
        event.requestId,
        event.practiceId,
        event.transactionId ?? null,
        p.firstName,
        p.lastName,
        p.dob,
        p.phone,
        p.email,
        p.address,
        p.zipCode,
        event.missingFields,
        event.stage,
        event.comment,
        event.trustedInfo,
        event.occurredAt,
      ],
    );
    await manager.query(
      `INSERT INTO dqa_request_entry (event_id, request_id, stage, occurred_at, missing_fields, comment, trusted_info)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (event_id) DO NOTHING`,
      [event.eventId, event.requestId, event.stage, event.occurredAt, event.missingFields, event.comment, event.trustedInfo],
    );
  }

  /** The fields asked for in the practices' requests, for the missing-field filter. */
  async missingFields(practiceIds: string[]): Promise<string[]> {
    const rows: { field: string }[] = await this.dataSource.query(
      `SELECT DISTINCT unnest(missing_fields) AS field FROM dqa_request WHERE practice_id = ANY($1::text[]) ORDER BY 1`,
      [practiceIds],
    );
    return rows.map((r) => r.field);
  }

  async page(filter: DqaListFilter): Promise<{ records: DqaRecord[]; recordsQty: number }> {
    const values: unknown[] = [filter.practiceIds];
    const where = ['practice_id = ANY($1::text[])'];
    if (filter.patientName) {
      values.push(`%${escapeLike(filter.patientName)}%`);
      where.push(`first_name || ' ' || last_name ILIKE $${values.length} ESCAPE '\\'`);
    }
    if (filter.missingField) {
      values.push(filter.missingField);
      where.push(`$${values.length} = ANY(missing_fields)`);
    }
    const condition = where.join(' AND ');
    const order = `${SORT_SQL[filter.sort.field]} ${filter.sort.order === 'asc' ? 'ASC' : 'DESC'}, id`;
    const [rows, [{ n }]] = await Promise.all([
      this.dataSource.query<RecordRow[]>(
        `SELECT ${RECORD_COLUMNS} FROM dqa_request WHERE ${condition}
          ORDER BY ${order} LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, filter.limit, filter.offset],
      ),
      this.dataSource.query<{ n: number }[]>(`SELECT count(*)::int AS n FROM dqa_request WHERE ${condition}`, values),
    ]);
    return { records: rows.map(asRecord), recordsQty: n };
  }

  /** A record of one of the practices, with its history (newest first), or null. */
  async detail(id: string, practiceIds: string[]): Promise<DqaRecordDetail | null> {
    const [row] = await this.dataSource.query<
      (RecordRow &
        Omit<DqaRecordDetail['detail'], 'dqaRequestLast'> & {
          comment: string;
          trustedInfo: boolean;
          lastStage: DqaStage;
          confirmedAt: Date | null;
        })[]
    >(
      `SELECT ${RECORD_COLUMNS}, first_name AS "firstName", last_name AS "lastName", email, address, zip_code AS "zipCode",
              comment, trusted_info AS "trustedInfo", last_stage AS "lastStage", confirmed_at AS "confirmedAt"
         FROM dqa_request WHERE id = $1 AND practice_id = ANY($2::text[])`,
      [id, practiceIds],
    );
    if (!row) return null;
    const entries = await this.dataSource.query<(Omit<DqaRequestEntry, 'date'> & { date: Date })[]>(
      `SELECT event_id AS "_id", stage, occurred_at AS date, missing_fields AS "missingFields", comment, trusted_info AS "trustedInfo"
         FROM dqa_request_entry WHERE request_id = $1 ORDER BY occurred_at DESC, event_id LIMIT 100`,
      [id],
    );
    const { firstName, lastName, email, address, zipCode, comment, trustedInfo, lastStage, confirmedAt, ...record } = row;
    const base = asRecord(record);
    return {
      ...base,
      detail: {
        firstName,
        lastName,
        dob: base.dob,
        address,
        zipCode,
        phone: base.phone,
        email,
        dqaRequestLast: { comment, trustedInfo, stage: lastStage, date: base.dateUpdate },
      },
      dqaRequest: entries.map((e) => ({ ...e, date: e.date.toISOString() })),
      confirmedAt: confirmedAt ? confirmedAt.toISOString() : null,
    };
  }

  /**
   * Confirms an Active record's answer: locks the record, hands its answer to `writeThrough` (which
   * writes it into the transaction), then marks it confirmed, all in one database transaction, so
   * when `writeThrough` fails nothing changes and a confirmation racing this one waits and then finds
   * the record no longer Active. False when the record is not Active (or not one of the practices).
   */
  async confirm(
    id: string,
    practiceIds: string[],
    userId: string,
    writeThrough: (answer: ConfirmedDqaAnswer) => Promise<unknown>,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [answer] = await manager.query<ConfirmedDqaAnswer[]>(
        `SELECT id AS "requestId", practice_id AS "practiceId", transaction_id AS "transactionId",
                first_name AS "firstName", last_name AS "lastName", dob
           FROM dqa_request WHERE id = $1 AND practice_id = ANY($2::text[]) AND ${ACTIVE} FOR UPDATE`,
        [id, practiceIds],
      );
      if (!answer) return false;
      await writeThrough(answer);
      await manager.query(
        `UPDATE dqa_request SET confirmed_at = now(), confirmed_by = $2, confirmed_answer_at = answered_at WHERE id = $1`,
        [id, userId],
      );
      return true;
    });
  }

  async exists(id: string, practiceIds: string[]): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM dqa_request WHERE id = $1 AND practice_id = ANY($2::text[])`, [
      id,
      practiceIds,
    ]);
    return rows.length > 0;
  }
}
