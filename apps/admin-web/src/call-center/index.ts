import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The grid, with the verification dialog addressed as `/callCenter/{id}` (hasEdit). */
const callCenter: ResourceScreens = {
  list: lazyScreen(
    () => import('./CallCenterList'),
    (m) => m.CallCenterList,
  ),
  hasEdit: true,
  recordRepresentation: (t: { patientName?: string; transaction?: { patientName: string } }) =>
    t.patientName ?? t.transaction?.patientName ?? '',
};
export default callCenter;
