/** `/client-practice` (spec 02 §2): filter by client, name and state; 25 per page; create, edit and delete. */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import {
  Button,
  Card,
  CardContent,
  IconButton,
  LinearProgress,
  MenuItem,
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
import { AdminMessages, Routes, type Page, type PracticeRecord } from '@dental/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { callApi } from '../api/httpClient';
import { useStates } from '../clients/useLocations';
import { PracticeFormDialog, type PracticeDraft } from './PracticeFormDialog';

const PAGE_SIZE = 25;

export const PracticesPage = () => {
  const notify = useNotify();
  const states = useStates();
  const [clients, setClients] = useState<{ _id: string; name: string }[]>([]);
  const [filter, setFilter] = useState({ client: '', name: '', state: '' });
  const [page, setPage] = useState(0);
  const [practices, setPractices] = useState<Page<PracticeRecord> | null>(null);
  const [editing, setEditing] = useState<PracticeRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PracticeRecord | null>(null);

  useEffect(() => {
    callApi(Routes.listClients, { query: { limit: '100' } })
      .then((answer) => setClients(answer.records.map((c) => ({ _id: c._id, name: c.name }))))
      .catch(() => setClients([]));
  }, []);

  const load = useCallback(async () => {
    setPractices(null);
    try {
      setPractices(
        await callApi(Routes.listPractices, { query: { ...filter, limit: String(PAGE_SIZE), offset: String(page * PAGE_SIZE) } }),
      );
    } catch {
      setPractices({ records: [], recordsQty: 0 });
    }
  }, [filter, page]);
  useEffect(() => void load(), [load]);

  const save = async (draft: PracticeDraft) => {
    try {
      if (editing === 'new') {
        await callApi(Routes.createPractice, { body: draft });
        notify(AdminMessages.practiceSaved, { type: 'success' });
      } else if (editing) {
        await callApi(Routes.updatePractice, { params: { id: editing._id }, body: draft });
        notify(AdminMessages.practiceEdited, { type: 'success' });
      }
      setEditing(null);
      await load();
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await callApi(Routes.deletePractice, { params: { id: deleting._id } });
      await load();
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  const change = (patch: Partial<typeof filter>) => {
    setPage(0);
    setFilter({ ...filter, ...patch });
  };

  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6">Practices</Typography>
          <TextField
            select
            size="small"
            label="Client"
            value={filter.client}
            onChange={(e) => change({ client: e.target.value })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">All</MenuItem>
            {clients.map((c) => (
              <MenuItem key={c._id} value={c._id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label="Name" value={filter.name} onChange={(e) => change({ name: e.target.value })} />
          <TextField
            select
            size="small"
            label="State"
            value={filter.state}
            onChange={(e) => change({ state: e.target.value })}
            sx={{ minWidth: 160 }}
          >
            <MenuItem value="">All</MenuItem>
            {states.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <Stack sx={{ flexGrow: 1 }} />
          <Button variant="contained" onClick={() => setEditing('new')}>
            New Practice
          </Button>
        </Stack>
        {practices === null && <LinearProgress />}
        <Table size="small" aria-label="Practices">
          <TableHead>
            <TableRow>
              <TableCell>Client</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>City</TableCell>
              <TableCell>State</TableCell>
              <TableCell>Address</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(practices?.records ?? []).map((p) => (
              <TableRow key={p._id}>
                <TableCell>{p.clientName}</TableCell>
                <TableCell>{p.name}</TableCell>
                <TableCell>{p.city}</TableCell>
                <TableCell>{p.state}</TableCell>
                <TableCell>{p.address}</TableCell>
                <TableCell align="right">
                  <IconButton size="small" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={practices?.recordsQty ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, p) => setPage(p)}
        />
      </CardContent>
      {editing && (
        <PracticeFormDialog
          record={editing === 'new' ? undefined : editing}
          clients={clients}
          onCancel={() => setEditing(null)}
          onSave={save}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="Delete Practice"
        content={AdminMessages.confirmDeletePractice}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
