import type { Feature } from '../features';
import { RequireRoutePermission } from './RequireRoutePermission';
import { TemplateList } from './TemplateList';

const feature: Feature = {
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
