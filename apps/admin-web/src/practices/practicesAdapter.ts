/**
 * The client-practice resource (spec 02 §7): practices the caller may reach, 25 to a page, filtered
 * by client, name and state (GET /api/client/all/practice); one practice
 * (GET /api/client/practice/{id}); create (POST /api/client/practice), change
 * (PUT /api/client/practice/{id}) and delete (DELETE /api/client/practice/{id}).
 */
import { practiceFormSchema, Routes } from '@dental/contracts';
import { filterQuery, pageRange, type AdapterFactory, type RecordFields } from '../api/resourceAdapter';

export const PRACTICES_PAGE_SIZE = 25;

/** The practice form's fields as the contract names them. */
function practiceFields(data: RecordFields) {
  return Object.fromEntries(Object.keys(practiceFormSchema.shape).map((key) => [key, data[key] ?? '']));
}

export const practicesAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const query = { ...filterQuery(params.filter, ['client', 'name', 'state']), ...pageRange(params, PRACTICES_PAGE_SIZE) };
    const page = await call(Routes.listPractices, { query, signal: params.signal });
    return { data: page.records, total: page.recordsQty };
  },
  getOne: (id, params) => call(Routes.getPractice, { params: { id }, signal: params.signal }),
  create: (data) => call(Routes.createPractice, { body: practiceFields(data) }),
  update: (id, data) => call(Routes.updatePractice, { params: { id }, body: practiceFields(data) }),
  delete: (id) => call(Routes.deletePractice, { params: { id } }),
});
