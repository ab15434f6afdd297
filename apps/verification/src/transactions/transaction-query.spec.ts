import { AppError, ErrorCode, parseInput, transactionListRequestSchema, type Actor, type TransactionListRequest } from '@dental/contracts';
import {
  escapeLike,
  listConditions,
  practiceScope,
  toTransactionRow,
  transactionListSql,
  type TransactionListRecord,
} from './transaction-query';

const P1 = '6955b9000000000000000201';
const P2 = '6955b9000000000000000202';
const P3 = '6955b9000000000000000203';
const C1 = '6955b9000000000000000101';
const C2 = '6955b9000000000000000102';

const actor: Actor = { userId: '6955b9000000000000000301', clientId: C1, clientIds: [C1], practiceIds: [P1, P2], permissions: [] };

const query = (request: TransactionListRequest = {}) => parseInput(transactionListRequestSchema, request);
const conditionsOf = (request: TransactionListRequest) => listConditions(query(request), { practiceIds: [P1] });

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('practiceScope', () => {
  it('refuses a request without an actor', () => {
    expect(thrown(() => practiceScope({}, null)).code).toBe(ErrorCode.Unauthenticated);
  });

  it('reads every practice of the actor when none is named', () => {
    expect(practiceScope({}, actor).practiceIds).toEqual([P1, P2]);
    expect(practiceScope({ practiceId: '' }, actor).practiceIds).toEqual([P1, P2]);
    expect(practiceScope({ practiceId: [] }, actor).practiceIds).toEqual([P1, P2]);
  });

  it('narrows to the named practice or practices, without duplicates', () => {
    expect(practiceScope({ practiceId: P2 }, actor).practiceIds).toEqual([P2]);
    expect(practiceScope({ practiceId: [P2, P1, P2] }, actor).practiceIds).toEqual([P2, P1]);
  });

  it('refuses a practice the actor was not granted, naming it', () => {
    const error = thrown(() => practiceScope({ practiceId: [P1, P3] }, actor));
    expect(error.code).toBe(ErrorCode.Forbidden);
    expect(error.message).toBe(`You do not have access to practice ${P3}`);
  });

  it('keeps a granted client and refuses another', () => {
    expect(practiceScope({ clientId: C1 }, actor)).toEqual({ practiceIds: [P1, P2], clientId: C1 });
    const error = thrown(() => practiceScope({ clientId: C2 }, actor));
    expect(error.code).toBe(ErrorCode.Forbidden);
    expect(error.message).toContain(C2);
  });

  it('gives nothing to read to an actor with no practices', () => {
    expect(practiceScope({}, { ...actor, practiceIds: [] }).practiceIds).toEqual([]);
  });
});

describe('listConditions', () => {
  it('always limits to the scope practices, as an array parameter', () => {
    const { conditions, values } = listConditions(query(), { practiceIds: [P1, P2] });
    expect(conditions).toEqual(['practice_id = ANY($1::text[])']);
    expect(values).toEqual([[P1, P2]]);
  });

  it('limits to the client when the scope names one', () => {
    const { conditions, values } = listConditions(query(), { practiceIds: [P1], clientId: C1 });
    expect(conditions[1]).toBe('client_id = $2');
    expect(values[1]).toBe(C1);
  });

  it('limits by the client alone when the scope is every practice of it', () => {
    const { conditions, values } = listConditions(query(), { practiceIds: [P1, P2], wholeClientId: C1 });
    expect(conditions).toEqual(['client_id = $1']);
    expect(values).toEqual([C1]);
  });

  describe('date range (spec 01 §4)', () => {
    it('keeps a valid range, accepting yyyy/MM/DD', () => {
      const { conditions, values } = conditionsOf({ startDate: '2026/11/01', endDate: '2026-11-30' });
      expect(conditions.slice(1)).toEqual(['appointment_date >= $2::date', 'appointment_date <= $3::date']);
      expect(values.slice(1)).toEqual(['2026-11-01', '2026-11-30']);
    });

    it('makes both the start when the end is before it', () => {
      expect(conditionsOf({ startDate: '2026-11-20', endDate: '2026-11-02' }).values.slice(1)).toEqual(['2026-11-20', '2026-11-20']);
    });

    it('uses the one valid date for both ends', () => {
      expect(conditionsOf({ startDate: '2026-11-20' }).values.slice(1)).toEqual(['2026-11-20', '2026-11-20']);
      expect(conditionsOf({ endDate: '2026-11-21' }).values.slice(1)).toEqual(['2026-11-21', '2026-11-21']);
      expect(conditionsOf({ startDate: '', endDate: '2026-11-21' }).values.slice(1)).toEqual(['2026-11-21', '2026-11-21']);
    });

    it('leaves the range open without dates', () => {
      expect(conditionsOf({}).conditions).toHaveLength(1);
    });
  });

  it('filters record types upper-cased, as one array parameter', () => {
    const { conditions, values } = conditionsOf({ type: ['fbd', 'ELG', 'Fbd'] });
    expect(conditions[1]).toBe('type = ANY($2::text[])');
    expect(values[1]).toEqual(['FBD', 'ELG']);
  });

  it('ignores an empty type list', () => {
    expect(conditionsOf({ type: [] }).conditions).toHaveLength(1);
  });

  describe('text filter operations', () => {
    const cases: [string, string, string][] = [
      ['c', `patient_name ILIKE $2 ESCAPE '\\'`, '%smith%'],
      ['nc', `patient_name NOT ILIKE $2 ESCAPE '\\'`, '%smith%'],
      ['e', `patient_name ILIKE $2 ESCAPE '\\'`, 'smith'],
      ['ne', `patient_name NOT ILIKE $2 ESCAPE '\\'`, 'smith'],
      ['sw', `patient_name ILIKE $2 ESCAPE '\\'`, 'smith%'],
      ['ew', `patient_name ILIKE $2 ESCAPE '\\'`, '%smith'],
    ];
    it.each(cases)('%s puts the value in a parameter', (operation, sql, pattern) => {
      const { conditions, values } = conditionsOf({ filter: { patientName: { operation: operation as 'c', value: ' smith ' } } });
      expect(conditions[1]).toBe(sql);
      expect(values[1]).toBe(pattern);
    });

    it('em and nem take no value', () => {
      expect(conditionsOf({ filter: { provider: { operation: 'em' } } })).toEqual({
        conditions: ['practice_id = ANY($1::text[])', `provider = ''`],
        values: [[P1]],
      });
      expect(conditionsOf({ filter: { provider: { operation: 'nem' } } }).conditions[1]).toBe(`provider <> ''`);
    });

    it("treats a carrier of 'EMPTY' as empty (it shows as No Insurance Company)", () => {
      expect(conditionsOf({ filter: { carrier: { operation: 'em' } } }).conditions[1]).toBe(
        `(carrier_name = '' OR lower(carrier_name) = 'empty')`,
      );
      expect(conditionsOf({ filter: { carrier: { operation: 'nem' } } }).conditions[1]).toBe(
        `(carrier_name <> '' AND lower(carrier_name) <> 'empty')`,
      );
    });

    it('maps each filter field to its column', () => {
      const { conditions } = conditionsOf({
        filter: {
          patientName: { operation: 'c', value: 'a' },
          carrier: { operation: 'c', value: 'b' },
          statusPatient: { operation: 'c', value: 'c' },
          ivProcessResult: { operation: 'c', value: 'd' },
          provider: { operation: 'c', value: 'e' },
        },
      });
      expect(conditions.slice(1).map((c) => c.split(' ')[0])).toEqual([
        'patient_name',
        'carrier_name',
        'iv_status',
        'iv_process_result',
        'provider',
      ]);
    });

    it('escapes LIKE wildcards so they match themselves, and never puts the value in the SQL text', () => {
      const value = `50%_off\\'; DROP TABLE transaction; --`;
      const { conditions, values } = conditionsOf({ filter: { carrier: { operation: 'c', value } } });
      expect(conditions.join(' ')).not.toContain('DROP');
      expect(values[1]).toBe(`%50\\%\\_off\\\\'; DROP TABLE transaction; --%`);
    });
  });

  describe('flag filters', () => {
    it('missingFields c/nc: has missing fields or none (ELG never has any)', () => {
      expect(conditionsOf({ filter: { missingFields: { operation: 'c', value: 'x' } } }).conditions[1]).toBe(
        `(missing_required_input_qty > 0 AND type <> 'ELG')`,
      );
      expect(conditionsOf({ filter: { missingFields: { operation: 'nc', value: 'x' } } }).conditions[1]).toBe(
        `(missing_required_input_qty = 0 OR type = 'ELG')`,
      );
    });

    it('audited c/nc: audited or not', () => {
      expect(conditionsOf({ filter: { audited: { operation: 'c', value: 'x' } } }).conditions[1]).toBe('audited');
      expect(conditionsOf({ filter: { audited: { operation: 'nc', value: 'x' } } }).conditions[1]).toBe('NOT audited');
    });

    it('refuses the other operations with BAD_INPUT naming the field', () => {
      const error = thrown(() => conditionsOf({ filter: { audited: { operation: 'em' } } }));
      expect(error.code).toBe(ErrorCode.BadInput);
      expect(error.issues).toEqual([{ path: 'filter.audited.operation', message: 'must be c or nc' }]);
      expect(thrown(() => conditionsOf({ filter: { missingFields: { operation: 'sw', value: '1' } } })).message).toContain(
        'filter.missingFields.operation',
      );
    });
  });
});

describe('transactionListSql', () => {
  it('pages with limit and offset parameters after the conditions, in the default order', () => {
    const sql = transactionListSql(
      query({ limit: 50, offset: 100, startDate: '2026-11-22', filter: { carrier: { operation: 'sw', value: 'Del' } } }),
      {
        practiceIds: [P1],
      },
    );
    expect(sql.page.values).toEqual([[P1], '2026-11-22', '2026-11-22', 'Del%', 50, 100]);
    expect(sql.page.text).toContain('LIMIT $5 OFFSET $6');
    expect(sql.page.text).toContain('ORDER BY appointment_date ASC, appointment_time ASC, patient_name ASC, id ASC');
    expect(sql.count.values).toEqual([[P1], '2026-11-22', '2026-11-22', 'Del%']);
  });

  it('uses the documented defaults: 25 rows from the first', () => {
    expect(transactionListSql(query(), { practiceIds: [P1] }).page.values.slice(-2)).toEqual([25, 0]);
  });

  it('counts with exactly the page conditions', () => {
    const sql = transactionListSql(query({ type: ['FBD'], filter: { audited: { operation: 'c', value: 'x' } } }), {
      practiceIds: [P1],
      clientId: C1,
    });
    const pageWhere = /WHERE ([\s\S]*?)\n {2}ORDER BY/.exec(sql.page.text)![1];
    const countWhere = /WHERE ([\s\S]*)\nLIMIT/.exec(sql.count.text)![1];
    expect(countWhere).toBe(pageWhere);
  });
});

describe('escapeLike', () => {
  it('escapes %, _ and the escape character', () => {
    expect(escapeLike('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
    expect(escapeLike("O'Brien")).toBe("O'Brien");
  });
});

describe('toTransactionRow', () => {
  const record: TransactionListRecord = {
    id: '6b0289220bdca4b0cc8a0210',
    type: 'FBD',
    created: new Date('2026-11-20T06:00:00Z'),
    patient_name: 'Ava Smith',
    practice_id: P1,
    client_id: C1,
    carrier_name: 'Delta Dental',
    missing_required_input_qty: 3,
    total_required_fields: 20,
    verification_type: 'Done by DR',
    status_patient: 'Active',
    iv_status: 'Active',
    iv_process_result: 'Done by DR',
    provider: 'Dr. Kim',
    appointment_date: '2026-11-23',
    appointment_time: '09:30',
    comment: '',
    audited: true,
    upload_fbd: false,
    color_id: '6955b9000000000000000c01',
    color: '#FF0000',
    color_name: 'Urgent',
    practice_name: 'Bright Smiles Downtown',
  };

  it('answers the documented wire names', () => {
    expect(toTransactionRow(record)).toEqual({
      _id: record.id,
      type: 'FBD',
      Created: '2026-11-20T06:00:00.000Z',
      PatientName: 'Ava Smith',
      patientName: 'Ava Smith',
      PracticeName: 'Bright Smiles Downtown',
      practiceId: P1,
      clientId: C1,
      CarrierName: 'Delta Dental',
      carrier: 'Delta Dental',
      missingRequiredInputQty: 3,
      totalRequiredFields: 20,
      VerificationType: 'Done by DR',
      StatusPatient: 'Active',
      iv_status: 'Active',
      iv_process_result: 'Done by DR',
      provider: 'Dr. Kim',
      appointment_date: '2026-11-23',
      appointment_time: '09:30',
      comment: '',
      audited: true,
      uploadFBD: false,
      color: '#FF0000',
      colorId: '6955b9000000000000000c01',
      colorName: 'Urgent',
    });
  });

  it('shows an empty practice name for a practice the projection does not know yet', () => {
    expect(toTransactionRow({ ...record, practice_name: null }).PracticeName).toBe('');
  });
});
