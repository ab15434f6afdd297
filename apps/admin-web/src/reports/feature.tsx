import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { lazyScreen } from '../shared/lazyScreen';
import { REPORT_JOBS_RESOURCE, reportJobsAdapter } from './reportJobsAdapter';

const ReportPage = lazyScreen(
  () => import('./ReportPage'),
  (m) => m.ReportPage,
);

/** Summary Report and Client Cost Report, each behind its route permission (spec 03 §2). */
const feature: Feature = {
  resources: [{ name: REPORT_JOBS_RESOURCE, label: 'Reports', adapter: reportJobsAdapter, access: { permission: null } }],
  routes: [
    {
      path: '/summary-report',
      element: (
        <RequireRoutePermission name="summaryReport">
          <ReportPage kind="summary" />
        </RequireRoutePermission>
      ),
    },
    {
      path: '/client-cost-report',
      element: (
        <RequireRoutePermission name="clientCostReport">
          <ReportPage kind="cost" />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
