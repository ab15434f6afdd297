import { dashboardAnswer, type DashboardGroup } from './dashboard-answer';

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

describe('dashboardAnswer', () => {
  const answer = dashboardAnswer(
    query,
    [
      group({ count: 3 }),
      group({ type: 'ELG', week: 5, count: 2, audited: true }),
      group({ statusMain: 'Not Found', outcome: 'not-found', carrierMatch: false, count: 4, hasMissing: true }),
      group({ statusMain: 'Inactive', outcome: 'not-completed', type: 'ELG', week: 2, count: 1 }),
    ],
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
