import { DEFAULT_PRIORITY, parseInput, transactionListRequestSchema } from '@dental/contracts';
import { COUNT_CAP, Parameters, orderBy, transactionListSql } from './transaction-query';

const P1 = '6955b9000000000000000201';

describe('orderBy', () => {
  it('without a saved sort is the default order', () => {
    expect(orderBy(undefined, new Parameters())).toBe('appointment_date ASC, appointment_time ASC, patient_name ASC, id ASC');
  });

  it('follows the saved keys in order, each in its direction, then the remaining default keys and the id', () => {
    const sql = orderBy({ sort: { carrier: -1, dateToOrder: -1, patientName: 1 }, priority: DEFAULT_PRIORITY }, new Parameters());
    expect(sql.split(', ')).toEqual(['carrier_name DESC', 'appointment_date DESC', 'appointment_time DESC', 'patient_name ASC', 'id ASC']);
  });

  it('ranks eligibility statuses by the user priority, with the ranks as parameters', () => {
    const params = new Parameters();
    const sql = orderBy(
      { sort: { priorityOrder: 1 }, priority: [{ k: 'Check', v: 0 }, ...DEFAULT_PRIORITY.slice(0, 5).map((e) => ({ ...e, v: e.v + 1 }))] },
      params,
    );
    expect(sql).toMatch(/^\(CASE lower\(trim\(split_part\(iv_status, '\/', 1\)\)\) WHEN \$1 THEN \$2::int/);
    expect(params.values.slice(0, 4)).toEqual(['check', 0, 'active', 1]);
    // Empty ranks the records without a status.
    expect(params.values).toContain('');
  });

  it('sorts practices by name through the practice projection', () => {
    expect(orderBy({ sort: { practiceName: 1 }, priority: DEFAULT_PRIORITY }, new Parameters())).toContain(
      '(SELECT name FROM practice pn WHERE pn.practice_id = transaction.practice_id) ASC',
    );
  });
});

describe('transactionListSql', () => {
  it('keeps the page in the order the ids were chosen, and caps the count', () => {
    const sql = transactionListSql(
      parseInput(transactionListRequestSchema, { limit: 50, offset: 100 }),
      { practiceIds: [P1] },
      {
        sort: { provider: 1 },
        priority: DEFAULT_PRIORITY,
      },
    );
    expect(sql.page.text).toContain('ORDER BY provider ASC, appointment_date');
    expect(sql.page.text).toContain('ORDER BY page.ord');
    expect(sql.page.values.slice(-2)).toEqual([50, 100]);
    expect(sql.count.text).toContain(`LIMIT ${COUNT_CAP}`);
    expect(sql.count.values).toEqual([[P1]]);
  });
});
