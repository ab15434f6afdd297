/**
 * The Insurance Verification missing-code list (spec 01 §2). getList: the selected practices'
 * records (`POST /api/iv/transaction/missingcode/all`) with the filter popup's carrier, dates and
 * status, 10, 25 or 50 a page. getOne: a record's Resume Details (`GET .../missingcode/resume/{id}`).
 * update: saving Resume Details (`PUT .../missingcode/resume/{id}`, without the locked fields), or,
 * when the change is `audited`, the audit call of the record's type (the star).
 */
import {
  MISSING_CODE_PAGE_SIZES,
  RESUME_DETAILS_FIELDS,
  RESUME_DETAILS_LOCKED,
  Routes,
  type MissingCodeListRequest,
  type MissingCodeRow,
} from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';

export const MISSING_CODE_RESOURCE = 'missingCode';

/** The filter popup's fields, as the list call takes them. */
export const MISSING_CODE_FILTERS = ['carrier', 'startDate', 'endDate', 'statusPatient'] as const;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const pageSize = (perPage: number) =>
  ((MISSING_CODE_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : MISSING_CODE_PAGE_SIZES[0]) as 10;

export const missingCodeAdapter: AdapterFactory = (call) => {
  const getOne = async (id: string, signal?: AbortSignal) => ({
    id,
    ...(await call(Routes.resumeDetails, { params: { id }, signal })),
  });
  return {
    async getList(params) {
      const practiceIds = selectedPracticeIds(readAppSettings());
      if (practiceIds.length === 0) return { data: [], total: 0 };
      const { page = 1, perPage = MISSING_CODE_PAGE_SIZES[0] } = params.pagination ?? {};
      const limit = pageSize(perPage);
      const filters = Object.fromEntries(
        MISSING_CODE_FILTERS.map((field) => [field, text(params.filter?.[field])]).filter(([, value]) => value !== ''),
      );
      const body: MissingCodeListRequest = { limit, offset: (page - 1) * limit, practiceIds, ...filters };
      const answer = await call(Routes.missingCodeList, { body, signal: params.signal });
      return { data: answer.records, total: answer.recordsQty };
    },
    getOne: (id, params) => getOne(id, params.signal),
    async update(id, data, previous) {
      if (typeof data.audited === 'boolean') {
        const row = previous as Partial<MissingCodeRow>;
        const route = row.type === 'ELG' ? Routes.auditElg : Routes.auditFbd;
        await call(route, { body: { transactionId: id, practiceId: row.practiceId, state: data.audited } });
        return { ...previous, id, audited: data.audited };
      }
      const body = Object.fromEntries(
        RESUME_DETAILS_FIELDS.filter((field) => !RESUME_DETAILS_LOCKED.includes(field)).map((field) => [field, data[field]]),
      );
      return { id, ...(await call(Routes.saveResumeDetails, { params: { id }, body })) };
    },
  };
};
