import { adjustDayRange, parseDay } from './dates';
import { idFrom, isId, newId } from './ids';
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
