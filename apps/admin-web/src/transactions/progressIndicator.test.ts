import { progressIndicator, type ProgressRow } from './progressIndicator';

const row = (overrides: Partial<ProgressRow> = {}): ProgressRow => ({
  type: 'FBD',
  iv_process_result: 'Check',
  iv_status: 'Active',
  StatusPatient: 'Active',
  carrier: 'Delta Dental',
  missingRequiredInputQty: 6,
  totalRequiredFields: 24,
  ...overrides,
});

describe('progressIndicator', () => {
  it('is done when the result or the status is Done by DR (with or without *)', () => {
    expect(progressIndicator(row({ iv_process_result: '*Done by DR' }))).toEqual({ kind: 'done' });
    expect(progressIndicator(row({ StatusPatient: 'Done by DR' }))).toEqual({ kind: 'done' });
  });

  it('checks a record without an insurance company', () => {
    expect(progressIndicator(row({ carrier: 'EMPTY' }))).toEqual({ kind: 'check' });
    expect(progressIndicator(row({ carrier: '' }))).toEqual({ kind: 'check' });
  });

  it('cancels when the patient has no insurance, the result is unchecked or the status is a failure', () => {
    expect(progressIndicator(row({ StatusPatient: 'Patient has No Insurance info' }))).toEqual({ kind: 'cancel' });
    expect(progressIndicator(row({ iv_process_result: 'Unchecked' }))).toEqual({ kind: 'cancel' });
    expect(progressIndicator(row({ StatusPatient: 'Not Found' }))).toEqual({ kind: 'cancel' });
  });

  it('checks an ELG done by someone, and anything with nothing missing or nothing required', () => {
    expect(progressIndicator(row({ type: 'ELG', iv_process_result: 'Done by CC' }))).toEqual({ kind: 'check' });
    expect(progressIndicator(row({ missingRequiredInputQty: 0 }))).toEqual({ kind: 'check' });
    expect(progressIndicator(row({ totalRequiredFields: 0 }))).toEqual({ kind: 'check' });
  });

  it('otherwise shows a bar of missing over total; the first matching rule wins', () => {
    expect(progressIndicator(row())).toEqual({ kind: 'bar', missing: 6, total: 24, percent: 75 });
    expect(progressIndicator(row({ iv_process_result: 'Done by DR', carrier: '' }))).toEqual({ kind: 'done' });
  });
});
