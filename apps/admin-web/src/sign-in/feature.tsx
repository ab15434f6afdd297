import type { Feature } from '../features';
import { LogoutRoute } from './LogoutRoute';

const feature: Feature = {
  bareRoutes: [{ path: '/logout', element: <LogoutRoute /> }],
};
export default feature;
