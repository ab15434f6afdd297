import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ClaimEvent, ClaimPage, ClaimType } from '@dental/contracts';
import { escapeLike } from '@dental/database';

export interface ClaimFilter {
  practiceId: string;
  claimType: ClaimType;
  startDate?: string;
  endDate?: string;
  patientName?: string;
}

/** The claims the bots reported: stored once per event, listed newest first, filtered and paged in the database. */
@Injectable()
export class ClaimsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async add(manager: EntityManager, claim: ClaimEvent): Promise<void> {
    await manager.query(
      `INSERT INTO claim (id, practice_id, claim_type, patient_name, company_name, requested_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
      [claim.eventId, claim.practiceId, claim.claimType, claim.patientName, claim.companyName, claim.requestedAt],
    );
  }

  /** `endDate` includes its whole day (UTC). */
  async page(filter: ClaimFilter, page: number, limit: number): Promise<ClaimPage> {
    const values: unknown[] = [filter.practiceId, filter.claimType];
    const where = [`practice_id = $1`, `claim_type = $2`];
    const add = (sql: string, value: unknown) => {
      values.push(value);
      where.push(sql.replace('?', `$${values.length}`));
    };
    if (filter.startDate) add(`requested_at >= ?::date`, filter.startDate);
    if (filter.endDate) add(`requested_at < ?::date + 1`, filter.endDate);
    if (filter.patientName) add(`patient_name ILIKE ? ESCAPE '\\'`, `%${escapeLike(filter.patientName)}%`);
    const condition = where.join(' AND ');
    const [rows, [{ n }]] = await Promise.all([
      this.dataSource.query(
        `SELECT id AS "_id", requested_at AS "dateRequest", claim_type AS "claimType", patient_name AS "patientName", company_name AS "companyName"
         FROM claim WHERE ${condition} ORDER BY requested_at DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, limit, (page - 1) * limit],
      ),
      this.dataSource.query(`SELECT count(*)::int AS n FROM claim WHERE ${condition}`, values),
    ]);
    return { records: rows.map((r: { dateRequest: Date }) => ({ ...r, dateRequest: r.dateRequest.toISOString() })), recordsQty: n };
  }
}
