/**
 * The shared-elements resource (spec 02 §2, §7): one record per template, listed like the templates
 * (GET /api/tmp, 50 to a page); one record is the template as a form (GET /api/tmp/data/{templateId})
 * with the ids of its bookmarks it shares (GET /api/template/sharedElement?templateId=); an update
 * shares the chosen bookmarks (POST /api/template/sharedElement).
 */
import { Routes } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';
import { templatesAdapter } from '../templates/templatesAdapter';

export const sharedElementsAdapter: AdapterFactory = (call) => {
  const templates = templatesAdapter(call);
  return {
    getList: (params) => templates.getList!(params),
    async getOne(templateId, params) {
      const [form, shared] = await Promise.all([
        call(Routes.templateData, { params: { templateId }, signal: params.signal }),
        call(Routes.sharedElements, { query: { templateId }, signal: params.signal }),
      ]);
      return { ...form, _id: templateId, elements: shared[0]?.elements.map((e) => e._id) ?? [] };
    },
    async update(templateId, data, previous) {
      const elements = Array.isArray(data.elements) ? data.elements.map(String) : [];
      await call(Routes.shareElements, { body: { templateId, elements } });
      return { ...previous, _id: templateId, elements };
    },
  };
};
