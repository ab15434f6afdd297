import type { ClientRecord } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The clients resource: its create and edit forms are modals the list opens from their address. */
const clients: ResourceScreens = {
  list: lazyScreen(
    () => import('./ClientList'),
    (m) => m.ClientList,
  ),
  hasCreate: true,
  hasEdit: true,
  recordRepresentation: (client: Pick<ClientRecord, 'name'>) => client.name,
};
export default clients;
