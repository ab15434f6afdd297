/** `/users` (spec 02 §2): the users of the selected practice's client, ten to a page, with a filter panel. */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Alert,
  Button,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { AdminMessages, Routes, type Page, type UserRecord } from '@dental/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../access/adminErrors';
import { callApi } from '../api/httpClient';
import { readAppSettings, selectedClientId } from '../practices/appSettings';

const PAGE_SIZE = 10;

/** YYYY-MM-DD HH:mm:ss in local time, or '-' (spec 02 §2). */
export function lastLoginText(iso: string | null): string {
  if (!iso) return '-';
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

export const UserList = () => {
  const navigate = useNavigate();
  const notify = useNotify();
  const clientId = selectedClientId(readAppSettings());
  const [filter, setFilter] = useState({ firstName: '', lastName: '', email: '' });
  const [applied, setApplied] = useState(filter);
  const [page, setPage] = useState(0);
  const [users, setUsers] = useState<Page<UserRecord> | null>(null);
  const [deleting, setDeleting] = useState<UserRecord | null>(null);

  const load = useCallback(async () => {
    if (!clientId) return;
    setUsers(null);
    try {
      setUsers(
        await callApi(Routes.listUsers, {
          query: { clientId, ...applied, limit: String(PAGE_SIZE), offset: String(page * PAGE_SIZE) },
        }),
      );
    } catch {
      setUsers({ records: [], recordsQty: 0 });
    }
  }, [clientId, applied, page]);
  useEffect(() => void load(), [load]);

  if (!clientId)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {AdminMessages.selectConnection}
      </Alert>
    );

  const remove = async () => {
    if (!deleting) return;
    try {
      await callApi(Routes.deleteUser, { body: { userId: deleting._id } });
      await load();
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6">Users</Typography>
          <TextField
            size="small"
            label="First name"
            value={filter.firstName}
            onChange={(e) => setFilter({ ...filter, firstName: e.target.value })}
          />
          <TextField
            size="small"
            label="Last name"
            value={filter.lastName}
            onChange={(e) => setFilter({ ...filter, lastName: e.target.value })}
          />
          <TextField size="small" label="Email" value={filter.email} onChange={(e) => setFilter({ ...filter, email: e.target.value })} />
          <Button
            onClick={() => {
              setPage(0);
              setApplied(filter);
            }}
          >
            Apply filters
          </Button>
          <Stack sx={{ flexGrow: 1 }} />
          <Button variant="contained" onClick={() => navigate('/user-form')}>
            Add a new User
          </Button>
        </Stack>
        {users === null && <LinearProgress />}
        <Table size="small" aria-label="Users">
          <TableHead>
            <TableRow>
              <TableCell>First name</TableCell>
              <TableCell>Last name</TableCell>
              <TableCell>Phone</TableCell>
              <TableCell>Email</TableCell>
              <TableCell>Last login</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(users?.records ?? []).map((u) => (
              <TableRow key={u._id}>
                <TableCell>{u.firstName}</TableCell>
                <TableCell>{u.lastName}</TableCell>
                <TableCell>{u.phone}</TableCell>
                <TableCell>{u.email}</TableCell>
                <TableCell>{lastLoginText(u.lastLogin)}</TableCell>
                <TableCell align="right">
                  <IconButton
                    size="small"
                    aria-label={`Edit ${u.email}`}
                    onClick={() => navigate('/user-form', { state: { userId: u._id } })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Delete ${u.email}`} onClick={() => setDeleting(u)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={users?.recordsQty ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, p) => setPage(p)}
        />
      </CardContent>
      <Confirm
        isOpen={deleting !== null}
        title="Delete User"
        content={AdminMessages.confirmDeleteUser}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
