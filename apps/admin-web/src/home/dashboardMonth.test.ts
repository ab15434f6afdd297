import { monthRange, shiftMonth, monthLabel } from './dashboardMonth';

describe('the dashboard month', () => {
  it('runs from the first to the last day of the month, leap years included', () => {
    expect(monthRange('2026-11')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(monthRange('2028-02')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('steps back and forward across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthLabel('2026-11')).toBe('November 2026');
  });
});
