import type { SystemPermission } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The catalogue's screens for `<Resource name="permissions">`; its forms are modals over the list. */
const permissions: ResourceScreens = {
  list: lazyScreen(
    () => import('./PermissionList'),
    (m) => m.PermissionList,
  ),
  hasCreate: true,
  hasEdit: true,
  recordRepresentation: (element: Pick<SystemPermission, 'displayName'>) => element.displayName,
};
export default permissions;
