/**
 * Azure Files and SFTP Files (spec 03 "File listings"): Created, Container, Folder, File Name,
 * Event, Lines, Size(MB); filters container, file name, folder, start and end date; sorting by date,
 * file name, container or folder. Paged and filtered by the files service's index.
 */
import { DataTable, DateField, DateInput, List, TextInput, useListContext } from 'react-admin';
import { megabytes, type FeedFileRecord, type FeedSource, type FeedStatus } from '@dental/contracts';
import { FEED_RESOURCES } from './fileFeedsAdapter';
import { FeedStatusAlert } from './FeedStatusAlert';
import { FeedPagination } from './FeedPagination';
import { RequireRoutePermission } from '../access/RequireRoutePermission';

const filters = [
  <TextInput key="container" source="container" label="Container" alwaysOn resettable />,
  <TextInput key="filename" source="filename" label="File Name" alwaysOn resettable />,
  <TextInput key="folder" source="folder" label="Folder" alwaysOn resettable />,
  <DateInput key="startDate" source="startDate" label="Start date" alwaysOn />,
  <DateInput key="endDate" source="endDate" label="End date" alwaysOn />,
];

function FeedTable() {
  const { meta } = useListContext() as { meta?: { feed?: FeedStatus } };
  return (
    <>
      <FeedStatusAlert feed={meta?.feed} />
      <DataTable<FeedFileRecord & { id: string }> bulkActionButtons={false} rowClick={false} aria-label="Files">
        <DataTable.Col source="dateCreated" label="Created" field={DateField} />
        <DataTable.Col source="container" label="Container" />
        <DataTable.Col source="folder" label="Folder" />
        <DataTable.Col source="filename" label="File Name" />
        <DataTable.Col source="event" label="Event" disableSort />
        <DataTable.NumberCol source="lines" label="Lines" disableSort />
        <DataTable.Col label="Size(MB)" disableSort render={(record) => megabytes(record.size)} />
      </DataTable>
    </>
  );
}

export function FeedFileList({ source }: { source: FeedSource }) {
  const resource = FEED_RESOURCES[source];
  return (
    <List
      resource={resource.files}
      title={resource.label}
      filters={filters}
      sort={{ field: 'dateCreated', order: 'DESC' }}
      perPage={25}
      pagination={<FeedPagination />}
      exporter={false}
      storeKey={false}
      disableSyncWithLocation
    >
      <FeedTable />
    </List>
  );
}

export const AzureFileList = () => (
  <RequireRoutePermission name="azureFiles">
    <FeedFileList source="azure" />
  </RequireRoutePermission>
);
export const SftpFileList = () => <FeedFileList source="sftp" />;
