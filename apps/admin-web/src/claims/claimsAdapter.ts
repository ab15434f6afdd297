/**
 * The Claims list: react-admin's getList turned into `GET /api/preliveDental` for the first selected
 * practice (the screen needs one), with the filters' dates as YYYY-MM-DD.
 */
import { ClaimRoutes, DEFAULT_CLAIM_TYPE } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const claimsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const [practiceId] = selectedPracticeIds(readAppSettings());
    if (!practiceId) return { data: [], total: 0 };
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const query: Record<string, string> = {
      practiceId,
      claimType: text(params.filter?.claimType) || DEFAULT_CLAIM_TYPE,
      page: String(page),
      limit: String(perPage),
    };
    const patientName = text(params.filter?.patientName);
    if (patientName) query.patientName = patientName;
    for (const field of ['startDate', 'endDate']) {
      const day = text(params.filter?.[field]).slice(0, 10);
      if (day) query[field] = day;
    }
    const answer = await call(ClaimRoutes.listClaims, { query, signal: params.signal });
    return { data: answer.records, total: answer.recordsQty };
  },
});
