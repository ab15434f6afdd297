import type { RealtimeRecord } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** Real-time verification at /insuranceverification: the Real Time IV list, the carrier form, and a record's answer as cards. */
const realtime: ResourceScreens = {
  list: lazyScreen(
    () => import('./RealtimeList'),
    (m) => m.RealtimeList,
  ),
  create: lazyScreen(
    () => import('./RealtimeCreate'),
    (m) => m.RealtimeCreate,
  ),
  show: lazyScreen(
    () => import('./RealtimeShow'),
    (m) => m.RealtimeShow,
  ),
  recordRepresentation: (record: Pick<RealtimeRecord, 'firstNamePatient' | 'lastNamePatient'>) =>
    `${record.firstNamePatient} ${record.lastNamePatient}`,
};
export default realtime;
