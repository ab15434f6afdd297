/** Turns the read model's grouped counts into the dashboard's answer (pure, unit-tested). */
import { DONUT_CATEGORIES, type DashboardData, type DashboardOutcome, type DashboardQuery, type DonutCategory } from '@dental/contracts';

/** One group of the month's transactions: every key the dashboard's parts read, and how many. */
export interface DashboardGroup {
  type: string;
  statusMain: string;
  outcome: DashboardOutcome;
  audited: boolean;
  hasMissing: boolean;
  week: number;
  /** The group's carrier matches the carrier filter (always true without one). */
  carrierMatch: boolean;
  count: number;
}

export type NextDays = DashboardData['nextDays'];

export const DASHBOARD_WEEKS = 5;

export function dashboardAnswer(
  query: Pick<DashboardQuery, 'startDate' | 'endDate' | 'carrierName'>,
  groups: readonly DashboardGroup[],
  nextDays: NextDays,
): DashboardData {
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => ({ week: i + 1, label: `Week ${i + 1}`, total: 0, fbd: 0, elg: 0 }));
  const counters = { completed: 0, notCompleted: 0, notFound: 0, audited: 0 };
  const statuses = new Map<string, { status: string; fbd: number; elg: number; total: number }>();
  const donut = new Map<DonutCategory, number>(DONUT_CATEGORIES.map((name) => [name, 0]));
  const add = (name: DonutCategory, n: number) => donut.set(name, (donut.get(name) ?? 0) + n);
  let total = 0;

  for (const g of groups) {
    total += g.count;
    if (g.carrierMatch) {
      const week = weeks[Math.min(DASHBOARD_WEEKS, Math.max(1, g.week)) - 1];
      week.total += g.count;
      if (g.type === 'FBD') week.fbd += g.count;
      if (g.type === 'ELG') week.elg += g.count;
    }
    if (g.outcome === 'completed') counters.completed += g.count;
    else if (g.outcome === 'not-found') counters.notFound += g.count;
    else counters.notCompleted += g.count;
    if (g.audited) counters.audited += g.count;

    const row = statuses.get(g.statusMain) ?? { status: g.statusMain, fbd: 0, elg: 0, total: 0 };
    row.total += g.count;
    if (g.type === 'FBD') row.fbd += g.count;
    if (g.type === 'ELG') row.elg += g.count;
    statuses.set(g.statusMain, row);

    if (g.statusMain.toLowerCase() === 'active') add('Active', g.count);
    if (g.outcome === 'not-completed') add('Pending', g.count);
    add(g.hasMissing ? 'Has Missing Fields' : 'No Missing Fields', g.count);
    if (g.audited) add('Audited', g.count);
    if (g.outcome === 'not-found') add('Not Found', g.count);
  }

  return {
    startDate: query.startDate,
    endDate: query.endDate,
    carrierName: query.carrierName,
    total,
    nextDays,
    weeks,
    counters,
    statuses: [...statuses.values()].sort((a, b) => b.total - a.total || a.status.localeCompare(b.status)),
    donut: DONUT_CATEGORIES.map((name) => ({ name, value: donut.get(name) ?? 0 })),
  };
}
