import type { Feature } from '../features';
import { LogoutRoute } from './LogoutRoute';
import { UnlockPage } from './UnlockPage';

const feature: Feature = {
  bareRoutes: [
    { path: '/logout', element: <LogoutRoute /> },
    { path: '/unlock', element: <UnlockPage /> },
  ],
};
export default feature;
