import type { UserRecord } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The users resource's screens for `<Resource name="users">`. */
const users: ResourceScreens = {
  list: lazyScreen(
    () => import('./UserList'),
    (m) => m.UserList,
  ),
  edit: lazyScreen(
    () => import('./UserEdit'),
    (m) => m.UserEdit,
  ),
  create: lazyScreen(
    () => import('./UserCreate'),
    (m) => m.UserCreate,
  ),
  recordRepresentation: (user: Pick<UserRecord, 'firstName' | 'lastName' | 'email'>) =>
    `${user.firstName} ${user.lastName}`.trim() || user.email,
};
export default users;
