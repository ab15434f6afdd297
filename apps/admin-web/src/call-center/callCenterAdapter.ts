/**
 * The Call Center's data. getList: the selected practices' transactions (the All Transactions call,
 * `POST /api/iv/transaction/getAllTransaction`), narrowed by the grid's filters (patient name and
 * carrier contain, record type, appointment day, verified or not), which the server applies. getOne: a transaction's phone verification
 * (`GET /api/v2/iv/calls/bookmarks/{id}`). update: saving the verification
 * (`PUT /api/v2/iv/calls/verifications/{id}`), or, when the change is `audited`, the transaction
 * detail's own audit call for the transaction's type, so the audit trail is the same.
 */
import { CallCenterRoutes, Routes, type CallCenterAnswer } from '@dental/contracts';
import type { GetListParams } from 'react-admin';
import type { AdapterFactory } from '../api/resourceAdapter';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';
import type { ListFilters } from '../transactions/listFilters';
import { transactionListRequest } from '../transactions/transactionQuery';

export const CALL_CENTER_RESOURCE = 'callCenter';

export type CallCenterRecord = CallCenterAnswer & { id: string };

/** The Call Center grid's filters as the All Transactions request's day and filter conditions. */
export function callCenterFilters(filter: GetListParams['filter']): { day?: string; filters: ListFilters } {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const filters: ListFilters = { type: [], filter: {} };
  if (text(filter?.patientName)) filters.filter.patientName = { operation: 'c', value: text(filter.patientName) };
  if (text(filter?.carrier)) filters.filter.carrier = { operation: 'c', value: text(filter.carrier) };
  if (text(filter?.type)) filters.type = [text(filter.type)];
  if (filter?.verified === 'yes' || filter?.verified === 'no')
    filters.filter.audited = { operation: filter.verified === 'yes' ? 'c' : 'nc', value: '' };
  const day = text(filter?.appointmentDate);
  return { ...(day ? { day } : {}), filters };
}

export const callCenterAdapter: AdapterFactory = (call) => {
  const getOne = async (id: string) => ({ id, ...(await call(CallCenterRoutes.callCenterVerification, { params: { id } })) });
  return {
    async getList(params) {
      const practiceIds = selectedPracticeIds(readAppSettings());
      if (practiceIds.length === 0) return { data: [], total: 0 };
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      const answer = await call(Routes.getAllTransaction, {
        body: transactionListRequest({ page, perPage, ...callCenterFilters(params.filter) }, practiceIds),
        signal: params.signal,
      });
      return { data: answer.records, total: answer.recordsQty };
    },
    getOne,
    async update(id, data, previous) {
      if (typeof data.audited === 'boolean') {
        const transaction = (previous as Partial<CallCenterRecord>).transaction;
        const route = transaction?.type === 'FBD' ? Routes.auditFbd : Routes.auditElg;
        await call(route, { body: { transactionId: id, practiceId: transaction?.practiceId, state: data.audited } });
        return getOne(id);
      }
      return { id, ...(await call(CallCenterRoutes.saveCallCenterVerification, { params: { id }, body: data })) };
    },
  };
};

export const CALL_CENTER_CARRIERS_RESOURCE = 'callCenterCarriers';

/** The carrier select (`GET /api/v2/appsettings/carriers`) and a carrier's phone profile (`/carriers/{id}`). */
export const callCenterCarriersAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const carriers = await call(CallCenterRoutes.callCenterCarriers, { signal: params.signal });
    return { data: carriers, total: carriers.length };
  },
  getOne: (id) => call(CallCenterRoutes.callCenterCarrier, { params: { id } }),
});
