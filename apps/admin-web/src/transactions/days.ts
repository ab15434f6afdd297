/**
 * The day navigator's days (spec 01 §2): YYYY-MM-DD for the API, MM/DD/YYYY on screen (spec 01 §9).
 * "Today" is the user's local calendar day, since appointments are booked in the practice's day.
 */
import { addDays, parseDay } from '@dental/contracts';

export function localDay(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function shiftDay(day: string, days: number): string {
  return addDays(day, days);
}

/** yyyy-MM-DD (or a longer ISO date-time) as MM/DD/YYYY; text that is not a date is shown as is. */
export function displayDay(value: string | null | undefined): string {
  const day = parseDay((value ?? '').slice(0, 10));
  if (!day) return value ?? '';
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
}
