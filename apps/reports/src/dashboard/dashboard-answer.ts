/** Turns the dashboard's pre-summed counts into its answer (pure, unit-tested). */
import { DONUT_CATEGORIES, type DashboardData, type DashboardQuery, type DonutCategory } from '@dental/contracts';

/** The range's transactions counted once per figure the counters, the donut and the total read. */
export interface RangeCounts {
  total: number;
  completed: number;
  notCompleted: number;
  notFound: number;
  audited: number;
  /** Main status Active. */
  active: number;
  /** At least one missing required field. */
  hasMissing: number;
}

/** One week of the weekly line (week = ceil(day of the month / 7)), already under the carrier filter. */
export interface WeekCounts {
  week: number;
  total: number;
  fbd: number;
  elg: number;
}

/** One main status of the status table. */
export interface StatusCounts {
  status: string;
  total: number;
  fbd: number;
  elg: number;
}

/** What the read model's pre-summed tables give for a range of the practices. */
export interface DashboardSums {
  counts: RangeCounts;
  line: readonly WeekCounts[];
  statuses: readonly StatusCounts[];
}

export type NextDays = DashboardData['nextDays'];

export const DASHBOARD_WEEKS = 5;

export function dashboardAnswer(
  query: Pick<DashboardQuery, 'startDate' | 'endDate' | 'carrierName'>,
  sums: DashboardSums,
  nextDays: NextDays,
): DashboardData {
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => ({ week: i + 1, label: `Week ${i + 1}`, total: 0, fbd: 0, elg: 0 }));
  for (const w of sums.line) {
    const week = weeks[Math.min(DASHBOARD_WEEKS, Math.max(1, w.week)) - 1];
    week.total += w.total;
    week.fbd += w.fbd;
    week.elg += w.elg;
  }
  const { total, completed, notCompleted, notFound, audited, active, hasMissing } = sums.counts;
  const donut: Record<DonutCategory, number> = {
    Active: active,
    Pending: notCompleted,
    'No Missing Fields': total - hasMissing,
    'Has Missing Fields': hasMissing,
    Audited: audited,
    'Not Found': notFound,
  };
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    carrierName: query.carrierName,
    total,
    nextDays,
    weeks,
    counters: { completed, notCompleted, notFound, audited },
    statuses: sums.statuses
      .filter((s) => s.total !== 0)
      .map(({ status, fbd, elg, total: n }) => ({ status, fbd, elg, total: n }))
      .sort((a, b) => b.total - a.total || a.status.localeCompare(b.status)),
    donut: DONUT_CATEGORIES.map((name) => ({ name, value: donut[name] })),
  };
}
