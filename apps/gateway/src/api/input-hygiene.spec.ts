import { AppError, ErrorCode } from '@dental/contracts';
import { checkInputHygiene } from './input-hygiene';

function refusal(input: unknown, params: Record<string, string> = {}): AppError | undefined {
  try {
    checkInputHygiene(input, params);
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describe('checkInputHygiene', () => {
  it('lets ordinary input through', () => {
    expect(
      refusal({ username: 'ann@example.com', limit: 25, offset: '50', amount: 12.5, tags: ['a', 'b'], nested: { ok: null } }),
    ).toBeUndefined();
    expect(refusal({ search: '123456789012345678901234567890' })).toBeUndefined();
    expect(refusal({}, { id: '6955b9000000000000000302' })).toBeUndefined();
  });

  it('refuses a NUL character anywhere, naming the field', () => {
    const error = refusal({ filter: { carrier: { value: 'Del\u0000ta' } } });
    expect(error?.code).toBe(ErrorCode.BadInput);
    expect(error?.status).toBe(400);
    expect(error?.message).toBe('filter.carrier.value must not contain a NUL character');
    expect(refusal({ list: ['ok', 'b\u0000d'] })?.issues).toEqual([{ path: 'list.1', message: 'must not contain a NUL character' }]);
    expect(refusal({ 'na\u0000me': 'x' })?.message).toBe('na\\0me must not contain a NUL character in its name');
    expect(refusal('\u0000')?.message).toBe('request must not contain a NUL character');
  });

  it('refuses numbers beyond exact integers or not finite, as numbers or as paging text', () => {
    expect(refusal({ offset: 1e308 })?.message).toBe('offset is too large');
    expect(refusal({ limit: Infinity })?.message).toBe('limit must be a finite number');
    expect(refusal({ offset: '1e308' })?.message).toBe('offset is too large');
    expect(refusal({ page: '1e999' })?.message).toBe('page is too large');
    expect(refusal({ rowsPerPage: '9007199254740993' })?.message).toBe('rowsPerPage is too large');
    expect(refusal({ version: '1e308' })?.message).toBe('version is too large');
    expect(refusal({ offset: '9007199254740991' })).toBeUndefined();
  });

  it('refuses a paging field that is no number, which coercion would read as the first page', () => {
    expect(refusal({ offset: null })?.message).toBe('offset must be a number');
    expect(refusal({ limit: null, page: true })?.message).toBe('limit must be a number; page must be a number');
    expect(refusal({ offset: '' })?.message).toBe('offset must be a number');
    expect(refusal({ offset: '  ' })?.message).toBe('offset must be a number');
    expect(refusal({ offset: [5] })?.message).toBe('offset must be a number');
    expect(refusal({ perPage: {} })?.message).toBe('perPage must be a number');
    expect(refusal({ query: { per_page: false } })?.message).toBe('query.per_page must be a number');
    // Left out, a number, or text: the schema gives the default or reads the number.
    expect(refusal({ search: null, limit: 25, offset: '0', page: undefined })).toBeUndefined();
  });

  it('refuses an overlong path parameter without repeating it', () => {
    const error = refusal({}, { id: 'x'.repeat(100_000) });
    expect(error?.message).toBe('id must be at most 200 characters');
  });

  it('refuses nesting deeper than any request, and names at most ten fields', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 30; i++) deep = { d: deep };
    expect(refusal(deep)?.message).toMatch(/is nested more than 20 levels deep$/);
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`f${i}`, '\u0000']));
    expect(refusal(many)?.issues).toHaveLength(10);
  });
});
