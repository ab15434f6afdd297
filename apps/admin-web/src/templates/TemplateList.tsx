/** `/template` (spec 02 §2): the templates by name, 50 to a page, with Duplicate and Edit, and 'New Template'. */
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { TemplateSummary } from '@dental/contracts';
import { Button, CreateButton, DataTable, EditButton, List, Pagination, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ScreenRecord } from '../features';
import { TemplateDialogs } from './TemplateDialogs';

type TemplateRow = ScreenRecord<TemplateSummary>;

const DuplicateButton = () => {
  const record = useRecordContext<TemplateRow>();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'template', type: 'create' })}?duplicate=${record.id}`}
      label="Duplicate"
      aria-label={`Duplicate ${record.name}`}
    >
      <ContentCopyIcon />
    </Button>
  );
};

const TemplateRowActions = () => {
  const record = useRecordContext<TemplateRow>();
  return (
    <>
      <DuplicateButton />
      <EditButton aria-label={`Edit ${record?.name ?? ''}`} />
    </>
  );
};

export const TemplateList = () => (
  <List
    title="Templates"
    perPage={50}
    pagination={<Pagination rowsPerPageOptions={[50]} />}
    actions={
      <TopToolbar>
        <CreateButton label="New Template" data-testid="new-template" />
      </TopToolbar>
    }
    exporter={false}
    storeKey={false}
    disableSyncWithLocation
    empty={false}
  >
    <DataTable<TemplateRow> aria-label="Templates" bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" label="Name" disableSort />
      <DataTable.Col source="description" label="Description" disableSort />
      <DataTable.Col source="version" label="Version" disableSort />
      <DataTable.Col label="Actions" align="right">
        <TemplateRowActions />
      </DataTable.Col>
    </DataTable>
    <TemplateDialogs />
  </List>
);
