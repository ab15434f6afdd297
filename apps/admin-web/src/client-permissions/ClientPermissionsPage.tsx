/**
 * `/clients/permissions` (spec 02 §2, §4): tabs per client on the left, the catalogue as a tri-state
 * checkbox tree on the right. A toggle asks the server first; the tree changes only when it agrees,
 * so a refused call leaves the checkbox as it was.
 */
import { Box, Card, CardContent, Checkbox, LinearProgress, Tab, Tabs, Typography } from '@mui/material';
import { Routes, type ClientGrants } from '@dental/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { callApi } from '../api/httpClient';
import { PermissionTreeView } from '../permissions/PermissionTreeView';
import { flattenTree, triStateOf, type FlatPermission } from '../permissions/permissionTree';

interface ClientTab {
  _id: string;
  name: string;
}

async function reachableClients(): Promise<ClientTab[]> {
  const granted = await callApi(Routes.grantedPractices);
  return granted.map((c) => ({ _id: c.clientId, name: c.clientName }));
}

export const ClientPermissionsPage = () => {
  const notify = useNotify();
  const [clients, setClients] = useState<ClientTab[] | null>(null);
  const [clientId, setClientId] = useState<string | null>(null);
  const [grants, setGrants] = useState<ClientGrants | null>(null);
  const [busy, setBusy] = useState(false);
  const flat = useMemo(() => flattenTree(grants?.permissions ?? []), [grants]);
  const granted = useMemo(() => new Set(grants?.granted ?? []), [grants]);

  useEffect(() => {
    reachableClients()
      .then((list) => {
        setClients(list);
        setClientId(list[0]?._id ?? null);
      })
      .catch(() => setClients([]));
  }, []);

  useEffect(() => {
    if (!clientId) return;
    setGrants(null);
    callApi(Routes.clientGrants, { query: { clientId } })
      .then(setGrants)
      .catch((error: unknown) => notify(apiErrorMessage(error), { type: 'error' }));
  }, [clientId, notify]);

  const toggle = async (node: FlatPermission, on: boolean) => {
    if (!clientId || !grants) return;
    setBusy(true);
    try {
      if (on) {
        const answer = await callApi(Routes.grantClientPermission, { body: { clientId, permissionId: node._id } });
        setGrants({ ...grants, granted: answer.granted });
      } else {
        const answer = await callApi(Routes.revokeClientPermission, { params: { clientId, permissionId: node._id } });
        const revoked = new Set(answer.revoked);
        setGrants({ ...grants, granted: grants.granted.filter((id) => !revoked.has(id)) });
      }
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          Client Permissions
        </Typography>
        {clients === null && <LinearProgress />}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Tabs
            orientation="vertical"
            value={clientId ?? false}
            onChange={(_, value: string) => setClientId(value)}
            sx={{ borderRight: 1, borderColor: 'divider', minWidth: 220 }}
          >
            {(clients ?? []).map((c) => (
              <Tab key={c._id} value={c._id} label={c.name} sx={{ alignItems: 'flex-start', textAlign: 'left' }} />
            ))}
          </Tabs>
          <Box sx={{ flexGrow: 1 }}>
            {clientId && !grants && <LinearProgress />}
            {grants && (
              <PermissionTreeView
                label="Client permissions"
                nodes={flat}
                control={(node) => {
                  const state = triStateOf(flat, node, granted);
                  return (
                    <Checkbox
                      size="small"
                      disabled={busy}
                      checked={state === 'checked'}
                      indeterminate={state === 'indeterminate'}
                      slotProps={{ input: { 'aria-label': `Grant ${node.displayName}` } }}
                      onChange={(e) => void toggle(node, e.target.checked)}
                    />
                  );
                }}
              />
            )}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};
