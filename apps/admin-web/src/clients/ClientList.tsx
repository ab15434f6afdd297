/**
 * `/clients` (spec 02 §2): the Filter popup (Name, State, City), New Record, a 25-row table of Name,
 * Address and Created with edit and delete; `/clients/create` and `/clients/:id` open the 'New
 * Client' and 'Edit Client' modals over it.
 */
import { AdminMessages, type ClientRecord } from '@dental/contracts';
import { CreateButton, DataTable, List, Pagination, TextInput, TopToolbar } from 'react-admin';
import type { ScreenRecord } from '../features';
import { FilterPopover } from '../shared/FilterPopover';
import { RecordActions } from '../shared/RecordActions';
import { useDialogRoute } from '../shared/RecordDialog';
import { ClientCreate } from './ClientCreate';
import { ClientEdit } from './ClientEdit';
import { CLIENTS_PAGE_SIZE } from './clientsAdapter';
import { StateAndCityInputs } from './LocationInputs';

type ClientRow = ScreenRecord<ClientRecord>;

const ClientActions = () => (
  <TopToolbar>
    <FilterPopover>
      <TextInput source="name" label="Name" helperText={false} />
      <StateAndCityInputs helperText={false} />
    </FilterPopover>
    <CreateButton label="New Record" />
  </TopToolbar>
);

export const ClientList = () => {
  const { creating, editing } = useDialogRoute('clients');
  return (
    <>
      <List
        title="Clients"
        perPage={CLIENTS_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[CLIENTS_PAGE_SIZE]} />}
        actions={<ClientActions />}
        exporter={false}
        storeKey={false}
        disableSyncWithLocation
        empty={false}
      >
        <DataTable<ClientRow> aria-label="Clients" bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" label="Name" disableSort />
          <DataTable.Col source="address" label="Address" disableSort />
          <DataTable.Col source="created" label="Created" disableSort render={(client) => client.created.slice(0, 10)} />
          <DataTable.Col label="Actions" align="right">
            <RecordActions deleteTitle="Delete Client" deleteQuestion={AdminMessages.confirmDeleteClient} />
          </DataTable.Col>
        </DataTable>
      </List>
      {creating && <ClientCreate />}
      {editing && <ClientEdit id={editing} />}
    </>
  );
};
