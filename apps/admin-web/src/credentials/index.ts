import type { CredentialSummary } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The practices' credential sets (`/credentials`), each edited on its own page. */
const credentials: ResourceScreens = {
  list: lazyScreen(
    () => import('./CredentialList'),
    (m) => m.CredentialList,
  ),
  create: lazyScreen(
    () => import('./CredentialCreate'),
    (m) => m.CredentialCreate,
  ),
  edit: lazyScreen(
    () => import('./CredentialEdit'),
    (m) => m.CredentialEdit,
  ),
  recordRepresentation: (set: Pick<CredentialSummary, 'practice'>) => set.practice,
};
export default credentials;
