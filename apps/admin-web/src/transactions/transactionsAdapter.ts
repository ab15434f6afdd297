/**
 * The data of All Transactions, each a resource the screen reads and writes through react-admin's
 * data provider:
 * - `transactions`: one page of the selected practices' verification transactions
 *   (POST /api/iv/transaction/getAllTransaction), for the day and the filter popover's choices. With
 *   no practice selected there is nothing to ask for.
 * - `transaction-preferences`: getOne is the signed-in user's sort and eligibility-status priority
 *   (GET /api/users/transaction/sort, whatever the id); update saves both (PUT /api/users/transaction/sort,
 *   then PUT /api/users/transaction/elg/priority), answering them as saved.
 * - `transaction-columns`: getList is the user's chosen columns of the grid, in their order
 *   (GET /api/appsetting/customizeGrid/user/columns).
 * - `transaction-flag-colors`: getList with the filter `clientId` is every flag colour of the client
 *   (GET /api/scheme/color/{clientId}).
 * - `transaction-flags`: update flags a transaction (id) of its practice (`practiceId`) with
 *   `colorSchemeId`, '' clearing it (PUT /api/iv/transaction/color/{id}/{practiceId}).
 * - `transaction-statistics`: getList with the filter `request` (the list's request) is the count and
 *   percentage per verification status (POST /api/iv/grid/statistics/verificationstatus), each
 *   entry's id its name.
 * - `transaction-exports`: create with `request` starts the .xlsx export of the filtered list
 *   (POST /api/iv/transaction/download), getOne follows the job (GET /api/iv/transaction/download/{jobId}),
 *   both answering the job with its id; the custom method `file` ({ jobId }) is the finished file
 *   (GET /api/iv/transaction/download/{jobId}/file, streamed by the gateway) with its name.
 */
import {
  EXPORT_FAILED,
  Routes,
  TransactionExportFileRoutes,
  type ExportStatus,
  type TransactionListRequest,
  type TransactionPreferences,
} from '@dental/contracts';
import { authorizedFetch } from '../api/httpClient';
import type { AdapterFactory } from '../api/resourceAdapter';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';
import { readListFilters } from './listFilters';
import { transactionListRequest } from './transactionQuery';

export const TRANSACTION_RESOURCES = {
  list: 'transactions',
  preferences: 'transaction-preferences',
  columns: 'transaction-columns',
  flagColors: 'transaction-flag-colors',
  flags: 'transaction-flags',
  statistics: 'transaction-statistics',
  exports: 'transaction-exports',
} as const;

/** The one record of `transaction-preferences`: the signed-in user's. */
export const MY_PREFERENCES = 'mine';

/** The list's request without its page: what the statistics and the export take. */
export function wholeList(request: TransactionListRequest | undefined): Omit<TransactionListRequest, 'limit' | 'offset'> {
  if (!request || typeof request !== 'object' || !Array.isArray(request.practiceId)) throw new Error('No list to ask about');
  const { limit: _limit, offset: _offset, ...body } = request;
  return body;
}

/** A finished export's file, as the screen saves it. */
export interface DownloadedExport {
  blob: Blob;
  fileName: string;
}

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

export const transactionPreferencesAdapter: AdapterFactory = (call) => ({
  async getOne(id, params) {
    return { ...(await call(Routes.getTransactionPreferences, { signal: params.signal })), id };
  },
  async update(id, data) {
    const { transaction, priority } = data as Partial<TransactionPreferences>;
    await call(Routes.saveTransactionSort, { body: { sort: transaction ?? {} } });
    return { ...(await call(Routes.saveTransactionPriority, { body: { priority: priority ?? [] } })), id };
  },
});

export const transactionColumnsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const columns = await call(Routes.userColumns, { signal: params.signal });
    return { data: columns, total: columns.length };
  },
});

export const transactionFlagColorsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const clientId = typeof params.filter?.clientId === 'string' ? params.filter.clientId : '';
    if (!clientId) return { data: [], total: 0 };
    const colors = await call(Routes.listColors, { params: { id: clientId }, signal: params.signal });
    return { data: colors, total: colors.length };
  },
});

export const transactionFlagsAdapter: AdapterFactory = (call) => ({
  async update(id, data, previous) {
    const practiceId = String(data.practiceId ?? previous.practiceId ?? '');
    const colorSchemeId = typeof data.colorSchemeId === 'string' ? data.colorSchemeId : '';
    const answer = await call(Routes.assignColor, { params: { a: id, b: practiceId }, body: { colorSchemeId } });
    return { ...answer, id, practiceId, colorSchemeId };
  },
});

export const transactionStatisticsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const body = wholeList(params.filter?.request as TransactionListRequest | undefined);
    const entries = await call(Routes.verificationStatusStatistics, { body, signal: params.signal });
    return { data: entries.map((entry) => ({ ...entry, id: entry.name })), total: entries.length };
  },
});

const withJobId = (status: ExportStatus) => ({ ...status, id: status.jobId });

/** The finished export's file, a call that is not CRUD: `dataProvider.transactionExportFile({ jobId, fileName })`. */
const transactionExportMethods = {
  async transactionExportFile(params: { jobId: string; fileName?: string }): Promise<DownloadedExport> {
    const response = await authorizedFetch(
      TransactionExportFileRoutes.exportDownload.path.replace('{jobId}', encodeURIComponent(params.jobId)),
    );
    if (!response.ok) throw new Error(EXPORT_FAILED);
    return { blob: await response.blob(), fileName: params.fileName || 'transactions.xlsx' };
  },
};

/** What `useDataProvider<DataProvider & TransactionExportMethods>()` adds for the Export button. */
export type TransactionExportMethods = typeof transactionExportMethods;

export const transactionExportsAdapter: AdapterFactory = (call) => ({
  async create(data) {
    return withJobId(await call(Routes.downloadTransactions, { body: wholeList(data.request as TransactionListRequest) }));
  },
  async getOne(id, params) {
    return withJobId(await call(Routes.downloadStatus, { params: { jobId: id }, signal: params.signal }));
  },
  methods: transactionExportMethods,
});

/** Every adapter of All Transactions by its resource's name (the feature declares each resource with one). */
export const TRANSACTION_ADAPTERS = {
  [TRANSACTION_RESOURCES.list]: transactionsAdapter,
  [TRANSACTION_RESOURCES.preferences]: transactionPreferencesAdapter,
  [TRANSACTION_RESOURCES.columns]: transactionColumnsAdapter,
  [TRANSACTION_RESOURCES.flagColors]: transactionFlagColorsAdapter,
  [TRANSACTION_RESOURCES.flags]: transactionFlagsAdapter,
  [TRANSACTION_RESOURCES.statistics]: transactionStatisticsAdapter,
  [TRANSACTION_RESOURCES.exports]: transactionExportsAdapter,
} as const satisfies Record<string, AdapterFactory>;
