/**
 * The All Transactions filter popover as data (spec 01 §3 filter, §4 filter behaviour, §5 record
 * type chips): what the popover holds, which inputs it disables, the breadcrumb of active filters,
 * and the request fields it becomes. Kept in local storage under 'filters' with the day.
 */
import { FILTER_OPERATION_LABELS, type FilterField, type FilterOperation, type TransactionFilter } from '@dental/contracts';

export interface FilterCondition {
  operation: FilterOperation | '';
  value: string;
}

export interface ListFilters {
  /** Record types as upper-cased chips. */
  type: string[];
  filter: Partial<Record<FilterField, FilterCondition>>;
}

export const EMPTY_FILTERS: ListFilters = { type: [], filter: {} };

export const FILTER_FIELD_LABELS: Record<FilterField, string> = {
  patientName: 'Patient Name',
  carrier: 'Carrier',
  statusPatient: 'Eligibility Status',
  ivProcessResult: 'Verification By',
  missingFields: 'Missing Fields',
  provider: 'Provider',
  audited: 'Audited',
};

/** Missing Fields and Audited offer contains / does not contain only (spec 01 §9). */
export const FLAG_FIELDS: readonly FilterField[] = ['missingFields', 'audited'];

/** Enter adds an upper-cased chip, never twice (spec 01 §5). */
export function addTypeChip(types: readonly string[], typed: string): string[] {
  const chip = typed.trim().toUpperCase();
  if (!chip || types.includes(chip)) return [...types];
  return [...types, chip];
}

/** The record-type filter disables and clears Verification By and Eligibility Status (spec 01 §4). */
export function disabledFields(filters: ListFilters): FilterField[] {
  return filters.type.length > 0 ? ['ivProcessResult', 'statusPatient'] : [];
}

/** 'is empty' and 'is not empty' need no value. */
export function valueDisabled(operation: FilterOperation | ''): boolean {
  return operation === 'em' || operation === 'nem';
}

/** Applies the popover's rules to a change, so what is stored is always consistent. */
export function normalizeFilters(filters: ListFilters): ListFilters {
  const disabled = disabledFields(filters);
  const filter: ListFilters['filter'] = {};
  for (const [field, condition] of Object.entries(filters.filter) as [FilterField, FilterCondition][]) {
    if (disabled.includes(field) || !condition?.operation) continue;
    filter[field] = valueDisabled(condition.operation) ? { operation: condition.operation, value: '' } : condition;
  }
  return { type: [...new Set(filters.type.map((t) => t.trim().toUpperCase()).filter(Boolean))], filter };
}

/** A filter with an operation other than empty/not empty needs a value (spec 01 §5). */
export function filterErrors(filters: ListFilters): Partial<Record<FilterField, string>> {
  const errors: Partial<Record<FilterField, string>> = {};
  for (const [field, condition] of Object.entries(filters.filter) as [FilterField, FilterCondition][]) {
    if (!condition?.operation || valueDisabled(condition.operation) || FLAG_FIELDS.includes(field)) continue;
    if (!condition.value.trim()) errors[field] = 'Value is required';
  }
  return errors;
}

/** The request's `type` and `filter` fields; flag filters carry a placeholder value the API ignores. */
export function requestFilters(filters: ListFilters): { type?: string[]; filter?: TransactionFilter } {
  const normalized = normalizeFilters(filters);
  const filter: TransactionFilter = {};
  for (const [field, condition] of Object.entries(normalized.filter) as [FilterField, FilterCondition][]) {
    if (!condition.operation) continue;
    const value = FLAG_FIELDS.includes(field) ? 'x' : condition.value.trim();
    if (!valueDisabled(condition.operation) && !value) continue;
    filter[field] = { operation: condition.operation, value };
  }
  return {
    ...(normalized.type.length > 0 ? { type: normalized.type } : {}),
    ...(Object.keys(filter).length > 0 ? { filter } : {}),
  };
}

/** The breadcrumb of active filters, e.g. "Carrier contains delta". */
export function filterBreadcrumb(filters: ListFilters): string[] {
  const normalized = normalizeFilters(filters);
  const crumbs = normalized.type.length > 0 ? [`Type: ${normalized.type.join(', ')}`] : [];
  for (const [field, condition] of Object.entries(normalized.filter) as [FilterField, FilterCondition][]) {
    if (!condition.operation) continue;
    const label = FILTER_OPERATION_LABELS[condition.operation];
    crumbs.push(
      valueDisabled(condition.operation) || FLAG_FIELDS.includes(field)
        ? `${FILTER_FIELD_LABELS[field]} ${label}`
        : `${FILTER_FIELD_LABELS[field]} ${label} ${condition.value.trim()}`,
    );
  }
  return crumbs;
}

export function readListFilters(value: unknown): ListFilters {
  if (typeof value !== 'object' || value === null) return EMPTY_FILTERS;
  const v = value as Partial<ListFilters>;
  return normalizeFilters({
    type: Array.isArray(v.type) ? v.type.filter((t) => typeof t === 'string') : [],
    filter: typeof v.filter === 'object' && v.filter ? v.filter : {},
  });
}
