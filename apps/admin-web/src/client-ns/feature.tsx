import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { ClientNsPage } from './ClientNsPage';

const feature: Feature = {
  routes: [
    {
      path: '/client-ns',
      element: (
        <RequireRoutePermission name="clientsNS">
          <ClientNsPage />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
