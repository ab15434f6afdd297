/**
 * The dashboard's data: react-admin's getOne turned into `POST /api/dashboard/graphicsData` (the
 * month, practices and carrier filter travel in `meta`; the record's id names the query, so each
 * month and filter is cached on its own), and the carriers of its filter as a list
 * (`GET /api/iv/carrier`).
 */
import { Routes, type DashboardRequest } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';

export const DASHBOARD_RESOURCE = 'dashboard';
export const CARRIERS_RESOURCE = 'carriers';

/** The id under which one dashboard query is cached. */
export function dashboardId(request: DashboardRequest): string {
  return [request.startDate, request.endDate, [...request.practiceIds].sort().join(','), request.carrierName ?? ''].join('|');
}

export const dashboardAdapter: AdapterFactory = (call) => ({
  getOne: async (id, params) => {
    const request = params.meta as DashboardRequest;
    const data = await call(Routes.dashboardGraphics, { body: request, signal: params.signal });
    return { ...data, id };
  },
});

export const carriersAdapter: AdapterFactory = (call) => ({
  getList: async (params) => {
    const carriers = await call(Routes.carriers, { signal: params.signal });
    return { data: carriers, total: carriers.length };
  },
});
