/**
 * The dashboard's weeks: days 1–7, 8–14, 15–21, 22–28 and 29 to the month's end (spec 03's week rule).
 * They tile the calendar, so the whole weeks inside any range of days form one unbroken run. The
 * pre-summed counts are kept per day and per such week (`dashboard_week_*`, keyed by the week's first
 * day): a range reads its whole weeks from the week tables and only its leftover days, at most six at
 * each end, from the day tables, so a month of 300 practices reads about a sixth of the rows.
 */
import { addDays } from '@dental/contracts';

/** SQL: the first day of the week `day` (a date expression) falls in; the key of the week tables. */
export const WEEK_START_SQL = (day: string) => `(${day} - (date_part('day', ${day})::int - 1) % 7)::date`;

/** SQL: the first day of the month `day` (a date expression) falls in; the key of `dashboard_month_status`. */
export const MONTH_START_SQL = (day: string) => `date_trunc('month', ${day})::date`;

const dayOfMonth = (day: string) => Number(day.slice(8, 10));

/** The first day of the week `day` falls in. */
export function weekStart(day: string): string {
  return addDays(day, -((dayOfMonth(day) - 1) % 7));
}

/** The last day of the week `day` falls in: six days on, or the month's last day. */
export function weekEnd(day: string): string {
  const sixOn = addDays(weekStart(day), 6);
  const lastOfMonth = monthEnd(day);
  return sixOn < lastOfMonth ? sixOn : lastOfMonth;
}

/** The last day of the month `day` falls in. */
export function monthEnd(day: string): string {
  return addDays(`${addDays(`${day.slice(0, 8)}28`, 4).slice(0, 8)}01`, -1);
}

/**
 * The whole weeks inside `startDate`..`endDate` (both included, as `YYYY-MM-DD`): the first day of
 * the first and the last day of the last, or null when the range holds no whole week.
 */
export function wholeWeeks(startDate: string, endDate: string): { from: string; to: string } | null {
  const from = weekStart(startDate) === startDate ? startDate : addDays(weekEnd(startDate), 1);
  const to = weekEnd(endDate) === endDate ? endDate : addDays(weekStart(endDate), -1);
  return from <= to ? { from, to } : null;
}

/**
 * The whole months inside a run of whole weeks (`wholeWeeks`'s answer): the first day of the first
 * and the last day of the last, or null when none. Weeks tile each month, so the run's weeks before
 * and after them are whole weeks too.
 */
export function wholeMonths(weeks: { from: string; to: string }): { from: string; to: string } | null {
  const from = weeks.from.slice(8) === '01' ? weeks.from : addDays(monthEnd(weeks.from), 1);
  const to = monthEnd(weeks.to) === weeks.to ? weeks.to : addDays(`${weeks.to.slice(0, 8)}01`, -1);
  return from <= to ? { from, to } : null;
}
