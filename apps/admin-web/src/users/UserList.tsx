/** `/users` (spec 02 §2): the users of the selected practice's client, ten to a page, with a filter panel. */
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { AdminMessages, Routes, type UserRecord } from '@dental/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '../api/httpClient';
import { readAppSettings, selectedClientId } from '../practices/appSettings';
import { DeleteConfirmation } from '../shared/DeleteConfirmation';
import { FilterPopover } from '../shared/FilterPopover';
import { EditAndDeleteButtons, PagedTable } from '../shared/PagedTable';
import { useServerPage, type PageRange } from '../shared/useServerPage';

const PAGE_SIZE = 10;

/** YYYY-MM-DD HH:mm:ss in local time, or '-' (spec 02 §2). */
export function lastLoginText(iso: string | null): string {
  if (!iso) return '-';
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

const NO_FILTER = { firstName: '', lastName: '', email: '' };

export const UserList = () => {
  const navigate = useNavigate();
  const clientId = selectedClientId(readAppSettings());
  const [filter, setFilter] = useState(NO_FILTER);
  const [deleting, setDeleting] = useState<UserRecord | null>(null);
  const fetchPage = useCallback(
    async (range: PageRange) => (clientId ? callApi(Routes.listUsers, { query: { clientId, ...filter, ...range } }) : undefined),
    [clientId, filter],
  );
  const users = useServerPage(fetchPage, PAGE_SIZE);

  if (!clientId)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {AdminMessages.selectConnection}
      </Alert>
    );

  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6">Users</Typography>
          <Stack sx={{ flexGrow: 1 }} />
          <FilterPopover
            value={filter}
            empty={NO_FILTER}
            onApply={(next) => {
              users.setPage(0);
              setFilter(next);
            }}
          >
            {(draft, change) => (
              <>
                <TextField label="First name" value={draft.firstName} onChange={(e) => change({ firstName: e.target.value })} />
                <TextField label="Last name" value={draft.lastName} onChange={(e) => change({ lastName: e.target.value })} />
                <TextField label="Email" value={draft.email} onChange={(e) => change({ email: e.target.value })} />
              </>
            )}
          </FilterPopover>
          <Button variant="contained" onClick={() => navigate('/user-form')}>
            Add a new User
          </Button>
        </Stack>
        <PagedTable
          label="Users"
          columns={[
            { label: 'First name', cell: (u) => u.firstName },
            { label: 'Last name', cell: (u) => u.lastName },
            { label: 'Phone', cell: (u) => u.phone },
            { label: 'Email', cell: (u) => u.email },
            { label: 'Last login', cell: (u) => lastLoginText(u.lastLogin) },
          ]}
          rows={users.records}
          rowKey={(u) => u._id}
          loading={users.loading}
          actions={(u) => (
            <EditAndDeleteButtons
              name={u.email}
              onEdit={() => navigate('/user-form', { state: { userId: u._id } })}
              onDelete={() => setDeleting(u)}
            />
          )}
          paging={{ page: users.page, pageSize: PAGE_SIZE, total: users.total, onPageChange: users.setPage }}
        />
      </CardContent>
      <DeleteConfirmation
        record={deleting}
        title="Delete User"
        question={AdminMessages.confirmDeleteUser}
        onDelete={(u) => callApi(Routes.deleteUser, { body: { userId: u._id } })}
        onDeleted={users.reload}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
