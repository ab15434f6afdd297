/**
 * The template resource (spec 02 §7): templates by name, 50 to a page (GET /api/tmp, which does not
 * count them, so the list knows only whether another page follows).
 */
import { Routes, TEMPLATE_LIST_LIMIT } from '@dental/contracts';
import { pageRange, type AdapterFactory } from '../api/resourceAdapter';

export const templatesAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const range = pageRange(params, TEMPLATE_LIST_LIMIT);
    const data = await call(Routes.listTemplates, { query: range, signal: params.signal });
    return { data, pageInfo: { hasNextPage: data.length === Number(range.limit), hasPreviousPage: Number(range.offset) > 0 } };
  },
});
