import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DashboardCarrier } from '@dental/contracts';
import type { DashboardGroup, NextDays } from './dashboard-answer';

/** The dashboard's reads of the read model: grouped counts, never rows. */
@Injectable()
export class DashboardRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The range's transactions of the practices, grouped by everything the dashboard's parts read. */
  async monthGroups(practiceIds: string[], startDate: string, endDate: string, carrierName: string): Promise<DashboardGroup[]> {
    return this.dataSource.query(
      `SELECT type, status_main AS "statusMain", outcome, audited, missing_required_input_qty > 0 AS "hasMissing",
              ceil(extract(day FROM appointment_date) / 7)::int AS week,
              ($4 = '' OR carrier_name = $4) AS "carrierMatch", count(*)::int AS count
         FROM dashboard_transaction
        WHERE practice_id = ANY($1::text[]) AND appointment_date BETWEEN $2::date AND $3::date
        GROUP BY 1, 2, 3, 4, 5, 6, 7`,
      [practiceIds, startDate, endDate, carrierName],
    );
  }

  /** The four cards: the practices' appointments from `from` to `to`. */
  async nextDays(practiceIds: string[], from: string, to: string): Promise<NextDays> {
    const [row] = await this.dataSource.query<Omit<NextDays, 'from' | 'to'>[]>(
      `SELECT count(*) FILTER (WHERE type = 'FBD')::int AS fbd, count(*) FILTER (WHERE type = 'ELG')::int AS elg,
              count(*) FILTER (WHERE missing_required_input_qty > 0)::int AS "missingCode", count(*) FILTER (WHERE audited)::int AS audited
         FROM dashboard_transaction
        WHERE practice_id = ANY($1::text[]) AND appointment_date BETWEEN $2::date AND $3::date`,
      [practiceIds, from, to],
    );
    return { from, to, ...row };
  }

  async carriers(): Promise<DashboardCarrier[]> {
    return this.dataSource.query(`SELECT id AS "_id", name FROM carrier ORDER BY name`);
  }
}
