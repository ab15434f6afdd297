import type { TemplateSummary } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/**
 * The template resource's screens for `<Resource name="template">`: the list (with its create and
 * duplicate modals) and, as the edit page `/template/:id`, the template editor's canvas.
 */
const TemplateList = lazyScreen(
  () => import('./TemplateList'),
  (m) => m.TemplateList,
);

const templates: ResourceScreens = {
  list: TemplateList,
  // The create modal opens over the list (`/template/create`); without this the editor's `/template/:id` would take the address.
  create: TemplateList,
  edit: lazyScreen(
    () => import('./TemplateEditPage'),
    (m) => m.TemplateEditPage,
  ),
  recordRepresentation: (template: Pick<TemplateSummary, 'name'>) => template.name,
};
export default templates;
