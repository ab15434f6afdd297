import { adjustDayRange, parseDay } from './dates';
import { z } from 'zod';
import { idFrom, isId, newId } from './ids';
import { INSTANT_MESSAGE, instantText } from './instant-text';
import { RecentMap } from './recent-map';
import { carrierLabel, eligibilityTone, splitEligibilityStatus, verificationByTone } from '../transactions/transaction';

describe('ids', () => {
  it('are 24 hex characters that sort by creation time', () => {
    const earlier = newId(new Date('2026-01-01T00:00:00Z'));
    const later = newId(new Date('2026-06-01T00:00:00Z'));
    expect(isId(earlier)).toBe(true);
    expect(earlier < later).toBe(true);
    expect(isId('not-an-id')).toBe(false);
    expect(idFrom(1, 2)).toBe('000000010000000000000002');
  });

  it('never repeat, across many refills of their random pool, and spread their random part evenly', () => {
    const at = new Date('2026-11-28T00:00:00Z');
    const ids = Array.from({ length: 5_000 }, () => newId(at));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every(isId)).toBe(true);
    // 5,000 ids x 16 random hex digits: each of the 16 digits shows about 5,000 times.
    const digits = new Map<string, number>();
    for (const id of ids) for (const digit of id.slice(8)) digits.set(digit, (digits.get(digit) ?? 0) + 1);
    expect(digits.size).toBe(16);
    for (const seen of digits.values()) expect(Math.abs(seen - 5_000)).toBeLessThan(500);
  });
});

describe('RecentMap', () => {
  it('keeps at most its limit, letting the oldest set go', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 3],
    ]);
  });

  it('counts setting a key again as new, so the key kept longest goes first', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect([...map]).toEqual([
      ['a', 10],
      ['c', 3],
    ]);
  });
});

describe('instants', () => {
  it("accept exactly what zod's date-time check with an offset accepts", () => {
    const zods = z.string().datetime({ offset: true });
    for (const value of [
      '2026-11-28T10:00:00Z',
      '2026-11-28T10:00:00.123+02:00',
      '2026-11-28T10:00:00+0200',
      '2024-02-29T23:59:59.5-05:00',
      '2026-02-29T10:00:00Z',
      '2026-11-28 10:00:00Z',
      '2026-11-28T10:00:00',
      '28/11/2026',
    ]) {
      expect([value, instantText.safeParse(value).success]).toEqual([value, zods.safeParse(value).success]);
    }
    expect(instantText.safeParse('2026-11-28').error?.issues[0].message).toBe(INSTANT_MESSAGE);
  });
});

describe('day ranges (spec 01 §4)', () => {
  it('parses both documented separators and refuses impossible dates', () => {
    expect(parseDay('2026/11/22')).toBe('2026-11-22');
    expect(parseDay('2026-02-29')).toBeNull();
  });

  it('makes both dates the start when the end is before it', () => {
    expect(adjustDayRange('2026-11-22', '2026-11-01')).toEqual({ start: '2026-11-22', end: '2026-11-22' });
  });

  it('uses the one valid date for both ends', () => {
    expect(adjustDayRange('garbage', '2026-11-01')).toEqual({ start: '2026-11-01', end: '2026-11-01' });
    expect(adjustDayRange('2026-11-03', undefined)).toEqual({ start: '2026-11-03', end: '2026-11-03' });
    expect(adjustDayRange(undefined, undefined)).toEqual({});
  });
});

describe('grid labels (spec 01 §4)', () => {
  it('colours eligibility statuses', () => {
    expect(eligibilityTone('Patient INACTIVE')).toBe('warning');
    expect(eligibilityTone('Active')).toBe('success');
    expect(eligibilityTone('Not Found')).toBe('danger');
  });

  it("splits 'X/Y' only when X is a known status", () => {
    expect(splitEligibilityStatus('Active/Limited')).toEqual({ main: 'Active', sub: 'Limited' });
    expect(splitEligibilityStatus('Foo/Bar')).toEqual({ main: 'Foo/Bar' });
  });

  it('gives Verification By tones and tooltips, with or without a leading *', () => {
    expect(verificationByTone('*Done by DR')).toEqual({ tone: 'success', tooltip: 'Insurance Verification Completed' });
    expect(verificationByTone('Unchecked').tooltip).toBe('Issue in the Carrier Website');
  });

  it("shows 'No Insurance Company' for an empty carrier", () => {
    expect(carrierLabel('EMPTY')).toBe('No Insurance Company');
    expect(carrierLabel('')).toBe('No Insurance Company');
    expect(carrierLabel('MetLife')).toBe('MetLife');
  });
});
