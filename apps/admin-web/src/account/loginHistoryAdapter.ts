/**
 * The login-history resource: the signed-in user's sign-ins, newest first, paged by the server
 * (GET /api/v2/users/login/history?page=&rowsPerPage=, pages counted from 1). Read only.
 */
import { Routes } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';

export const LOGIN_HISTORY_PAGE_SIZES = [5, 10, 25, 50];

export const loginHistoryAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const history = await call(Routes.loginHistory, {
      query: { page: String(page), rowsPerPage: String(perPage) },
      signal: params.signal,
    });
    return { data: history.data, total: history.total };
  },
});
