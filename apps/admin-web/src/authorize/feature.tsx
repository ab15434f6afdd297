import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

const AuthorizePage = lazyScreen(
  () => import('./AuthorizePage'),
  (m) => m.AuthorizePage,
);

const feature: Feature = {
  bareRoutes: [{ path: '/authorize/:trackLoginId', element: <AuthorizePage /> }],
};
export default feature;
