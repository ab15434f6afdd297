import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { ClientPermissionsPage } from './ClientPermissionsPage';

const feature: Feature = {
  routes: [
    {
      path: '/clients/permissions',
      element: (
        <RequireRoutePermission name="permissions">
          <ClientPermissionsPage />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
