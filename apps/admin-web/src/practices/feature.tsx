import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { PracticesPage } from './PracticesPage';

const feature: Feature = {
  routes: [
    {
      path: '/client-practice',
      element: (
        <RequireRoutePermission name="clients">
          <PracticesPage />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
