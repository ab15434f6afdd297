import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import type { Call } from '@dental/contracts';

/** The call log is read only: a list, and a detail page of its own (feature.tsx). */
const callLog: ResourceScreens = {
  list: lazyScreen(
    () => import('./CallLogList'),
    (m) => m.CallLogList,
  ),
  recordRepresentation: (call: Call) => `${call.direction} ${call.raw_digits}`,
};
export default callLog;
