import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { UserFormPage } from './UserFormPage';
import { UserList } from './UserList';

const feature: Feature = {
  routes: [
    {
      path: '/users',
      element: (
        <RequireRoutePermission name="user">
          <UserList />
        </RequireRoutePermission>
      ),
    },
    {
      path: '/user-form',
      element: (
        <RequireRoutePermission name="user">
          <UserFormPage />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
