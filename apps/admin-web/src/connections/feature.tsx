import type { Feature } from '../features';
import { ConnectionsPage } from './ConnectionsPage';
import { connectionsAdapter } from './connectionsAdapter';

/** Connections needs sign-in only (spec 03 §2). */
const feature: Feature = {
  resources: [{ name: 'connections', label: 'Connections', adapter: connectionsAdapter, access: { permission: null } }],
  routes: [{ path: '/connections', element: <ConnectionsPage /> }],
};
export default feature;
