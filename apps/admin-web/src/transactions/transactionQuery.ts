/**
 * The body of POST /api/iv/transaction/getAllTransaction for one page of the list (spec 01 §9):
 * limit is the page size, offset = (page - 1) * size, the selected practices, and the day of the
 * day navigator as both startDate and endDate (no dates: all days).
 */
import { requestFilters, type ListFilters } from './listFilters';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type TransactionListRequest, type TransactionRow } from '@dental/contracts';

export interface TransactionListParams {
  page: number;
  perPage: number;
  /** YYYY-MM-DD, or undefined for every day. */
  day?: string;
  /** The filter popover's choices. */
  filters?: ListFilters;
}

/** A transaction row as react-admin lists it: the data provider made its `_id` the record's `id`. */
export type TransactionRecord = Omit<TransactionRow, '_id'> & { id: string };

export function pageSizeOf(perPage: number): (typeof PAGE_SIZES)[number] {
  return (PAGE_SIZES as readonly number[]).includes(perPage) ? (perPage as (typeof PAGE_SIZES)[number]) : DEFAULT_PAGE_SIZE;
}

export function transactionListRequest(params: TransactionListParams, practiceIds: readonly string[]): TransactionListRequest {
  const limit = pageSizeOf(params.perPage);
  const page = Math.max(1, Math.floor(params.page));
  return {
    limit,
    offset: (page - 1) * limit,
    practiceId: [...practiceIds],
    ...(params.day ? { startDate: params.day, endDate: params.day } : {}),
    ...(params.filters ? requestFilters(params.filters) : {}),
  };
}
