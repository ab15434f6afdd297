import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The Claims list (read only: the bots make the requests). */
const claims: ResourceScreens = {
  list: lazyScreen(
    () => import('./ClaimList'),
    (m) => m.ClaimList,
  ),
};
export default claims;
