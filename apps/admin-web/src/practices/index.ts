import type { PracticeRecord } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The practices of the administration (`/client-practice`); their forms are modals the list opens from their address. */
const practices: ResourceScreens = {
  list: lazyScreen(
    () => import('./PracticeList'),
    (m) => m.PracticeList,
  ),
  hasCreate: true,
  hasEdit: true,
  recordRepresentation: (practice: Pick<PracticeRecord, 'name'>) => practice.name,
};
export default practices;
