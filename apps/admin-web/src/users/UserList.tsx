/** `/users` (spec 02 §2): the users of the selected practice's client, ten to a page, with a filter popup. */
import { Alert } from '@mui/material';
import { AdminMessages, type UserRecord } from '@dental/contracts';
import { useState } from 'react';
import { CreateButton, DataTable, List, Pagination, TextInput, TopToolbar } from 'react-admin';
import type { ScreenRecord } from '../features';
import { readAppSettings, selectedClientId } from '../practices/appSettings';
import { FilterPopover } from '../shared/FilterPopover';
import { RecordActions } from '../shared/RecordActions';
import { USERS_PAGE_SIZE } from './usersAdapter';

type UserRow = ScreenRecord<UserRecord>;

/** YYYY-MM-DD HH:mm:ss in local time, or '-' (spec 02 §2). */
export function lastLoginText(iso: string | null): string {
  if (!iso) return '-';
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

const UserActions = () => (
  <TopToolbar>
    <FilterPopover>
      <TextInput source="firstName" label="First name" helperText={false} />
      <TextInput source="lastName" label="Last name" helperText={false} />
      <TextInput source="email" label="Email" helperText={false} />
    </FilterPopover>
    <CreateButton label="Add a new User" />
  </TopToolbar>
);

export const UserList = () => {
  // Choosing practices reloads the page, so the client is read once per visit.
  const [clientId] = useState(() => selectedClientId(readAppSettings()));
  return (
    <List
      title="Users"
      perPage={USERS_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[USERS_PAGE_SIZE]} />}
      actions={<UserActions />}
      exporter={false}
      storeKey={false}
      disableSyncWithLocation
      empty={false}
    >
      <DataTable<UserRow>
        aria-label="Users"
        bulkActionButtons={false}
        rowClick={false}
        empty={clientId ? undefined : <Alert severity="info">{AdminMessages.selectConnection}</Alert>}
      >
        <DataTable.Col source="firstName" label="First name" disableSort />
        <DataTable.Col source="lastName" label="Last name" disableSort />
        <DataTable.Col source="phone" label="Phone" disableSort />
        <DataTable.Col source="email" label="Email" disableSort />
        <DataTable.Col source="lastLogin" label="Last login" disableSort render={(user) => lastLoginText(user.lastLogin)} />
        <DataTable.Col label="Actions" align="right">
          <RecordActions deleteTitle="Delete User" deleteQuestion={AdminMessages.confirmDeleteUser} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
};
