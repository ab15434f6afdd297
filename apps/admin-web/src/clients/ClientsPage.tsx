/** `/clients` (spec 02 §2): filter popup (Name, State, City), New Record, a 25-row table with edit and delete. */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { AdminMessages, Routes, type ClientRecord, type Page } from '@dental/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { useHasPermission } from '../access/RequireRoutePermission';
import { callApi } from '../api/httpClient';
import { ClientFormDialog, type ClientDraft } from './ClientFormDialog';
import { useCities, useStates } from './useLocations';

const PAGE_SIZE = 25;
const NO_FILTER = { name: '', state: '', city: '' };

const FilterDialog = ({
  initial,
  onApply,
  onClose,
}: {
  initial: typeof NO_FILTER;
  onApply: (f: typeof NO_FILTER) => void;
  onClose: () => void;
}) => {
  const [filter, setFilter] = useState(initial);
  const states = useStates();
  const cities = useCities(filter.state);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Filter</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="Name" value={filter.name} onChange={(e) => setFilter({ ...filter, name: e.target.value })} />
          <TextField select label="State" value={filter.state} onChange={(e) => setFilter({ ...filter, state: e.target.value, city: '' })}>
            {states.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select label="City" value={filter.city} onChange={(e) => setFilter({ ...filter, city: e.target.value })}>
            {cities.map((c) => (
              <MenuItem key={c.id} value={c.name}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onApply(NO_FILTER)}>Reset</Button>
        <Button variant="contained" onClick={() => onApply(filter)}>
          Apply filters
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export const ClientsPage = () => {
  const notify = useNotify();
  const canEdit = useHasPermission('clients');
  const [filter, setFilter] = useState(NO_FILTER);
  const [filtering, setFiltering] = useState(false);
  const [page, setPage] = useState(0);
  const [clients, setClients] = useState<Page<ClientRecord> | null>(null);
  const [editing, setEditing] = useState<ClientRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClientRecord | null>(null);

  const load = useCallback(async () => {
    setClients(null);
    try {
      setClients(await callApi(Routes.listClients, { query: { ...filter, limit: String(PAGE_SIZE), offset: String(page * PAGE_SIZE) } }));
    } catch {
      setClients({ records: [], recordsQty: 0 });
    }
  }, [filter, page]);
  useEffect(() => void load(), [load]);

  const save = async (draft: ClientDraft) => {
    try {
      if (editing === 'new') {
        await callApi(Routes.createClient, { body: draft });
        notify(AdminMessages.clientSaved, { type: 'success' });
      } else if (editing) {
        await callApi(Routes.updateClient, { params: { id: editing._id }, body: draft });
        notify(AdminMessages.clientEdited, { type: 'success' });
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
      await callApi(Routes.deleteClient, { params: { id: deleting._id } });
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
          <Typography variant="h6">Clients</Typography>
          <Stack sx={{ flexGrow: 1 }} />
          <Button startIcon={<FilterListIcon />} onClick={() => setFiltering(true)}>
            Filter
          </Button>
          <Button variant="contained" onClick={() => setEditing('new')}>
            New Record
          </Button>
        </Stack>
        {clients === null && <LinearProgress />}
        <Table size="small" aria-label="Clients">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Address</TableCell>
              <TableCell>Created</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(clients?.records ?? []).map((c) => (
              <TableRow key={c._id}>
                <TableCell>{c.name}</TableCell>
                <TableCell>{c.address}</TableCell>
                <TableCell>{c.created.slice(0, 10)}</TableCell>
                <TableCell align="right">
                  <IconButton size="small" aria-label={`Edit ${c.name}`} disabled={!canEdit} onClick={() => setEditing(c)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Delete ${c.name}`} onClick={() => setDeleting(c)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={clients?.recordsQty ?? 0}
          page={page}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          onPageChange={(_, p) => setPage(p)}
        />
      </CardContent>
      {filtering && (
        <FilterDialog
          initial={filter}
          onClose={() => setFiltering(false)}
          onApply={(f) => {
            setFiltering(false);
            setPage(0);
            setFilter(f);
          }}
        />
      )}
      {editing && <ClientFormDialog record={editing === 'new' ? undefined : editing} onCancel={() => setEditing(null)} onSave={save} />}
      <Confirm
        isOpen={deleting !== null}
        title="Delete Client"
        content={AdminMessages.confirmDeleteClient}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
