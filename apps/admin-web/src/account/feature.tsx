import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import { KNOWN_ACCESSES_RESOURCE, PROFILE_RESOURCE, knownAccessesAdapter, profileAdapter } from './accountAdapter';
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
    // The /profile page's data, read and written through the data provider's hooks.
    { name: PROFILE_RESOURCE, label: 'Profile', adapter: profileAdapter, access: { permission: null } },
    { name: KNOWN_ACCESSES_RESOURCE, label: 'Devices and locations', adapter: knownAccessesAdapter, access: { permission: null } },
  ],
  routes: [{ path: '/profile', element: <ProfilePage /> }],
};
export default feature;
