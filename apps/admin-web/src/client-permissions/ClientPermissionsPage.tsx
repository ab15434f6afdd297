/**
 * `/clients/permissions` (spec 02 §2, §4): tabs per client on the left, the catalogue as a tri-state
 * checkbox tree on the right. The chosen client is in the address (`/clients/permissions/:clientId`),
 * so a reload or a link opens the same tab. Each toggle is saved at once through the
 * client-permissions resource and waits for the server: the tree changes only when it agrees, so a
 * refused call leaves the checkbox as it was and shows the server's message.
 */
import { Box, Checkbox, LinearProgress, Tab, Tabs } from '@mui/material';
import type { ClientGrants, GrantedClient } from '@dental/contracts';
import { useMemo } from 'react';
import { Edit, Title, useGetList, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PermissionTreeView } from '../permissions/PermissionTreeView';
import { flattenTree, triStateOf, type FlatPermission } from '../permissions/permissionTree';
import type { GrantToggle } from './clientPermissionsAdapter';

type GrantsRecord = ClientGrants & { id: string };
type ConnectionRecord = GrantedClient & { id: string };

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'clientName', order: 'ASC' as const } };
const pathOf = (clientId: string) => `/clients/permissions/${clientId}`;

const GrantTree = () => {
  const grants = useRecordContext<GrantsRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<GrantsRecord & { toggle?: GrantToggle }>();
  const flat = useMemo(() => flattenTree(grants?.permissions ?? []), [grants]);
  const granted = useMemo(() => new Set(grants?.granted ?? []), [grants]);
  if (!grants) return null;

  const toggle = (node: FlatPermission, on: boolean) => {
    const change: GrantToggle = { permissionId: node._id, granted: on };
    void update(
      'client-permissions',
      { id: grants.id, data: { toggle: change }, previousData: grants },
      {
        mutationMode: 'pessimistic',
        onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      },
    );
  };

  return (
    <PermissionTreeView
      label="Client permissions"
      nodes={flat}
      control={(node) => {
        const state = triStateOf(flat, node, granted);
        return (
          <Checkbox
            size="small"
            disabled={isPending}
            checked={state === 'checked'}
            indeterminate={state === 'indeterminate'}
            slotProps={{ input: { 'aria-label': `Grant ${node.displayName}` } }}
            onChange={(e) => toggle(node, e.target.checked)}
          />
        );
      }}
    />
  );
};

export const ClientPermissionsPage = () => {
  const { clientId } = useParams<{ clientId?: string }>();
  const navigate = useNavigate();
  const { data: clients, isPending } = useGetList<ConnectionRecord>('connections', ALL);
  if (isPending) return <LinearProgress aria-label="Loading the clients" />;
  // Without a client in the address, the first client's tab.
  if (!clientId && clients?.[0]) return <Navigate to={pathOf(clients[0].id)} replace />;
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
      <Title title="Client Permissions" />
      <Tabs
        orientation="vertical"
        aria-label="Clients"
        value={clients?.some((c) => c.id === clientId) ? clientId : false}
        onChange={(_, value: string) => navigate(pathOf(value))}
        sx={{ borderRight: 1, borderColor: 'divider', minWidth: 220 }}
      >
        {(clients ?? []).map((c) => (
          <Tab key={c.id} value={c.id} label={c.clientName} sx={{ alignItems: 'flex-start', textAlign: 'left' }} />
        ))}
      </Tabs>
      <Box sx={{ flexGrow: 1 }}>
        {clientId && (
          <Edit resource="client-permissions" id={clientId} title="Client Permissions" actions={false} component="div">
            <GrantTree />
          </Edit>
        )}
      </Box>
    </Box>
  );
};
