/**
 * Recall Transactions: react-admin's getList turned into `GET /api/report/recall-transactions` for
 * the selected practices, with the filters' dates as YYYY-MM-DD.
 */
import { RECALL_PAGE_SIZE, Routes } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';

export const RECALL_RESOURCE = 'recall-transactions';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const recallTransactionsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const practiceIds = selectedPracticeIds(readAppSettings());
    if (practiceIds.length === 0) return { data: [], total: 0 };
    const { page = 1, perPage = RECALL_PAGE_SIZE } = params.pagination ?? {};
    const query: Record<string, string | string[]> = { practiceIds, page: String(page), limit: String(perPage) };
    const patientName = text(params.filter?.patientName);
    if (patientName) query.patientName = patientName;
    for (const field of ['startDate', 'endDate']) {
      const day = text(params.filter?.[field]).slice(0, 10);
      if (day) query[field] = day;
    }
    const answer = await call(Routes.recallTransactions, { query, signal: params.signal });
    return { data: answer.records, total: answer.recordsQty };
  },
});
