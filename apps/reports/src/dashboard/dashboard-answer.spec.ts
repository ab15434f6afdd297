import type { DashboardOutcome } from '@dental/contracts';
import { dashboardAnswer, type DashboardSums } from './dashboard-answer';

/** A group of transactions alike in every key the dashboard's parts read. */
interface DashboardGroup {
  type: string;
  statusMain: string;
  outcome: DashboardOutcome;
  audited: boolean;
  hasMissing: boolean;
  week: number;
  /** The group's carrier matches the carrier filter. */
  carrierMatch: boolean;
  count: number;
}

const query = { startDate: '2026-11-01', endDate: '2026-11-30', practiceIds: ['6955b9000000000000000201'], carrierName: 'Aetna' };
const nextDays = { from: '2026-11-27', to: '2026-12-02', fbd: 1, elg: 2, missingCode: 0, audited: 1 };
const group = (overrides: Partial<DashboardGroup>): DashboardGroup => ({
  type: 'FBD',
  statusMain: 'Active',
  outcome: 'completed',
  audited: false,
  hasMissing: false,
  week: 1,
  carrierMatch: true,
  count: 1,
  ...overrides,
});

/** The groups summed as the read model's pre-summed tables sum them: each part by its own keys. */
function sumsOf(groups: DashboardGroup[]): DashboardSums {
  const sum = (keep: (g: DashboardGroup) => boolean, of: DashboardGroup[] = groups) => of.filter(keep).reduce((n, g) => n + g.count, 0);
  const byType = (of: DashboardGroup[]) => ({
    total: sum(() => true, of),
    fbd: sum((g) => g.type === 'FBD', of),
    elg: sum((g) => g.type === 'ELG', of),
  });
  const line = [...new Set(groups.map((g) => g.week))].map((week) => ({
    week,
    ...byType(groups.filter((g) => g.carrierMatch && g.week === week)),
  }));
  const statuses = [...new Set(groups.map((g) => g.statusMain))].map((status) => ({
    status,
    ...byType(groups.filter((g) => g.statusMain === status)),
  }));
  return {
    counts: {
      total: sum(() => true),
      completed: sum((g) => g.outcome === 'completed'),
      notCompleted: sum((g) => g.outcome === 'not-completed'),
      notFound: sum((g) => g.outcome === 'not-found'),
      audited: sum((g) => g.audited),
      active: sum((g) => g.statusMain === 'Active'),
      hasMissing: sum((g) => g.hasMissing),
    },
    line,
    statuses,
  };
}

describe('dashboardAnswer', () => {
  const answer = dashboardAnswer(
    query,
    sumsOf([
      group({ count: 3 }),
      group({ type: 'ELG', week: 5, count: 2, audited: true }),
      group({ statusMain: 'Not Found', outcome: 'not-found', carrierMatch: false, count: 4, hasMissing: true }),
      group({ statusMain: 'Inactive', outcome: 'not-completed', type: 'ELG', week: 2, count: 1 }),
    ]),
    nextDays,
  );

  it('counts every transaction of the range in exactly one bar counter', () => {
    expect(answer.total).toBe(10);
    expect(answer.counters).toEqual({ completed: 5, notCompleted: 1, notFound: 4, audited: 2 });
  });

  it("draws the weekly line from the carrier filter's transactions only", () => {
    expect(answer.weeks.map((w) => [w.total, w.fbd, w.elg])).toEqual([
      [3, 3, 0],
      [1, 0, 1],
      [0, 0, 0],
      [0, 0, 0],
      [2, 0, 2],
    ]);
  });

  it('lists statuses by frequency with their FBD and ELG counts, and fills the donut', () => {
    expect(answer.nextDays).toBe(nextDays);
    expect(answer.statuses).toEqual([
      { status: 'Active', fbd: 3, elg: 2, total: 5 },
      { status: 'Not Found', fbd: 4, elg: 0, total: 4 },
      { status: 'Inactive', fbd: 0, elg: 1, total: 1 },
    ]);
    expect(Object.fromEntries(answer.donut.map((d) => [d.name, d.value]))).toEqual({
      Active: 5,
      Pending: 1,
      'No Missing Fields': 6,
      'Has Missing Fields': 4,
      Audited: 2,
      'Not Found': 4,
    });
  });
});
