import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import { loginHistoryAdapter } from './loginHistoryAdapter';

const ProfilePage = lazyScreen(
  () => import('./ProfilePage'),
  (m) => m.ProfilePage,
);

/** The account pages need sign-in only: each shows the signed-in user's own data. */
const feature: Feature = {
  resources: [
    {
      name: 'login-history',
      label: 'Login History',
      screens: {
        list: lazyScreen(
          () => import('./LoginHistoryList'),
          (m) => m.LoginHistoryList,
        ),
      },
      adapter: loginHistoryAdapter,
      access: { permission: null },
    },
  ],
  routes: [{ path: '/profile', element: <ProfilePage /> }],
};
export default feature;
