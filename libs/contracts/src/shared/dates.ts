/** Calendar dates travel as YYYY-MM-DD (spec 01 §9: "other calls YYYY-MM-DD"); the filter API also accepts yyyy/MM/DD. */
const ISO_DAY = /^(\d{4})[-/](\d{2})[-/](\d{2})$/;

export function parseDay(value: string): string | null {
  const m = ISO_DAY.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) {
    return null;
  }
  return `${y}-${mo}-${d}`;
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return formatDay(date);
}

/**
 * The date-range rules of spec 01 §4: if the end is before the start both become the start;
 * if only one date is valid both take it; if neither is valid the range is open.
 */
export function adjustDayRange(start?: string | null, end?: string | null): { start?: string; end?: string } {
  const s = start ? parseDay(start) : null;
  const e = end ? parseDay(end) : null;
  if (s && e) return e < s ? { start: s, end: s } : { start: s, end: e };
  if (s) return { start: s, end: s };
  if (e) return { start: e, end: e };
  return {};
}
