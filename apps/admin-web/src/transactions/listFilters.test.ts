import {
  addTypeChip,
  disabledFields,
  filterBreadcrumb,
  filterErrors,
  normalizeFilters,
  readListFilters,
  requestFilters,
  valueDisabled,
} from './listFilters';

describe('record type chips', () => {
  it('upper-cases and never adds a chip twice', () => {
    expect(addTypeChip([], ' fbd ')).toEqual(['FBD']);
    expect(addTypeChip(['FBD'], 'fbd')).toEqual(['FBD']);
    expect(addTypeChip(['FBD'], '')).toEqual(['FBD']);
  });

  it('disables and clears Verification By and Eligibility Status', () => {
    const filters = {
      type: ['ELG'],
      filter: {
        ivProcessResult: { operation: 'e' as const, value: 'Check' },
        statusPatient: { operation: 'c' as const, value: 'Active' },
        carrier: { operation: 'c' as const, value: 'delta' },
      },
    };
    expect(disabledFields(filters)).toEqual(['ivProcessResult', 'statusPatient']);
    expect(normalizeFilters(filters).filter).toEqual({ carrier: { operation: 'c', value: 'delta' } });
  });
});

describe('filter values', () => {
  it('is empty and is not empty clear and disable the value', () => {
    expect(valueDisabled('em')).toBe(true);
    expect(valueDisabled('c')).toBe(false);
    expect(normalizeFilters({ type: [], filter: { provider: { operation: 'em', value: 'x' } } }).filter.provider).toEqual({
      operation: 'em',
      value: '',
    });
  });

  it('requires a value for the other operations', () => {
    expect(filterErrors({ type: [], filter: { carrier: { operation: 'c', value: ' ' }, audited: { operation: 'c', value: '' } } })).toEqual(
      {
        carrier: 'Value is required',
      },
    );
  });
});

describe('requestFilters and the breadcrumb', () => {
  const filters = {
    type: ['fbd'],
    filter: {
      carrier: { operation: 'c' as const, value: ' delta ' },
      audited: { operation: 'nc' as const, value: '' },
      provider: { operation: '' as const, value: 'x' },
    },
  };
  it('becomes the request fields of getAllTransaction', () => {
    expect(requestFilters(filters)).toEqual({
      type: ['FBD'],
      filter: { carrier: { operation: 'c', value: 'delta' }, audited: { operation: 'nc', value: 'x' } },
    });
    expect(requestFilters({ type: [], filter: {} })).toEqual({});
  });

  it('reads as a breadcrumb', () => {
    expect(filterBreadcrumb(filters)).toEqual(['Type: FBD', 'Carrier contains delta', 'Audited does not contain']);
  });

  it('reads back what was saved, ignoring anything malformed', () => {
    expect(readListFilters(null)).toEqual({ type: [], filter: {} });
    expect(readListFilters({ type: ['elg', 3], filter: { carrier: { operation: 'e', value: 'A' } } })).toEqual({
      type: ['ELG'],
      filter: { carrier: { operation: 'e', value: 'A' } },
    });
  });
});
