import type { Feature } from '../features';
import { RedirectFromState } from '../shared/RedirectFromState';
import users from '.';
import { usersAdapter } from './usersAdapter';

const feature: Feature = {
  resources: [{ name: 'users', label: 'Users', screens: users, adapter: usersAdapter, access: { permission: 'user' } }],
  // The spec's /user-form took the user's id in navigation state; the form's address now carries it.
  routes: [
    {
      path: '/user-form',
      element: <RedirectFromState<{ userId: string }> to={({ userId }) => (userId ? `/users/${userId}` : '/users/create')} />,
    },
  ],
};
export default feature;
