/**
 * `/client-practice` (spec 02 §2): the practices, 25 a page, filtered by client, name and state as
 * they are typed (the list is short and the query cheap); New Practice, edit and delete, the forms
 * being modals opened from `/client-practice/create` and `/client-practice/:id`.
 */
import { AdminMessages, type LocationOption, type PracticeRecord } from '@dental/contracts';
import { CreateButton, DataTable, List, Pagination, ReferenceInput, SelectInput, TextInput, TopToolbar, useGetList } from 'react-admin';
import type { ScreenRecord } from '../features';
import { RecordActions } from '../shared/RecordActions';
import { useDialogRoute } from '../shared/RecordDialog';
import { PracticeCreate } from './PracticeCreate';
import { PracticeEdit } from './PracticeEdit';
import { PRACTICES_PAGE_SIZE } from './practicesAdapter';

type PracticeRow = ScreenRecord<PracticeRecord>;

const StateFilter = (props: { source: string; alwaysOn: boolean }) => {
  const { data, isPending } = useGetList<LocationOption>('states', { pagination: { page: 1, perPage: 1000 } });
  return <SelectInput {...props} label="State" choices={data ?? []} isPending={isPending} emptyText="All" sx={{ minWidth: 160 }} />;
};

const filters = [
  <ReferenceInput key="client" source="client" reference="clients" perPage={100} alwaysOn>
    <SelectInput label="Client" optionText="name" emptyText="All" sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  <TextInput key="name" source="name" label="Name" alwaysOn />,
  <StateFilter key="state" source="state" alwaysOn />,
];

export const PracticeList = () => {
  const { creating, editing } = useDialogRoute('client-practice');
  return (
    <>
      <List
        title="Practices"
        perPage={PRACTICES_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[PRACTICES_PAGE_SIZE]} />}
        filters={filters}
        actions={
          <TopToolbar>
            <CreateButton label="New Practice" />
          </TopToolbar>
        }
        exporter={false}
        storeKey={false}
        disableSyncWithLocation
        empty={false}
      >
        <DataTable<PracticeRow> aria-label="Practices" bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="clientName" label="Client" disableSort />
          <DataTable.Col source="name" label="Name" disableSort />
          <DataTable.Col source="city" label="City" disableSort />
          <DataTable.Col source="state" label="State" disableSort />
          <DataTable.Col source="address" label="Address" disableSort />
          <DataTable.Col label="Actions" align="right">
            <RecordActions deleteTitle="Delete Practice" deleteQuestion={AdminMessages.confirmDeletePractice} />
          </DataTable.Col>
        </DataTable>
      </List>
      {creating && <PracticeCreate />}
      {editing && <PracticeEdit id={editing} />}
    </>
  );
};
