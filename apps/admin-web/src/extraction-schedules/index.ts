import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The Command center's list; 'New Extraction Schedule' is a modal the list opens from its address. */
export const extractionSchedules: ResourceScreens = {
  list: lazyScreen(
    () => import('./ExtractionScheduleList'),
    (m) => m.ExtractionScheduleList,
  ),
  hasCreate: true,
};

export const extractionLogs: ResourceScreens = {
  list: lazyScreen(
    () => import('./LogList'),
    (m) => m.LogList,
  ),
};

export const auditTrail: ResourceScreens = {
  list: lazyScreen(
    () => import('./AuditTrailList'),
    (m) => m.AuditTrailList,
  ),
};
