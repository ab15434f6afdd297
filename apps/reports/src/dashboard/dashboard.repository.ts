import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { addDays, type DashboardCarrier } from '@dental/contracts';
import type { DashboardSums, NextDays, RangeCounts, StatusCounts, WeekCounts } from './dashboard-answer';
import { wholeMonths, wholeWeeks } from './dashboard-weeks';

/** The week of the month a row's day falls in (1 to 5). `date_part`, a float, rather than `extract`, a numeric: a millisecond less per call over 3,000 rows. */
const WEEK = `ceil(date_part('day', day) / 7)::int`;
/** The practices asked for, joined rather than tested with `= ANY(array)`, which compares each row with every id in turn. */
const OF_PRACTICES = `JOIN practices USING (practice_id)`;

/**
 * A pre-summed table's rows of the range, as (day, columns): its whole weeks from the week table
 * ($9..$10) and its leftover days at each end from the day table ($5..$6 and $7..$8). A part the
 * range lacks is given as nulls, which match nothing. Each part is one index range per practice.
 */
const rowsOfRange = (table: 'counts' | 'carrier', columns: string, where = '') => `
  SELECT week_start AS day, ${columns} FROM dashboard_week_${table} ${OF_PRACTICES} WHERE week_start BETWEEN $9::date AND $10::date ${where}
  UNION ALL
  SELECT day, ${columns} FROM dashboard_day_${table} ${OF_PRACTICES} WHERE day BETWEEN $5::date AND $6::date ${where}
  UNION ALL
  SELECT day, ${columns} FROM dashboard_day_${table} ${OF_PRACTICES} WHERE day BETWEEN $7::date AND $8::date ${where}`;

/**
 * The status table's rows of the range: like rowsOfRange, except that the whole months inside its
 * whole weeks ($11..$12) come from `dashboard_month_status`, and only the weeks before and after
 * them ($13..$14, $15..$16) from the week table.
 */
const statusRowsOfRange = (columns: string) => `
  SELECT month_start AS day, ${columns} FROM dashboard_month_status ${OF_PRACTICES} WHERE month_start BETWEEN $11::date AND $12::date
  UNION ALL
  SELECT week_start AS day, ${columns} FROM dashboard_week_status ${OF_PRACTICES} WHERE week_start BETWEEN $13::date AND $14::date
  UNION ALL
  SELECT week_start AS day, ${columns} FROM dashboard_week_status ${OF_PRACTICES} WHERE week_start BETWEEN $15::date AND $16::date
  UNION ALL
  SELECT day, ${columns} FROM dashboard_day_status ${OF_PRACTICES} WHERE day BETWEEN $5::date AND $6::date
  UNION ALL
  SELECT day, ${columns} FROM dashboard_day_status ${OF_PRACTICES} WHERE day BETWEEN $7::date AND $8::date`;

/**
 * One round trip: the range's sums of each pre-summed table (the counts by week, which is also the
 * weekly line without a carrier filter; the statuses; the carrier filter's line by week) and the
 * cards' days ($3..$4). A whole month of 300 practices reads at most practices × 5 weeks × a few rows,
 * whatever the number of transactions. Parameters: `dashboardSumsParams`.
 */
export const DASHBOARD_SUMS = `
  WITH practices AS MATERIALIZED (SELECT DISTINCT unnest($1::text[]) AS practice_id),
  weeks AS (
    SELECT ${WEEK} AS week, sum(total)::int AS total, sum(fbd)::int AS fbd, sum(elg)::int AS elg, sum(completed)::int AS completed,
           sum(not_completed)::int AS "notCompleted", sum(not_found)::int AS "notFound", sum(audited)::int AS audited,
           sum(active)::int AS active, sum(has_missing)::int AS "hasMissing"
      FROM (${rowsOfRange('counts', 'total, fbd, elg, completed, not_completed, not_found, audited, active, has_missing')}) c GROUP BY 1)
  SELECT (SELECT coalesce(json_agg(weeks), '[]') FROM weeks) AS weeks,
         (SELECT coalesce(json_agg(s), '[]') FROM (
            SELECT status_main AS status, sum(total)::int AS total, sum(fbd)::int AS fbd, sum(elg)::int AS elg
              FROM (${statusRowsOfRange('status_main, total, fbd, elg')}) r GROUP BY 1) s) AS statuses,
         (SELECT coalesce(json_agg(l), '[]') FROM (
            SELECT ${WEEK} AS week, sum(total)::int AS total, sum(fbd)::int AS fbd, sum(elg)::int AS elg
              FROM (${rowsOfRange('carrier', 'total, fbd, elg', 'AND carrier_name = $2')}) r GROUP BY 1) l) AS line,
         (SELECT json_build_object('fbd', coalesce(sum(fbd), 0), 'elg', coalesce(sum(elg), 0), 'missingCode', coalesce(sum(has_missing), 0),
                                   'audited', coalesce(sum(audited), 0))
            FROM dashboard_day_counts ${OF_PRACTICES} WHERE day BETWEEN $3::date AND $4::date) AS "nextDays"`;

/**
 * DASHBOARD_SUMS's parameters: the range split into its whole weeks and the days left at each end,
 * and, for the status table, its whole weeks split again into whole months and the weeks around them.
 */
export function dashboardSumsParams(
  practiceIds: readonly string[],
  startDate: string,
  endDate: string,
  carrierName: string,
  next: { from: string; to: string },
): unknown[] {
  const weeks = wholeWeeks(startDate, endDate);
  const days: [string | null, string | null][] = weeks
    ? [
        startDate < weeks.from ? [startDate, addDays(weeks.from, -1)] : [null, null],
        weeks.to < endDate ? [addDays(weeks.to, 1), endDate] : [null, null],
      ]
    : [
        [startDate, endDate],
        [null, null],
      ];
  const months = weeks ? wholeMonths(weeks) : null;
  const weeksAround: [string | null, string | null][] =
    weeks && months
      ? [
          weeks.from < months.from ? [weeks.from, addDays(months.from, -1)] : [null, null],
          months.to < weeks.to ? [addDays(months.to, 1), weeks.to] : [null, null],
        ]
      : [
          [weeks?.from ?? null, weeks?.to ?? null],
          [null, null],
        ];
  return [
    practiceIds,
    carrierName,
    next.from,
    next.to,
    ...days[0],
    ...days[1],
    weeks?.from ?? null,
    weeks?.to ?? null,
    months?.from ?? null,
    months?.to ?? null,
    ...weeksAround[0],
    ...weeksAround[1],
  ];
}

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
    >(DASHBOARD_SUMS, dashboardSumsParams(practiceIds, startDate, endDate, carrierName, next));
    const counts: RangeCounts = { total: 0, completed: 0, notCompleted: 0, notFound: 0, audited: 0, active: 0, hasMissing: 0 };
    for (const week of row.weeks) for (const key of Object.keys(counts) as (keyof RangeCounts)[]) counts[key] += week[key];
    return {
      sums: { counts, line: carrierName === '' ? row.weeks : row.line, statuses: row.statuses },
      nextDays: { from: next.from, to: next.to, ...row.nextDays },
    };
  }

  /**
   * The practices' change count as stored: moves on whenever the counts of one of them change (see
   * DashboardCache). Asked only while DashboardVersions is not listening; always digits, so never
   * equal to one of its versions.
   */
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
