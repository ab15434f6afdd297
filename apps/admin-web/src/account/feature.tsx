import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

const LoginHistoryPage = lazyScreen(
  () => import('./LoginHistoryPage'),
  (m) => m.LoginHistoryPage,
);
const ProfilePage = lazyScreen(
  () => import('./ProfilePage'),
  (m) => m.ProfilePage,
);

const feature: Feature = {
  routes: [
    { path: '/profile', element: <ProfilePage /> },
    { path: '/login-history', element: <LoginHistoryPage /> },
  ],
};
export default feature;
