import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { lazyScreen } from '../shared/lazyScreen';
import { feeScheduleCarriersAdapter, feeScheduleRowsAdapter, feeUploadRowsAdapter } from './feeSchedulesAdapter';

const UploadPage = lazyScreen(
  () => import('./FeeScheduleUploadPage'),
  (m) => m.FeeScheduleUploadPage,
);
const UpdatePage = lazyScreen(
  () => import('./FeeScheduleUpdatePage'),
  (m) => m.FeeScheduleUpdatePage,
);

/**
 * Fee schedules (spec 02): the upload page and Update Records are pages of their own (a workflow
 * over several lists), reading their three resources through the data provider's hooks; all need
 * the route permission `feeSchedule`.
 */
const access = { permission: 'feeSchedule' } as const;
const feature: Feature = {
  resources: [
    { name: 'feeScheduleCarriers', label: 'Fee Schedules', adapter: feeScheduleCarriersAdapter, access },
    { name: 'feeScheduleRows', label: 'Fee Schedule Records', adapter: feeScheduleRowsAdapter, access },
    { name: 'feeScheduleUploadRows', label: 'Uploaded Fee Schedule', adapter: feeUploadRowsAdapter, access },
  ],
  routes: [
    {
      path: '/feeschedule',
      element: (
        <RequireRoutePermission name="feeSchedule">
          <UploadPage />
        </RequireRoutePermission>
      ),
    },
    {
      path: '/feeschedule/update',
      element: (
        <RequireRoutePermission name="feeSchedule">
          <UpdatePage />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
