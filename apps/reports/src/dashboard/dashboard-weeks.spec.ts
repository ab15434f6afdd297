import { monthEnd, weekEnd, weekStart, wholeMonths, wholeWeeks } from './dashboard-weeks';

describe("the dashboard's weeks", () => {
  it.each([
    ['2026-11-01', '2026-11-01', '2026-11-07'],
    ['2026-11-07', '2026-11-01', '2026-11-07'],
    ['2026-11-08', '2026-11-08', '2026-11-14'],
    ['2026-11-28', '2026-11-22', '2026-11-28'],
    ['2026-11-29', '2026-11-29', '2026-11-30'],
    ['2026-12-31', '2026-12-29', '2026-12-31'],
    ['2026-02-28', '2026-02-22', '2026-02-28'],
    ['2028-02-29', '2028-02-29', '2028-02-29'],
  ])('put %s in the week %s to %s', (day, start, end) => {
    expect([weekStart(day), weekEnd(day)]).toEqual([start, end]);
  });

  it('tile every day of two years, each week ending the day before the next begins', () => {
    let day = '2027-01-01';
    while (day < '2029-01-01') {
      const end = weekEnd(day);
      expect(weekStart(end)).toBe(day);
      day = new Date(Date.parse(`${end}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(weekStart(day)).toBe(day);
    }
  });

  it.each([
    ['a whole month', '2026-11-01', '2026-11-30', { from: '2026-11-01', to: '2026-11-30' }],
    ['a range starting and ending inside weeks', '2026-11-03', '2026-11-24', { from: '2026-11-08', to: '2026-11-21' }],
    ['a range across a month end', '2026-11-29', '2026-12-07', { from: '2026-11-29', to: '2026-12-07' }],
    ['a range inside one week', '2026-11-09', '2026-11-13', null],
    ['a range over two part weeks', '2026-11-05', '2026-11-10', null],
    ['one whole week', '2026-11-15', '2026-11-21', { from: '2026-11-15', to: '2026-11-21' }],
  ])('find the whole weeks of %s', (_label, start, end, weeks) => {
    expect(wholeWeeks(start, end)).toEqual(weeks);
  });

  it.each([
    ['one whole month', '2026-11-01', '2026-11-30', { from: '2026-11-01', to: '2026-11-30' }],
    ['weeks around a whole month', '2026-10-29', '2026-12-07', { from: '2026-11-01', to: '2026-11-30' }],
    ['two whole months and a week', '2026-12-29', '2027-02-28', { from: '2027-01-01', to: '2027-02-28' }],
    ['weeks across a month end', '2026-11-22', '2026-12-14', null],
    ['weeks inside one month', '2026-11-01', '2026-11-28', null],
    ['February of a leap year', '2028-02-01', '2028-02-29', { from: '2028-02-01', to: '2028-02-29' }],
  ])('find the whole months of %s of whole weeks', (_label, from, to, months) => {
    expect(wholeMonths({ from, to })).toEqual(months);
  });

  it.each([
    ['2026-11-05', '2026-11-30'],
    ['2026-12-31', '2026-12-31'],
    ['2027-02-01', '2027-02-28'],
    ['2028-02-10', '2028-02-29'],
  ])('end the month of %s on %s', (day, end) => {
    expect(monthEnd(day)).toBe(end);
  });
});
