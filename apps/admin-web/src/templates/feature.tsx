import type { Feature } from '../features';
import { RedirectFromState } from '../shared/RedirectFromState';
import templates from '.';
import { templatesAdapter } from './templatesAdapter';

/**
 * Templates need the `template` route permission (spec 02 §6). The spec's /template-form took the
 * template's id in navigation state; the editor's address now carries it (`/template/:id`).
 */
const feature: Feature = {
  resources: [{ name: 'template', label: 'Templates', screens: templates, adapter: templatesAdapter, access: { permission: 'template' } }],
  routes: [
    {
      path: '/template-form',
      element: (
        <RedirectFromState<{ templateId: string }> to={({ templateId }) => (templateId ? `/template/${templateId}` : '/template')} />
      ),
    },
  ],
};
export default feature;
