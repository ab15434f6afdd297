/**
 * The transaction plans resource: react-admin's calls turned into the four documented calls.
 * getList is `GET /api/transactionPlan` for the first selected practice (the screen needs one);
 * getOne is the plan's bookmark sections; update is the Audit toggle when its meta says so
 * (`PUT .../audit`, as the text 'true' or 'false'), else the detail's save of the sections
 * (`PUT .../bookmark`, the values by bookmark code).
 */
import { TransactionPlanRoutes, TRANSACTION_PLAN_PAGE_SIZE, type PlanSection } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';

export const TRANSACTION_PLAN_RESOURCE = 'transaction-plan';
/** The update's `meta.action` of the Audit toggle. */
export const AUDIT_ACTION = 'audit';

/** The values of every bookmark of the sections, by code, as the save call takes them. */
export function bookmarkValues(sections: readonly PlanSection[]): Record<string, string> {
  return Object.fromEntries(sections.flatMap((s) => s.bookmarks.map((b) => [b.bookmark, b.value ?? ''])));
}

export const transactionPlansAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const [practiceId] = selectedPracticeIds(readAppSettings());
    if (!practiceId) return { data: [], total: 0 };
    const { page = 1, perPage = TRANSACTION_PLAN_PAGE_SIZE } = params.pagination ?? {};
    const answer = await call(TransactionPlanRoutes.listTransactionPlans, {
      query: { practiceId, page: String(page), limit: String(perPage) },
      signal: params.signal,
    });
    return { data: answer.records, total: answer.recordsQty };
  },
  getOne(id, params) {
    return call(TransactionPlanRoutes.transactionPlanBookmarks, { params: { id }, signal: params.signal });
  },
  async update(id, data, _previous, params) {
    if (params.meta?.action === AUDIT_ACTION) {
      const answer = await call(TransactionPlanRoutes.auditTransactionPlan, {
        params: { id },
        body: { audit: String(data.audit === true) },
      });
      return answer.plan;
    }
    if (!Array.isArray(data.sections)) throw new Error('The plan has no bookmark sections to save');
    const answer = await call(TransactionPlanRoutes.saveTransactionPlanBookmarks, {
      params: { id },
      body: { bookmarks: bookmarkValues(data.sections as PlanSection[]) },
    });
    return answer.plan;
  },
});
