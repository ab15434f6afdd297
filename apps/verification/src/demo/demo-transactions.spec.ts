import { addDays, isId } from '@dental/contracts';
import { DEMO_PRACTICES, DEMO_TRANSACTION_COUNT } from '@dental/testing';
import { demoTransactions } from './demo-transactions';

describe('demoTransactions', () => {
  const today = '2026-11-22';
  const records = demoTransactions(today);

  it('makes the documented number of records, the same on every run', () => {
    expect(records).toHaveLength(DEMO_TRANSACTION_COUNT);
    expect(demoTransactions(today)).toEqual(records);
  });

  it('keeps ids and verification ids stable whatever the day, so a second seed inserts nothing', () => {
    const tomorrow = demoTransactions(addDays(today, 1));
    expect(tomorrow.map((r) => r.id)).toEqual(records.map((r) => r.id));
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
    expect(records.every((r) => isId(r.id))).toBe(true);
  });

  it('spreads appointments over the 30 days before and after today', () => {
    const days = records.map((r) => r.appointment_date).sort();
    expect(days[0]).toBe(addDays(today, -30));
    expect(days[days.length - 1]).toBe(addDays(today, 30));
    expect(records.filter((r) => r.appointment_date === today).length).toBeGreaterThan(10);
  });

  it('uses only demo practices with their own client', () => {
    for (const r of records) expect(DEMO_PRACTICES.find((p) => p._id === r.practice_id)?.clientId).toBe(r.client_id);
  });

  it('gives ELG no missing fields and FBD at most its total', () => {
    for (const r of records) {
      if (r.type === 'ELG') expect(r.missing_required_input_qty).toBe(0);
      expect(r.missing_required_input_qty).toBeLessThanOrEqual(r.total_required_fields);
    }
    expect(records.some((r) => r.type === 'FBD' && r.missing_required_input_qty > 0)).toBe(true);
  });

  it('covers every eligibility status and Verification By label the screens colour', () => {
    expect(new Set(records.map((r) => r.iv_status))).toEqual(
      new Set(['Active', 'Active/Limited', 'Inactive', 'Not Found', 'Max out', 'Check', '']),
    );
    expect(new Set(records.map((r) => r.iv_process_result))).toEqual(
      new Set(['Done by DR', 'Check', 'Unchecked', 'Done by CC', 'NO ACTION TAKEN']),
    );
    expect(records.some((r) => r.audited)).toBe(true);
    expect(records.some((r) => !r.audited)).toBe(true);
  });

  it('never dates a record after today', () => {
    for (const r of records) expect(r.created.slice(0, 10) < today).toBe(true);
  });
});
