/** `/shared-elements` (spec 02 §2): the templates (Name, Description); a row's action opens its elements to share. */
import ShareIcon from '@mui/icons-material/Share';
import type { TemplateSummary } from '@dental/contracts';
import { DataTable, EditButton, List, Pagination, useRecordContext } from 'react-admin';
import type { ScreenRecord } from '../features';

type TemplateRow = ScreenRecord<TemplateSummary>;

const ShareButton = () => {
  const record = useRecordContext<TemplateRow>();
  return <EditButton label="Share elements" icon={<ShareIcon />} aria-label={`Share elements of ${record?.name ?? ''}`} />;
};

export const SharedElementsList = () => (
  <List
    title="Shared Elements"
    perPage={50}
    pagination={<Pagination rowsPerPageOptions={[50]} />}
    actions={false}
    exporter={false}
    storeKey={false}
    disableSyncWithLocation
    empty={false}
  >
    <DataTable<TemplateRow> aria-label="Templates" bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" label="Name" disableSort />
      <DataTable.Col source="description" label="Description" disableSort />
      <DataTable.Col label="Actions" align="right">
        <ShareButton />
      </DataTable.Col>
    </DataTable>
  </List>
);
