/**
 * Data Quality Records: react-admin's getList turned into `POST /api/dqa/forms/get` for the selected
 * practices (limit, offset, filters, sort), getOne into the Resume Details call, and update into
 * Confirm update; the missing-field filter's choices are a list of their own (`GET /api/dqa/MissingFields`).
 */
import { DQA_SORT_FIELDS, Routes, type DqaSortField } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';
import { readAppSettings, selectedPracticeIds } from '../practices/appSettings';

export const DATA_QUALITY_RESOURCE = 'dataquality';
export const DQA_MISSING_FIELDS_RESOURCE = 'dqa-missing-fields';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isSortField = (field: string): field is DqaSortField => (DQA_SORT_FIELDS as readonly string[]).includes(field);

export const dataQualityAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const practiceIds = selectedPracticeIds(readAppSettings());
    if (practiceIds.length === 0) return { data: [], total: 0 };
    const { page = 1, perPage = 10 } = params.pagination ?? {};
    const field = params.sort?.field ?? '';
    const answer = await call(Routes.dqaList, {
      body: {
        practiceIds,
        filters: { patientName: text(params.filter?.patientName), missingField: text(params.filter?.missingField) },
        sort: { field: isSortField(field) ? field : 'dateUpdate', order: params.sort?.order === 'ASC' ? 'asc' : 'desc' },
        offset: (page - 1) * perPage,
        limit: perPage,
      },
      signal: params.signal,
    });
    return { data: answer.records, total: answer.recordsQty };
  },
  getOne: (id, params) => call(Routes.dqaDetail, { params: { id }, signal: params.signal }),
  /** Update is Confirm update: the record's answers are confirmed, and the record read again. */
  async update(id) {
    await call(Routes.dqaConfirmUpdate, { body: { requestsId: id } });
    return call(Routes.dqaDetail, { params: { id } });
  },
});

export const dqaMissingFieldsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const practiceIds = selectedPracticeIds(readAppSettings());
    if (practiceIds.length === 0) return { data: [], total: 0 };
    const fields = await call(Routes.dqaMissingFields, { query: { practiceIds }, signal: params.signal });
    return { data: fields.map((name) => ({ id: name, name })), total: fields.length };
  },
});
