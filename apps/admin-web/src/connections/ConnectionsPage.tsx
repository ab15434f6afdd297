/**
 * `/connections` (spec 01 §2): a client picker and that client's practices with a Connection switch.
 * 'Update Connections (n selected)' saves the selection on the server (the user's app settings) and
 * in the browser, then reloads so every list follows the new practices. A user without
 * multi-practice keeps one practice connected at a time. The clients come from the connections
 * resource (useGetList) and the choice is saved with its update (useUpdate); the chosen client's
 * practices, already in hand, are a react-admin `<DataTable>` over a list of them (useList).
 */
import { Alert, Button, Card, CardContent, LinearProgress, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { Messages, type GrantedClient, type GrantedPractice } from '@dental/contracts';
import { useMemo, useState } from 'react';
import { DataTable, ListContextProvider, ResourceContextProvider, useGetList, useList, useNotify, useUpdate } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { SAVED_FILTERS_KEY, grantedPracticesOf, readAppSettings, writeAppSettings } from '../practices/appSettings';
import { CONNECTIONS_RESOURCE } from './connectionsAdapter';

/** A client as the connections resource holds it; updated with the practices to connect. */
type GrantedClientRecord = GrantedClient & { id: string; selectedPractices?: string[] };
type PracticeRow = GrantedPractice & { id: string };

export const ConnectionsPage = () => {
  const notify = useNotify();
  const settings = readAppSettings();
  // The selection kept on the server is already in the browser's settings: sign-in starts from it.
  // The granted clients are few, each with its practices: answered whole.
  const granted = useGetList<GrantedClientRecord>(CONNECTIONS_RESOURCE, { pagination: { page: 1, perPage: 1000 } });
  const clients = granted.error ? [] : (granted.data ?? null);
  const [picked, setClientId] = useState<string>(settings.selectedPractices[0]?.clientId ?? '');
  const clientId = picked || clients?.[0]?.clientId || '';
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<Set<string>>(new Set(settings.selectedPractices.map((p) => p._id)));
  const [save, { isPending: saving }] = useUpdate<GrantedClientRecord>();
  const multi = settings.canUseMultiPractice;

  const client = clients?.find((c) => c.clientId === clientId);
  const shown = useMemo(
    () =>
      (client?.practices ?? []).filter((p) => p.name.toLowerCase().includes(search.trim().toLowerCase())).map((p) => ({ ...p, id: p._id })),
    [client, search],
  );
  // All of them on one page, as the page always showed them.
  const practicesList = useList({ data: shown, perPage: Number.MAX_SAFE_INTEGER });

  const toggle = (practice: GrantedPractice, on: boolean) => {
    if (!multi) return setSelected(on ? new Set([practice._id]) : new Set());
    const next = new Set([...selected].filter((id) => client?.practices.some((p) => p._id === id)));
    if (on) next.add(practice._id);
    else next.delete(practice._id);
    setSelected(next);
  };

  const update = () => {
    const chosen = (client?.practices ?? []).filter((p) => selected.has(p._id));
    if (!client || chosen.length === 0) {
      notify(Messages.mustSelectPractice, { type: 'warning' });
      return;
    }
    save(
      CONNECTIONS_RESOURCE,
      { id: client.id, data: { selectedPractices: chosen.map((p) => p._id) }, previousData: client },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          writeAppSettings({ ...settings, practices: grantedPracticesOf(clients ?? []), selectedPractices: chosen });
          localStorage.removeItem(SAVED_FILTERS_KEY);
          notify(Messages.connectionsUpdated, { type: 'success' });
          window.setTimeout(() => window.location.reload(), 800);
        },
        onError: (error) => notify(apiErrorMessage(error), { type: 'error' }),
      },
    );
  };

  const count = (client?.practices ?? []).filter((p) => selected.has(p._id)).length;
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          Connections
        </Typography>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {Messages.noPracticeSelected}
        </Alert>
        {clients === null && <LinearProgress />}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <TextField
            select
            size="small"
            label="Client"
            value={client ? clientId : ''}
            onChange={(e) => setClientId(e.target.value)}
            sx={{ minWidth: 240 }}
            slotProps={{ htmlInput: { 'data-testid': 'connections-client' } }}
          >
            {(clients ?? []).map((c) => (
              <MenuItem key={c.clientId} value={c.clientId}>
                {c.clientName}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label="Search" value={search} onChange={(e) => setSearch(e.target.value)} />
          {multi && (
            <>
              <Button onClick={() => setSelected(new Set(client?.practices.map((p) => p._id)))}>Select All</Button>
              <Button onClick={() => setSelected(new Set())}>Deselect All</Button>
            </>
          )}
          <Stack sx={{ flexGrow: 1 }} />
          <Button variant="contained" disabled={saving} onClick={update} data-testid="connections-update">
            Update Connections ({count} selected)
          </Button>
        </Stack>
        {/* The rows are the client's practices, held by the connections record. */}
        <ResourceContextProvider value={CONNECTIONS_RESOURCE}>
          <ListContextProvider value={practicesList}>
            <DataTable<PracticeRow>
              aria-label="Connections"
              bulkActionButtons={false}
              rowClick={false}
              size="small"
              empty={<Typography color="text.secondary">No practices to show</Typography>}
            >
              <DataTable.Col source="name" label="Practice Name" disableSort />
              <DataTable.Col source="state" label="State" disableSort />
              <DataTable.Col
                label="Status"
                disableSort
                render={(p: PracticeRow) => (settings.selectedPractices.some((s) => s._id === p._id) ? 'Connected' : 'Disconnected')}
              />
              <DataTable.Col
                label="Connection"
                disableSort
                render={(p: PracticeRow) => (
                  <Switch
                    checked={selected.has(p._id)}
                    onChange={(e) => toggle(p, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `Connect ${p.name}` } }}
                  />
                )}
              />
            </DataTable>
          </ListContextProvider>
        </ResourceContextProvider>
      </CardContent>
    </Card>
  );
};
