import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { PermissionsPage } from './PermissionsPage';

const feature: Feature = {
  routes: [
    {
      path: '/permissions',
      element: (
        <RequireRoutePermission name="permissions">
          <PermissionsPage />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
