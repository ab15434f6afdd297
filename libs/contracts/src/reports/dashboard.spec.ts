import { dashboardOutcome, dashboardRequestSchema, statusMain, weekOfMonth } from './dashboard';

describe('dashboard rules', () => {
  it('reads the main part of an eligibility status, EMPTY when there is none', () => {
    expect(statusMain('Active/Limited')).toBe('Active');
    expect(statusMain(' Not Found ')).toBe('Not Found');
    expect(statusMain('')).toBe('EMPTY');
  });

  it('sorts a verification into exactly one bar counter', () => {
    expect(dashboardOutcome('Not Found', 'Done by DR')).toBe('not-found');
    expect(dashboardOutcome('Active', '*Done by DR')).toBe('completed');
    expect(dashboardOutcome('Active', 'NO ACTION TAKEN')).toBe('completed');
    expect(dashboardOutcome('Inactive', 'Done by CC')).toBe('completed');
    expect(dashboardOutcome('Active', 'Check')).toBe('not-completed');
    expect(dashboardOutcome('', '')).toBe('not-completed');
  });

  it('groups the days of a month into five weeks, week = ceil(day / 7)', () => {
    expect(['2026-11-01', '2026-11-07', '2026-11-08', '2026-11-28', '2026-11-29', '2026-12-31'].map(weekOfMonth)).toEqual([
      1, 1, 2, 4, 5, 5,
    ]);
  });

  it('refuses a range that ends before it starts or spans more than a month, naming endDate', () => {
    const base = { practiceIds: ['6955b9000000000000000201'] };
    const backwards = dashboardRequestSchema.safeParse({ ...base, startDate: '2026-11-10', endDate: '2026-11-01' });
    expect(backwards.success).toBe(false);
    expect(backwards.error?.issues[0]).toMatchObject({ path: ['endDate'], message: 'End date cannot be before start date' });
    const tooLong = dashboardRequestSchema.safeParse({ ...base, startDate: '2026-11-01', endDate: '2026-12-02' });
    expect(tooLong.error?.issues[0].path).toEqual(['endDate']);
    expect(dashboardRequestSchema.safeParse({ ...base, startDate: '2026-11-01', endDate: '2026-11-30' }).success).toBe(true);
    expect(dashboardRequestSchema.safeParse({ startDate: '2026-11-01', endDate: '2026-11-30', practiceIds: [] }).success).toBe(false);
  });
});
