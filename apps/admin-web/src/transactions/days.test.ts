import { displayDay, localDay, shiftDay } from './days';
import { readSavedDay, saveDay } from './savedFilters';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) };
}

describe('days', () => {
  it('names the local calendar day, not the UTC one', () => {
    expect(localDay(new Date(2026, 0, 9, 23, 30))).toBe('2026-01-09');
  });

  it('moves across month and year ends', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('displays list dates as MM/DD/YYYY', () => {
    expect(displayDay('2026-03-17')).toBe('03/17/2026');
    expect(displayDay('2026-03-17T10:00:00.000Z')).toBe('03/17/2026');
    expect(displayDay('')).toBe('');
    expect(displayDay('not a date')).toBe('not a date');
  });
});

describe('saved day filter', () => {
  it('has no saved choice at first', () => {
    expect(readSavedDay(memoryStorage())).toBeUndefined();
  });

  it('keeps a chosen day and the all-days choice', () => {
    const storage = memoryStorage();
    saveDay({ day: '2026-03-17' }, storage);
    expect(readSavedDay(storage)).toEqual({ day: '2026-03-17' });
    saveDay({ day: null }, storage);
    expect(readSavedDay(storage)).toEqual({ day: null });
  });

  it('keeps the saved filters of other screens', () => {
    const storage = memoryStorage();
    storage.setItem('filters', JSON.stringify({ missingCode: { carrier: 'Delta' } }));
    saveDay({ day: '2026-03-17' }, storage);
    expect(JSON.parse(storage.getItem('filters') ?? '{}')).toEqual({
      missingCode: { carrier: 'Delta' },
      allTransaction: { day: '2026-03-17' },
    });
  });

  it('ignores a saved entry that is not a valid day', () => {
    const storage = memoryStorage();
    storage.setItem('filters', JSON.stringify({ allTransaction: { day: '2026-02-30' } }));
    expect(readSavedDay(storage)).toBeUndefined();
    storage.setItem('filters', '{broken');
    expect(readSavedDay(storage)).toBeUndefined();
  });
});
