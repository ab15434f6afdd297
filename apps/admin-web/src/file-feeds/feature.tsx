import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import { azureFiles, sftpFiles } from '.';
import { FEED_ADAPTERS, FEED_RESOURCES } from './fileFeedsAdapter';
import { RequireRoutePermission } from '../access/RequireRoutePermission';

const FeedReportPage = lazyScreen(
  () => import('./FeedReportPage'),
  (m) => m.FeedReportPage,
);

/** Azure Files and its report need their route permissions (spec 03 §2); the SFTP pages need sign-in only. */
const feature: Feature = {
  resources: [
    {
      name: FEED_RESOURCES.azure.files,
      label: FEED_RESOURCES.azure.label,
      screens: azureFiles,
      adapter: FEED_ADAPTERS.azure.files,
      access: { permission: 'azureFiles' },
    },
    {
      name: FEED_RESOURCES.sftp.files,
      label: FEED_RESOURCES.sftp.label,
      screens: sftpFiles,
      adapter: FEED_ADAPTERS.sftp.files,
      access: { permission: null },
    },
    // The reports are pages of their own (below) reading their resource through useGetList.
    {
      name: FEED_RESOURCES.azure.report,
      label: 'Azure Files Report',
      adapter: FEED_ADAPTERS.azure.report,
      access: { permission: 'azureFilesReport' },
    },
    { name: FEED_RESOURCES.sftp.report, label: 'Sftp Files Report', adapter: FEED_ADAPTERS.sftp.report, access: { permission: null } },
  ],
  routes: [
    {
      path: '/azure-files-report',
      element: (
        <RequireRoutePermission name="azureFilesReport">
          <FeedReportPage source="azure" />
        </RequireRoutePermission>
      ),
    },
    { path: '/sftp-files-report', element: <FeedReportPage source="sftp" /> },
  ],
};
export default feature;
