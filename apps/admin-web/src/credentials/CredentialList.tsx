/** `/credentials` (spec 02 §2): each practice's credential set by client, practice and day, never a secret; Add and Edit. */
import type { CredentialSummary } from '@dental/contracts';
import { CreateButton, DataTable, EditButton, List, TopToolbar, useRecordContext } from 'react-admin';
import type { ScreenRecord } from '../features';

type CredentialRow = ScreenRecord<CredentialSummary>;

const EditSet = () => {
  const record = useRecordContext<CredentialRow>();
  return record ? <EditButton aria-label={`Edit ${record.practice}`} /> : null;
};

export const CredentialList = () => (
  <List
    title="Credentials"
    perPage={25}
    actions={
      <TopToolbar>
        <CreateButton label="Add" />
      </TopToolbar>
    }
    exporter={false}
    storeKey={false}
    disableSyncWithLocation
    empty={false}
  >
    <DataTable<CredentialRow> aria-label="Credentials" bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="client" label="Client" disableSort />
      <DataTable.Col source="practice" label="Practice" disableSort />
      <DataTable.Col source="dateCreated" label="Created at" disableSort render={(set) => set.dateCreated.slice(0, 10)} />
      <DataTable.Col label="Actions" align="right">
        <EditSet />
      </DataTable.Col>
    </DataTable>
  </List>
);
