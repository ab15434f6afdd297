/**
 * `/client-ns` (spec 02 §2): the NS key of each client with who created and last changed it, 'New
 * key', and Edit and Delete per row.
 */
import { NsKeyMessages, type NsKeyRecord } from '@dental/contracts';
import { CreateButton, DataTable, List, TopToolbar } from 'react-admin';
import type { ScreenRecord } from '../features';
import { RecordActions } from '../shared/RecordActions';
import { useDialogRoute } from '../shared/RecordDialog';
import { ClientNsCreate, ClientNsEdit } from './ClientNsDialogs';

type NsKeyRow = ScreenRecord<NsKeyRecord>;

const day = (iso: string) => iso.slice(0, 10);

export const ClientNsList = () => {
  const { creating, editing } = useDialogRoute('client-ns');
  return (
    <>
      <List
        title="NS Keys"
        perPage={25}
        actions={
          <TopToolbar>
            <CreateButton label="New key" />
          </TopToolbar>
        }
        exporter={false}
        storeKey={false}
        disableSyncWithLocation
        empty={false}
      >
        <DataTable<NsKeyRow> aria-label="NS keys" bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="client" label="Client" disableSort />
          <DataTable.Col source="key" label="NS" disableSort />
          <DataTable.Col source="dateCreated" label="Created" disableSort render={(k) => day(k.dateCreated)} />
          <DataTable.Col source="userCreated" label="Created by" disableSort />
          <DataTable.Col source="dateUpdated" label="Updated" disableSort render={(k) => day(k.dateUpdated)} />
          <DataTable.Col source="userUpdated" label="Updated by" disableSort />
          <DataTable.Col label="Actions" align="right">
            <RecordActions deleteTitle="Delete" deleteQuestion={NsKeyMessages.confirmDelete} />
          </DataTable.Col>
        </DataTable>
      </List>
      {creating && <ClientNsCreate />}
      {editing && <ClientNsEdit id={editing} />}
    </>
  );
};
