import type { Feature } from '../features';
import { RequireRoutePermission } from './RequireRoutePermission';
import { TemplateList } from './TemplateList';
import { templatesAdapter } from './templatesAdapter';

const feature: Feature = {
  resources: [{ name: 'template', label: 'Templates', adapter: templatesAdapter, access: { permission: 'template' } }],
  routes: [
    {
      path: '/template',
      element: (
        <RequireRoutePermission permission="template">
          <TemplateList />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
