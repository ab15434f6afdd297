import type { Feature } from '../features';
import { ConnectionsPage } from './ConnectionsPage';

/** Connections needs sign-in only (spec 03 §2). */
const feature: Feature = {
  routes: [{ path: '/connections', element: <ConnectionsPage /> }],
};
export default feature;
