import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import { connectionsAdapter } from './connectionsAdapter';

const ConnectionsPage = lazyScreen(
  () => import('./ConnectionsPage'),
  (m) => m.ConnectionsPage,
);

/** Connections needs sign-in only (spec 03 §2). */
const feature: Feature = {
  resources: [{ name: 'connections', label: 'Connections', adapter: connectionsAdapter, access: { permission: null } }],
  routes: [{ path: '/connections', element: <ConnectionsPage /> }],
};
export default feature;
