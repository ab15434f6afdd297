import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

const LogoutRoute = lazyScreen(
  () => import('./LogoutRoute'),
  (m) => m.LogoutRoute,
);
const UnlockPage = lazyScreen(
  () => import('./UnlockPage'),
  (m) => m.UnlockPage,
);

const feature: Feature = {
  bareRoutes: [
    { path: '/logout', element: <LogoutRoute /> },
    { path: '/unlock', element: <UnlockPage /> },
  ],
};
export default feature;
