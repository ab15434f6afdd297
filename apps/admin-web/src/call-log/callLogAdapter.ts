/**
 * The call log's data: react-admin's getList becomes `GET /api/callcenter/calls` (no filter) or
 * `GET /api/callcenter/call/search` (any filter set), 50 a page; the from and to days become epoch
 * seconds (the whole of each day, UTC); getOne is `GET /api/callcenter/calls/{id}`. The provider's
 * state travels in `meta`, so the screen can say why a list is empty.
 */
import { CALL_LOG_PAGE_SIZE, CallsRoutes, parseDay } from '@dental/contracts';
import type { GetListParams } from 'react-admin';
import type { AdapterFactory } from '../api/resourceAdapter';

export const CALL_LOG_RESOURCE = 'air-call';
const DAY_SECONDS = 86_400;

/** The search query of the filters that are set, or null when none is (the plain list then serves). */
export function callSearchQuery(filter: GetListParams['filter']): Record<string, string> | null {
  const query: Record<string, string> = {};
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  if (text(filter?.direction)) query.direction = text(filter.direction);
  if (text(filter?.phone_number)) query.phone_number = text(filter.phone_number).replace(/[^\d+]/g, '');
  if (text(filter?.user_id)) query.user_id = text(filter.user_id);
  const from = parseDay(text(filter?.from));
  const to = parseDay(text(filter?.to));
  if (from) query.from = String(Date.parse(`${from}T00:00:00Z`) / 1000);
  if (to) query.to = String(Date.parse(`${to}T00:00:00Z`) / 1000 + DAY_SECONDS - 1);
  return Object.keys(query).length ? query : null;
}

export const callLogAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const { page = 1, perPage = CALL_LOG_PAGE_SIZE } = params.pagination ?? {};
    const paging = { page: String(page), per_page: String(perPage) };
    const search = callSearchQuery(params.filter);
    const answer = search
      ? await call(CallsRoutes.searchCalls, { query: { ...search, ...paging }, signal: params.signal })
      : await call(CallsRoutes.listCalls, { query: paging, signal: params.signal });
    return { data: answer.calls, total: answer.meta.total, meta: { provider: answer.provider } };
  },
  async getOne(id) {
    const answer = await call(CallsRoutes.getCall, { params: { id } });
    return answer.call;
  },
});
