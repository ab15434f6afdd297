import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DashboardCarrier } from '@dental/contracts';
import type { DashboardSums, NextDays, RangeCounts, StatusCounts, WeekCounts } from './dashboard-answer';

const WEEK = `ceil(extract(day FROM day) / 7)::int`;
/** The practices asked for, joined rather than tested with `= ANY(array)`, which compares each row with every id in turn. */
const OF_PRACTICES = `JOIN practices USING (practice_id)`;
const IN_RANGE = `day BETWEEN $2::date AND $3::date`;

/**
 * One round trip: the range's sums of each pre-summed table (dashboard_day_counts by week, which is
 * also the weekly line without a carrier filter; dashboard_day_status by main status;
 * dashboard_day_carrier by week for the carrier filter) and the cards' days. At most practices × days
 * × a few rows are read, whatever the number of transactions.
 */
export const DASHBOARD_SUMS = `
  WITH practices AS MATERIALIZED (SELECT DISTINCT unnest($1::text[]) AS practice_id),
  weeks AS (
    SELECT ${WEEK} AS week, sum(total)::int AS total, sum(fbd)::int AS fbd, sum(elg)::int AS elg, sum(completed)::int AS completed,
           sum(not_completed)::int AS "notCompleted", sum(not_found)::int AS "notFound", sum(audited)::int AS audited,
           sum(active)::int AS active, sum(has_missing)::int AS "hasMissing"
      FROM dashboard_day_counts ${OF_PRACTICES} WHERE ${IN_RANGE} GROUP BY 1)
  SELECT (SELECT coalesce(json_agg(weeks), '[]') FROM weeks) AS weeks,
         (SELECT coalesce(json_agg(s), '[]') FROM (
            SELECT status_main AS status, sum(total)::int AS total, sum(fbd)::int AS fbd, sum(elg)::int AS elg
              FROM dashboard_day_status ${OF_PRACTICES} WHERE ${IN_RANGE} GROUP BY 1) s) AS statuses,
         (SELECT coalesce(json_agg(l), '[]') FROM (
            SELECT ${WEEK} AS week, sum(total)::int AS total, sum(fbd)::int AS fbd, sum(elg)::int AS elg
              FROM dashboard_day_carrier ${OF_PRACTICES} WHERE ${IN_RANGE} AND carrier_name = $4 GROUP BY 1) l) AS line,
         (SELECT json_build_object('fbd', coalesce(sum(fbd), 0), 'elg', coalesce(sum(elg), 0), 'missingCode', coalesce(sum(has_missing), 0),
                                   'audited', coalesce(sum(audited), 0))
            FROM dashboard_day_counts ${OF_PRACTICES} WHERE day BETWEEN $5::date AND $6::date) AS "nextDays"`;

type WeekSums = WeekCounts & RangeCounts;

/** The dashboard's reads of the read model: sums of its pre-summed counts, never transactions. */
@Injectable()
export class DashboardRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The range's counts of the practices, and the cards' counts from `next.from` to `next.to`. */
  async sums(
    practiceIds: string[],
    startDate: string,
    endDate: string,
    carrierName: string,
    next: { from: string; to: string },
  ): Promise<{ sums: DashboardSums; nextDays: NextDays }> {
    const [row] = await this.dataSource.query<
      { weeks: WeekSums[]; statuses: StatusCounts[]; line: WeekCounts[]; nextDays: Omit<NextDays, 'from' | 'to'> }[]
    >(DASHBOARD_SUMS, [practiceIds, startDate, endDate, carrierName, next.from, next.to]);
    const counts: RangeCounts = { total: 0, completed: 0, notCompleted: 0, notFound: 0, audited: 0, active: 0, hasMissing: 0 };
    for (const week of row.weeks) for (const key of Object.keys(counts) as (keyof RangeCounts)[]) counts[key] += week[key];
    return {
      sums: { counts, line: carrierName === '' ? row.weeks : row.line, statuses: row.statuses },
      nextDays: { from: next.from, to: next.to, ...row.nextDays },
    };
  }

  /** The practices' change count: moves on whenever the counts of one of them change (see DashboardCache). */
  async version(practiceIds: string[]): Promise<string> {
    const [row] = await this.dataSource.query<{ version: string }[]>(
      `SELECT coalesce(sum(version), 0)::text AS version FROM dashboard_practice_version JOIN (SELECT DISTINCT unnest($1::text[]) AS practice_id) p USING (practice_id)`,
      [practiceIds],
    );
    return row.version;
  }

  async carriers(): Promise<DashboardCarrier[]> {
    return this.dataSource.query(`SELECT id AS "_id", name FROM carrier ORDER BY name`);
  }
}
