/**
 * react-admin's data provider. Each resource maps to the documented calls of the route table;
 * resources arrive with their screens, and a resource not served yet fails loudly.
 */
import { Routes } from '@dental/contracts';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';
import { readListFilters } from '../transactions/listFilters';
import { toTransactionRecord, transactionListRequest, type TransactionRecord } from '../transactions/transactionQuery';
import { callApi } from './httpClient';
import { feedGetList } from '../file-feeds/fileFeedsAdapter';

async function listTransactions(params: GetListParams): Promise<GetListResult<TransactionRecord>> {
  const practiceIds = selectedPracticeIds(readAppSettings());
  if (practiceIds.length === 0) return { data: [], total: 0 };
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const day = typeof params.filter?.day === 'string' ? params.filter.day : undefined;
  const filters = readListFilters(params.filter?.filters);
  const answer = await callApi(Routes.getAllTransaction, {
    body: transactionListRequest({ page, perPage, day, filters }, practiceIds),
    signal: params.signal,
  });
  return { data: answer.records.map(toTransactionRecord), total: answer.recordsQty };
}

function notServed(resource: string, call: string): Promise<never> {
  return Promise.reject(new Error(`${call} of ${resource} is not available in this version`));
}

export const dataProvider: DataProvider = {
  supportAbortSignal: true,
  // react-admin's getList is generic over the record type; each resource answers its own records.
  getList: (resource, params) =>
    (resource === 'transactions' ? listTransactions(params) : (feedGetList(resource, params) ?? notServed(resource, 'getList'))) as Promise<
      GetListResult<never>
    >,
  getOne: (resource) => notServed(resource, 'getOne'),
  getMany: (resource) => notServed(resource, 'getMany'),
  getManyReference: (resource) => notServed(resource, 'getManyReference'),
  create: (resource) => notServed(resource, 'create'),
  update: (resource) => notServed(resource, 'update'),
  updateMany: (resource) => notServed(resource, 'updateMany'),
  delete: (resource) => notServed(resource, 'delete'),
  deleteMany: (resource) => notServed(resource, 'deleteMany'),
};
