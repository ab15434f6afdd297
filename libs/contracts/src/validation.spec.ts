import { AppError, ErrorCode } from './http/errors';
import { parseInput } from './validation';
import { transactionListRequestSchema } from './transactions/transaction-list';

function failure(input: unknown): AppError {
  try {
    parseInput(transactionListRequestSchema, input);
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected the input to be refused');
}

describe('parseInput', () => {
  it('applies defaults to a valid request', () => {
    expect(parseInput(transactionListRequestSchema, {})).toMatchObject({ limit: 25, offset: 0 });
  });

  it('names every wrong field in one BAD_INPUT message', () => {
    const error = failure({ limit: 7, offset: -1, startDate: '2026-02-30' });
    expect(error.code).toBe(ErrorCode.BadInput);
    expect(error.message).toContain('limit must be one of 25, 50, 100');
    expect(error.message).toContain('offset must be 0 or more');
    expect(error.message).toContain('startDate must be a date');
    expect(error.issues?.map((i) => i.path)).toEqual(['limit', 'offset', 'startDate']);
  });

  it('refuses unknown fields by name', () => {
    expect(failure({ limitt: 25 }).message).toContain('has unknown field(s): limitt');
  });

  it('requires a filter value unless the operation is empty or not empty', () => {
    expect(failure({ filter: { carrier: { operation: 'c', value: ' ' } } }).message).toContain(
      'filter.carrier.value is required for this operation',
    );
    expect(parseInput(transactionListRequestSchema, { filter: { carrier: { operation: 'em' } } }).filter?.carrier).toEqual({
      operation: 'em',
      value: '',
    });
  });

  it('upper-cases record types without duplicates', () => {
    expect(parseInput(transactionListRequestSchema, { type: ['fbd', 'FBD', 'elg'] }).type).toEqual(['FBD', 'ELG']);
  });
});
