import type { Feature } from '../features';
import { AuthorizePage } from './AuthorizePage';

const feature: Feature = {
  bareRoutes: [{ path: '/authorize/:trackLoginId', element: <AuthorizePage /> }],
};
export default feature;
