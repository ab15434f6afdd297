import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

const PasswordLinkPage = lazyScreen(
  () => import('./PasswordLinkPage'),
  (m) => m.PasswordLinkPage,
);

const feature: Feature = {
  bareRoutes: [
    { path: '/password_reset', element: <PasswordLinkPage mode="reset" /> },
    { path: '/password_create', element: <PasswordLinkPage mode="create" /> },
  ],
};
export default feature;
