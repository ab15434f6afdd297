/**
 * Real-time verification's data: the Real Time IV list of the selected practices
 * (`POST /api/iv/processflow/get`), a record with its answer (`GET /api/realtimeiv/record/{id}`),
 * a new verification from the carrier form (`POST /api/iv/carrier/store`), and the carriers
 * (`GET /api/realtimeiv/carriers`) for the form's picker.
 */
import { Routes, type EligibilityResponse, type ProcessFlowQuery, type RealtimeRecord } from '@dental/contracts';
import { pageOf, type AdapterFactory } from '../api/resourceAdapter';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';

export const REALTIME_RESOURCE = 'insuranceverification';
export const REALTIME_CARRIERS_RESOURCE = 'realtime-carriers';

/** A record as `getOne` answers it: with its job's progress and, once completed, the eligibility response. */
export type RealtimeDetailRecord = RealtimeRecord & { id: string; progress: number; response?: EligibilityResponse };

const FILTERS = ['patientName', 'stateId', 'verificationType', 'startDate', 'endDate'] as const;

/** The list's filter values that are set, as the call's `filters`. */
export function realtimeFilters(filter: Record<string, unknown> | undefined): ProcessFlowQuery['filters'] {
  return Object.fromEntries(
    FILTERS.flatMap((name) => {
      const value = filter?.[name];
      return typeof value === 'string' && value.trim() !== '' ? [[name, value.trim()]] : [];
    }),
  ) as ProcessFlowQuery['filters'];
}

export const realtimeAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const practiceIds = selectedPracticeIds(readAppSettings());
    if (practiceIds.length === 0) return { data: [], total: 0 };
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const answer = await call(Routes.realtimeList, {
      body: { limit: perPage, offset: (page - 1) * perPage, practiceIds, filters: realtimeFilters(params.filter) },
      signal: params.signal,
    });
    return { data: answer.records, total: answer.total };
  },
  async getOne(id) {
    const detail = await call(Routes.realtimeRecord, { params: { id } });
    return { ...detail.record, progress: detail.progress, response: detail.response };
  },
  create: (data) => call(Routes.carrierStore, { body: data }),
});

export const realtimeCarriersAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    return pageOf(await call(Routes.realtimeCarriers, { signal: params.signal }), params);
  },
});
