/**
 * The transactions resource: one page of the selected practices' verification transactions
 * (POST /api/iv/transaction/getAllTransaction), for the day and the filter popover's choices. With
 * no practice selected there is nothing to ask for.
 */
import { Routes } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';
import { readListFilters } from './listFilters';
import { transactionListRequest } from './transactionQuery';

export const transactionsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const practiceIds = selectedPracticeIds(readAppSettings());
    if (practiceIds.length === 0) return { data: [], total: 0 };
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const day = typeof params.filter?.day === 'string' ? params.filter.day : undefined;
    const filters = readListFilters(params.filter?.filters);
    const answer = await call(Routes.getAllTransaction, {
      body: transactionListRequest({ page, perPage, day, filters }, practiceIds),
      signal: params.signal,
    });
    return { data: answer.records, total: answer.recordsQty };
  },
});
