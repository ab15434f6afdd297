import type { Feature } from '../features';
import { LoginHistoryPage } from './LoginHistoryPage';
import { ProfilePage } from './ProfilePage';

const feature: Feature = {
  routes: [
    { path: '/profile', element: <ProfilePage /> },
    { path: '/login-history', element: <LoginHistoryPage /> },
  ],
};
export default feature;
