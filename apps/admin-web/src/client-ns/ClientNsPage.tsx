/**
 * `/client-ns` (spec 02 §2, §4, §5): one NS key per client. 'New key' offers only clients without a
 * key; 'Edit NS' keeps the client fixed.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
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
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { NsKeyMessages, Routes, nsKeySchema, type GrantedClient, type NsKeyRecord } from '@dental/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { callApi } from '../api/httpClient';

type Editing = { record?: NsKeyRecord; clientId: string; key: string };

export const ClientNsPage = () => {
  const notify = useNotify();
  const [keys, setKeys] = useState<NsKeyRecord[] | null>(null);
  const [clients, setClients] = useState<GrantedClient[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<NsKeyRecord | null>(null);

  const load = useCallback(async () => {
    try {
      setKeys(await callApi(Routes.listNsKeys));
    } catch {
      setKeys([]);
    }
  }, []);
  useEffect(() => {
    void load();
    callApi(Routes.grantedPractices)
      .then(setClients)
      .catch(() => setClients([]));
  }, [load]);

  const withoutKey = clients.filter((c) => !(keys ?? []).some((k) => k.clientId === c.clientId));

  const save = async () => {
    if (!editing) return;
    const parsed = nsKeySchema.safeParse({ clientId: editing.clientId, key: editing.key });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    try {
      await callApi(Routes.saveNsKey, { body: parsed.data });
      setEditing(null);
      setErrors({});
      await load();
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    }
  };

  const remove = async () => {
    if (!deleting) return;
    try {
      await callApi(Routes.deleteNsKey, { params: { id: deleting._id } });
      await load();
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  const day = (iso: string) => iso.slice(0, 10);
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6">NS Keys</Typography>
          <Stack sx={{ flexGrow: 1 }} />
          <Button variant="contained" onClick={() => setEditing({ clientId: '', key: '' })}>
            New key
          </Button>
        </Stack>
        {keys === null && <LinearProgress />}
        <Table size="small" aria-label="NS keys">
          <TableHead>
            <TableRow>
              <TableCell>Client</TableCell>
              <TableCell>NS</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Created by</TableCell>
              <TableCell>Updated</TableCell>
              <TableCell>Updated by</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(keys ?? []).map((k) => (
              <TableRow key={k._id}>
                <TableCell>{k.client}</TableCell>
                <TableCell>{k.key}</TableCell>
                <TableCell>{day(k.dateCreated)}</TableCell>
                <TableCell>{k.userCreated}</TableCell>
                <TableCell>{day(k.dateUpdated)}</TableCell>
                <TableCell>{k.userUpdated}</TableCell>
                <TableCell align="right">
                  <IconButton
                    size="small"
                    aria-label={`Edit ${k.client}`}
                    onClick={() => setEditing({ record: k, clientId: k.clientId, key: k.key })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={`Delete ${k.client}`} onClick={() => setDeleting(k)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      {editing && (
        <Dialog open onClose={() => setEditing(null)} fullWidth maxWidth="xs">
          <DialogTitle>{editing.record ? 'Edit NS' : 'Create NS'}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ mt: 1 }}>
              <TextField
                select
                label="Client"
                disabled={!!editing.record}
                value={editing.clientId}
                onChange={(e) => setEditing({ ...editing, clientId: e.target.value })}
                error={!!errors.clientId}
                helperText={errors.clientId}
              >
                {(editing.record ? clients.filter((c) => c.clientId === editing.clientId) : withoutKey).map((c) => (
                  <MenuItem key={c.clientId} value={c.clientId}>
                    {c.clientName}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="NS"
                value={editing.key}
                onChange={(e) => setEditing({ ...editing, key: e.target.value })}
                error={!!errors.key}
                helperText={errors.key}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(null)}>Cancel</Button>
            <Button variant="contained" onClick={() => void save()}>
              Save
            </Button>
          </DialogActions>
        </Dialog>
      )}
      <Confirm
        isOpen={deleting !== null}
        title="Delete"
        content={NsKeyMessages.confirmDelete}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
