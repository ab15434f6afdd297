import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { ClientsPage } from './ClientsPage';

const feature: Feature = {
  routes: [
    {
      path: '/clients',
      element: (
        <RequireRoutePermission name="clients">
          <ClientsPage />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
