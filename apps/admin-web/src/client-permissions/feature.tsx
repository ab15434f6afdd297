import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { lazyScreen } from '../shared/lazyScreen';
import { clientPermissionsAdapter } from './clientPermissionsAdapter';

const ClientPermissionsPage = lazyScreen(
  () => import('./ClientPermissionsPage'),
  (m) => m.ClientPermissionsPage,
);

const page = (
  <RequireRoutePermission name="permissions">
    <ClientPermissionsPage />
  </RequireRoutePermission>
);

/** The client's tab is part of the address, so a reload keeps it. */
const feature: Feature = {
  resources: [
    { name: 'client-permissions', label: 'Client Permissions', adapter: clientPermissionsAdapter, access: { permission: 'permissions' } },
  ],
  routes: [
    { path: '/clients/permissions', element: page },
    { path: '/clients/permissions/:clientId', element: page },
  ],
};
export default feature;
