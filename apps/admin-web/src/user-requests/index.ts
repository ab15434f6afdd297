import type { UserRequestRecord } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The onboarding requests resource: its list; a request's order is the detail page (/user-request-detail/{id}). */
const userRequests: ResourceScreens = {
  list: lazyScreen(
    () => import('./UserRequestList'),
    (m) => m.UserRequestList,
  ),
  recordRepresentation: (request: Pick<UserRequestRecord, 'name'>) => request.name,
};
export default userRequests;
