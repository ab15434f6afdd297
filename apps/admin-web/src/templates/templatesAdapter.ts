/**
 * The template resource (spec 02 §7): templates by name, 50 to a page (GET /api/tmp, which does not
 * count them, so the list knows only whether another page follows); one template as the editor shows
 * it (GET /api/tmp/data/{templateId}); create (POST /api/tmp/store) or, with the template to copy,
 * duplicate (POST /api/tmp/duplicate); rename (PUT /api/tmp/{templateId}). A template is never deleted.
 * The editor's calls on a template's categories, sub-categories and bookmarks, its document and the
 * bookmark search are the data provider's `templateEditorCall({ name, options })`, named as their routes are.
 */
import { Routes, TEMPLATE_LIST_LIMIT, type RouteDef } from '@dental/contracts';
import type { CallOptions } from '../api/httpClient';
import { pageRange, type AdapterFactory, type RecordFields } from '../api/resourceAdapter';

export const TEMPLATE_RESOURCE = 'template';

/** The calls the template editor makes (spec 02 §4), by the name of their route. */
export const TEMPLATE_EDITOR_CALLS = {
  storeSection: Routes.storeSection,
  updateSection: Routes.updateSection,
  deleteSection: Routes.deleteSection,
  storeSubsection: Routes.storeSubsection,
  updateSubsection: Routes.updateSubsection,
  deleteSubsection: Routes.deleteSubsection,
  reorderSections: Routes.reorderSections,
  searchBookmarks: Routes.searchBookmarks,
  sharedElements: Routes.sharedElements,
  storePlacements: Routes.storePlacements,
  updatePlacement: Routes.updatePlacement,
  deletePlacement: Routes.deletePlacement,
  reorderPlacements: Routes.reorderPlacements,
  personalize: Routes.personalize,
  conditionActions: Routes.conditionActions,
  affectTargets: Routes.affectTargets,
  placementConditions: Routes.placementConditions,
  placementDependency: Routes.placementDependency,
  downloadTemplate: Routes.downloadTemplate,
} as const satisfies Record<string, RouteDef>;

export type TemplateEditorCall = keyof typeof TEMPLATE_EDITOR_CALLS;

/** What `useDataProvider<DataProvider & TemplateEditorMethods>()` adds: one of the editor's calls, by its name; any other is refused unsent. */
export interface TemplateEditorMethods {
  templateEditorCall<T = unknown>(params: { name: string; options?: CallOptions }): Promise<T>;
}

/** The name the editor's call of this route has, or undefined for a route the editor does not call. */
export function templateEditorCallOf(route: RouteDef): TemplateEditorCall | undefined {
  return (Object.keys(TEMPLATE_EDITOR_CALLS) as TemplateEditorCall[]).find((name) => TEMPLATE_EDITOR_CALLS[name] === route);
}

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
  methods: {
    async templateEditorCall({ name, options = {} }: { name: string; options?: CallOptions }) {
      const route = (TEMPLATE_EDITOR_CALLS as Record<string, RouteDef>)[name];
      if (!route) throw new Error(`template cannot be asked ${name}`);
      return call(route, options);
    },
  },
});
