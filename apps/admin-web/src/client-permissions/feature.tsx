import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { ClientPermissionsPage } from './ClientPermissionsPage';
import { clientPermissionsAdapter } from './clientPermissionsAdapter';

const feature: Feature = {
  resources: [
    { name: 'client-permissions', label: 'Client Permissions', adapter: clientPermissionsAdapter, access: { permission: 'permissions' } },
  ],
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
