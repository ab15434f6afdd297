/**
 * The template resource (spec 02 §7): templates by name, 50 to a page (GET /api/tmp, which does not
 * count them, so the list knows only whether another page follows); one template as the editor shows
 * it (GET /api/tmp/data/{templateId}); create (POST /api/tmp/store) or, with the template to copy,
 * duplicate (POST /api/tmp/duplicate); rename (PUT /api/tmp/{templateId}). A template is never deleted.
 */
import { Routes, TEMPLATE_LIST_LIMIT } from '@dental/contracts';
import { pageRange, type AdapterFactory, type RecordFields } from '../api/resourceAdapter';

/** Name and description as the API takes them. */
const texts = (data: RecordFields) => ({ name: String(data.name ?? '').trim(), description: String(data.description ?? '').trim() });

export const templatesAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const range = pageRange(params, TEMPLATE_LIST_LIMIT);
    const data = await call(Routes.listTemplates, { query: range, signal: params.signal });
    return { data, pageInfo: { hasNextPage: data.length === Number(range.limit), hasPreviousPage: Number(range.offset) > 0 } };
  },
  getOne: (templateId, params) => call(Routes.templateData, { params: { templateId }, signal: params.signal }),
  async create(data) {
    const copyOf = data.duplicateOf ? String(data.duplicateOf) : undefined;
    const answer = copyOf
      ? await call(Routes.duplicateTemplate, { body: { templateId: copyOf, ...texts(data) } })
      : await call(Routes.storeTemplate, { body: texts(data) });
    return { ...texts(data), _id: answer.templateId, version: answer.version };
  },
  async update(templateId, data, previous) {
    const answer = await call(Routes.updateTemplate, { params: { templateId }, body: texts(data) });
    return { ...previous, ...texts(data), _id: templateId, version: answer.version };
  },
});
