/** The dashboard's month: its first and last day, and the months before and after (pure, tested). */
import { addDays } from '@dental/contracts';

/** YYYY-MM of a YYYY-MM-DD day. */
export const monthOf = (day: string): string => day.slice(0, 7);

export function monthRange(month: string): { startDate: string; endDate: string } {
  const startDate = `${month}-01`;
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return { startDate, endDate: addDays(next, -1) };
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The browser's calendar day (the next-days cards count from it). */
export function localDay(now: Date = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
