import type { NsKeyRecord } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The NS keys (`/client-ns`), one per client; their forms are modals the list opens from their address. */
const clientNs: ResourceScreens = {
  list: lazyScreen(
    () => import('./ClientNsList'),
    (m) => m.ClientNsList,
  ),
  hasCreate: true,
  hasEdit: true,
  recordRepresentation: (key: Pick<NsKeyRecord, 'client'>) => key.client,
};
export default clientNs;
