/**
 * All Transactions keeps its day choice among the saved filters of local storage ('filters',
 * spec 01 §3), so a reload shows the same day; applying a new practice selection clears them.
 * No saved choice means today; a saved null means every day.
 */
import { parseDay } from '@dental/contracts';
import { SAVED_FILTERS_KEY } from '../practices/appSettings';
import { normalizeFilters, readListFilters, type ListFilters } from './listFilters';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type DayChoice = { day: string } | { day: null };

function readAll(storage: KeyValueStorage): Record<string, unknown> {
  try {
    const saved: unknown = JSON.parse(storage.getItem(SAVED_FILTERS_KEY) ?? '{}');
    return typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readSavedDay(storage: KeyValueStorage = localStorage): DayChoice | undefined {
  const saved = readAll(storage).allTransaction;
  if (typeof saved !== 'object' || saved === null || !('day' in saved)) return undefined;
  const { day } = saved as { day: unknown };
  if (day === null) return { day: null };
  const valid = typeof day === 'string' ? parseDay(day) : null;
  return valid ? { day: valid } : undefined;
}

export function saveDay(choice: DayChoice, storage: KeyValueStorage = localStorage): void {
  const all = readAll(storage);
  const current = typeof all.allTransaction === 'object' && all.allTransaction !== null ? all.allTransaction : {};
  storage.setItem(SAVED_FILTERS_KEY, JSON.stringify({ ...all, allTransaction: { ...current, day: choice.day } }));
}

/** The popover's filters, kept beside the day under the same saved entry. */
export function readSavedListFilters(storage: KeyValueStorage = localStorage): ListFilters {
  const saved = readAll(storage).allTransaction;
  return readListFilters(typeof saved === 'object' && saved !== null ? (saved as { filters?: unknown }).filters : undefined);
}

export function saveListFilters(filters: ListFilters, storage: KeyValueStorage = localStorage): void {
  const all = readAll(storage);
  const current = typeof all.allTransaction === 'object' && all.allTransaction !== null ? all.allTransaction : {};
  storage.setItem(SAVED_FILTERS_KEY, JSON.stringify({ ...all, allTransaction: { ...current, filters: normalizeFilters(filters) } }));
}
