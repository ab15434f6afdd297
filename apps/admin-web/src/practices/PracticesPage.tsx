/** `/client-practice` (spec 02 §2): filter by client, name and state; 25 per page; create, edit and delete. */
import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { AdminMessages, Routes, type PracticeRecord } from '@dental/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { callApi } from '../api/httpClient';
import { useStates } from '../clients/useLocations';
import { DeleteConfirmation } from '../shared/DeleteConfirmation';
import { EditAndDeleteButtons, PagedTable } from '../shared/PagedTable';
import { useServerPage, type PageRange } from '../shared/useServerPage';
import { PracticeFormDialog, type PracticeDraft } from './PracticeFormDialog';

const PAGE_SIZE = 25;

export const PracticesPage = () => {
  const notify = useNotify();
  const states = useStates();
  const [clients, setClients] = useState<{ _id: string; name: string }[]>([]);
  const [filter, setFilter] = useState({ client: '', name: '', state: '' });
  const [editing, setEditing] = useState<PracticeRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PracticeRecord | null>(null);
  const fetchPage = useCallback((range: PageRange) => callApi(Routes.listPractices, { query: { ...filter, ...range } }), [filter]);
  const practices = useServerPage(fetchPage, PAGE_SIZE);

  useEffect(() => {
    callApi(Routes.listClients, { query: { limit: '100' } })
      .then((answer) => setClients(answer.records.map((c) => ({ _id: c._id, name: c.name }))))
      .catch(() => setClients([]));
  }, []);

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
      await practices.reload();
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    }
  };

  // The practice filter applies as it is typed: the list is short and the query cheap.
  const change = (patch: Partial<typeof filter>) => {
    practices.setPage(0);
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
        <PagedTable
          label="Practices"
          columns={[
            { label: 'Client', cell: (p) => p.clientName },
            { label: 'Name', cell: (p) => p.name },
            { label: 'City', cell: (p) => p.city },
            { label: 'State', cell: (p) => p.state },
            { label: 'Address', cell: (p) => p.address },
          ]}
          rows={practices.records}
          rowKey={(p) => p._id}
          loading={practices.loading}
          actions={(p) => <EditAndDeleteButtons name={p.name} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />}
          paging={{ page: practices.page, pageSize: PAGE_SIZE, total: practices.total, onPageChange: practices.setPage }}
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
      <DeleteConfirmation
        record={deleting}
        title="Delete Practice"
        question={AdminMessages.confirmDeletePractice}
        onDelete={(p) => callApi(Routes.deletePractice, { params: { id: p._id } })}
        onDeleted={practices.reload}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
