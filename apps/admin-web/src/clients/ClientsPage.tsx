/** `/clients` (spec 02 §2): filter popup (Name, State, City), New Record, a 25-row table with edit and delete. */
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { AdminMessages, Routes, type ClientRecord } from '@dental/contracts';
import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { useHasPermission } from '../access/RequireRoutePermission';
import { callApi } from '../api/httpClient';
import { DeleteConfirmation } from '../shared/DeleteConfirmation';
import { FilterPopover } from '../shared/FilterPopover';
import { EditAndDeleteButtons, PagedTable } from '../shared/PagedTable';
import { useServerPage, type PageRange } from '../shared/useServerPage';
import { ClientFormDialog, type ClientDraft } from './ClientFormDialog';
import { StateAndCityFields } from './LocationFields';

const PAGE_SIZE = 25;
const NO_FILTER = { name: '', state: '', city: '' };

export const ClientsPage = () => {
  const notify = useNotify();
  const canEdit = useHasPermission('clients');
  const [filter, setFilter] = useState(NO_FILTER);
  const [editing, setEditing] = useState<ClientRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ClientRecord | null>(null);
  const fetchPage = useCallback((range: PageRange) => callApi(Routes.listClients, { query: { ...filter, ...range } }), [filter]);
  const clients = useServerPage(fetchPage, PAGE_SIZE);

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
      await clients.reload();
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    }
  };

  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6">Clients</Typography>
          <Stack sx={{ flexGrow: 1 }} />
          <FilterPopover
            value={filter}
            empty={NO_FILTER}
            onApply={(next) => {
              clients.setPage(0);
              setFilter(next);
            }}
          >
            {(draft, change) => (
              <>
                <TextField label="Name" value={draft.name} onChange={(e) => change({ name: e.target.value })} />
                <StateAndCityFields state={draft.state} city={draft.city} onChange={change} />
              </>
            )}
          </FilterPopover>
          <Button variant="contained" onClick={() => setEditing('new')}>
            New Record
          </Button>
        </Stack>
        <PagedTable
          label="Clients"
          columns={[
            { label: 'Name', cell: (c) => c.name },
            { label: 'Address', cell: (c) => c.address },
            { label: 'Created', cell: (c) => c.created.slice(0, 10) },
          ]}
          rows={clients.records}
          rowKey={(c) => c._id}
          loading={clients.loading}
          actions={(c) => (
            <EditAndDeleteButtons name={c.name} editDisabled={!canEdit} onEdit={() => setEditing(c)} onDelete={() => setDeleting(c)} />
          )}
          paging={{ page: clients.page, pageSize: PAGE_SIZE, total: clients.total, onPageChange: clients.setPage }}
        />
      </CardContent>
      {editing && <ClientFormDialog record={editing === 'new' ? undefined : editing} onCancel={() => setEditing(null)} onSave={save} />}
      <DeleteConfirmation
        record={deleting}
        title="Delete Client"
        question={AdminMessages.confirmDeleteClient}
        onDelete={(c) => callApi(Routes.deleteClient, { params: { id: c._id } })}
        onDeleted={clients.reload}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
