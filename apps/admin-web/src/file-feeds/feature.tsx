import { Resource } from 'react-admin';
import type { Feature } from '../features';
import { azureFiles, sftpFiles } from '.';
import { FEED_RESOURCES } from './fileFeedsAdapter';
import { FeedReportPage } from './FeedReportPage';
import { RequireRoutePermission } from '../access/RequireRoutePermission';

/** Azure Files and its report need their route permissions (spec 03 §2); the SFTP pages need sign-in only. */
const feature: Feature = {
  resources: [
    <Resource key="azure-files" name={FEED_RESOURCES.azure.files} {...azureFiles} />,
    <Resource key="sftp-files" name={FEED_RESOURCES.sftp.files} {...sftpFiles} />,
    <Resource key="azure-files-report" name={FEED_RESOURCES.azure.report} />,
    <Resource key="sftp-files-report" name={FEED_RESOURCES.sftp.report} />,
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
