/**
 * `/client-ns` (spec 02 §2, §4, §5): one NS key per client. 'New key' offers only clients without a
 * key; 'Edit NS' keeps the client fixed.
 */
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { NsKeyMessages, Routes, nsKeySchema, type GrantedClient, type NsKeyRecord } from '@dental/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { callApi } from '../api/httpClient';
import { ChoiceField } from '../shared/ChoiceField';
import { DeleteConfirmation } from '../shared/DeleteConfirmation';
import { FormDialog, messagesByField } from '../shared/FormDialog';
import { EditAndDeleteButtons, PagedTable } from '../shared/PagedTable';

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
      setErrors(messagesByField(parsed.error.issues));
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
        <PagedTable
          label="NS keys"
          columns={[
            { label: 'Client', cell: (k) => k.client },
            { label: 'NS', cell: (k) => k.key },
            { label: 'Created', cell: (k) => day(k.dateCreated) },
            { label: 'Created by', cell: (k) => k.userCreated },
            { label: 'Updated', cell: (k) => day(k.dateUpdated) },
            { label: 'Updated by', cell: (k) => k.userUpdated },
          ]}
          rows={keys ?? []}
          rowKey={(k) => k._id}
          loading={keys === null}
          actions={(k) => (
            <EditAndDeleteButtons
              name={k.client}
              onEdit={() => setEditing({ record: k, clientId: k.clientId, key: k.key })}
              onDelete={() => setDeleting(k)}
            />
          )}
        />
      </CardContent>
      {editing && (
        <FormDialog
          title={editing.record ? 'Edit NS' : 'Create NS'}
          maxWidth="xs"
          onCancel={() => setEditing(null)}
          onSave={() => void save()}
        >
          <ChoiceField
            label="Client"
            disabled={!!editing.record}
            value={editing.clientId}
            choices={(editing.record ? clients.filter((c) => c.clientId === editing.clientId) : withoutKey).map((c) => ({
              value: c.clientId,
              label: c.clientName,
            }))}
            onChange={(clientId) => setEditing({ ...editing, clientId })}
            error={errors.clientId}
          />
          <TextField
            label="NS"
            value={editing.key}
            onChange={(e) => setEditing({ ...editing, key: e.target.value })}
            error={!!errors.key}
            helperText={errors.key}
          />
        </FormDialog>
      )}
      <DeleteConfirmation
        record={deleting}
        title="Delete"
        question={NsKeyMessages.confirmDelete}
        onDelete={(k) => callApi(Routes.deleteNsKey, { params: { id: k._id } })}
        onDeleted={load}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
