import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  newId,
  type PlanSection,
  type TransactionPlanDetail,
  type TransactionPlanEvent,
  type TransactionPlanPage,
} from '@dental/contracts';

interface PlanRow {
  _id: string;
  practiceId: string;
  employer: string;
  groupNumber: string;
  plannum: string;
  deductible: string;
  maximum: string;
  botDBStatus: string;
  audit: boolean;
  dateCreated: Date;
}

interface PlanDetailRow extends PlanRow {
  sections: PlanSection[];
  updatedBy: string | null;
  updatedAt: Date | null;
}

const COLUMNS = `id AS "_id", practice_id AS "practiceId", employer, group_number AS "groupNumber", plannum,
  deductible, maximum, bot_db_status AS "botDBStatus", audit, created_at AS "dateCreated"`;

// numeric comes back from Postgres as text, to keep its precision; plan amounts are dollars and cents.
const plan = (row: PlanRow) => ({
  ...row,
  deductible: Number(row.deductible),
  maximum: Number(row.maximum),
  dateCreated: row.dateCreated.toISOString(),
});

/** The plans the bots reported: one row per event, listed per practice newest first and paged in the database. */
@Injectable()
export class TransactionPlansRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Keeps a reported plan; a redelivered event (same eventId) changes nothing. */
  async add(manager: EntityManager, event: TransactionPlanEvent): Promise<void> {
    await manager.query(
      `INSERT INTO transaction_plan (id, event_id, practice_id, employer, group_number, plannum, deductible, maximum, bot_db_status, sections, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (event_id) DO NOTHING`,
      [
        newId(new Date(event.occurredAt)),
        event.eventId,
        event.practiceId,
        event.employer,
        event.groupNumber,
        event.plannum,
        event.deductible,
        event.maximum,
        event.botDBStatus,
        JSON.stringify(event.sections),
        event.occurredAt,
      ],
    );
  }

  async page(practiceId: string, page: number, limit: number): Promise<TransactionPlanPage> {
    const [rows, [{ n }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${COLUMNS} FROM transaction_plan WHERE practice_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
        [practiceId, limit, (page - 1) * limit],
      ),
      this.dataSource.query(`SELECT count(*)::int AS n FROM transaction_plan WHERE practice_id = $1`, [practiceId]),
    ]);
    return { records: (rows as PlanRow[]).map(plan), recordsQty: n };
  }

  /** A plan of one of the given practices, or undefined (another practice's plan is as missing as one that never was). */
  async find(manager: EntityManager, id: string, practiceIds: readonly string[], lock = false): Promise<TransactionPlanDetail | undefined> {
    const rows: PlanDetailRow[] = await manager.query(
      `SELECT ${COLUMNS}, sections, updated_by AS "updatedBy", updated_at AS "updatedAt"
         FROM transaction_plan WHERE id = $1 AND practice_id = ANY($2)${lock ? ' FOR UPDATE' : ''}`,
      [id, practiceIds],
    );
    const row = rows[0];
    return row && { ...plan(row), sections: row.sections, updatedBy: row.updatedBy, updatedAt: row.updatedAt?.toISOString() ?? null };
  }

  async setAudit(manager: EntityManager, id: string, audit: boolean, userId: string): Promise<void> {
    await manager.query(`UPDATE transaction_plan SET audit = $2, audited_by = $3, audited_at = now() WHERE id = $1`, [id, audit, userId]);
  }

  async saveSections(manager: EntityManager, id: string, sections: PlanSection[], userId: string): Promise<void> {
    await manager.query(`UPDATE transaction_plan SET sections = $2, updated_by = $3, updated_at = now() WHERE id = $1`, [
      id,
      JSON.stringify(sections),
      userId,
    ]);
  }
}
