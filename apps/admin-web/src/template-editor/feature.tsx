import type { Feature } from '../features';
import { RequireRoutePermission } from '../templates/RequireRoutePermission';
import { TemplateEditor } from './TemplateEditor';

const feature: Feature = {
  routes: [
    {
      path: '/template-form',
      element: (
        <RequireRoutePermission permission="template">
          <TemplateEditor />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
