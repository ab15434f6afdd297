/**
 * `/permissions` (spec 02 §2): the system catalogue, one row per module, section and action in tree
 * order, each indented under its parent, with 'Add section' and, per row, Create element (not inside
 * an action), Edit and Delete (which removes the subtree after the spec's question).
 */
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Box, Chip, Stack } from '@mui/material';
import { PermissionMessages } from '@dental/contracts';
import { Button, CreateButton, DataTable, List, TopToolbar, useCreatePath, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ScreenRecord } from '../features';
import { RecordActions } from '../shared/RecordActions';
import { childTypes, PermissionDialogs } from './PermissionDialogs';
import type { FlatPermission } from './permissionTree';

type PermissionRow = ScreenRecord<FlatPermission>;

const CreateInside = () => {
  const record = useRecordContext<PermissionRow>();
  const createPath = useCreatePath();
  if (!record || childTypes(record).length === 0) return null;
  return (
    <Button
      component={Link}
      to={`${createPath({ resource: 'permissions', type: 'create' })}?parentId=${record.id}`}
      label="Create element"
      aria-label={`Create element in ${record.displayName}`}
    >
      <PlaylistAddIcon />
    </Button>
  );
};

export const PermissionList = () => (
  <List
    title="Permissions"
    perPage={1000}
    pagination={false}
    actions={
      <TopToolbar>
        <CreateButton label="Add section" />
      </TopToolbar>
    }
    exporter={false}
    storeKey={false}
    disableSyncWithLocation
    empty={false}
  >
    <DataTable<PermissionRow>
      aria-label="Permission catalogue"
      bulkActionButtons={false}
      rowClick={false}
      empty={
        <Box role="status" sx={{ p: 2 }}>
          {PermissionMessages.empty}
        </Box>
      }
    >
      <DataTable.Col
        source="displayName"
        label="Name"
        disableSort
        render={(node) => (
          <Box component="span" sx={{ pl: node.depth * 3, fontWeight: node.type === 'Action' ? 400 : 600 }}>
            {node.displayName}
          </Box>
        )}
      />
      <DataTable.Col source="type" label="Type" disableSort />
      <DataTable.Col source="code" label="Code" disableSort />
      <DataTable.Col source="name" label="Permission name" disableSort />
      <DataTable.Col
        label="Shown"
        render={(node) => (
          <Stack direction="row" spacing={0.5}>
            {node.restricted && <Chip size="small" label="Protected" />}
            {node.showInMenu && <Chip size="small" variant="outlined" label="Menu" />}
          </Stack>
        )}
      />
      <DataTable.Col label="Actions" align="right">
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <CreateInside />
          <RecordActions
            deleteTitle="Delete"
            deleteQuestion={PermissionMessages.confirmDelete}
            deletedMessage={PermissionMessages.deleted}
          />
        </Stack>
      </DataTable.Col>
    </DataTable>
    <PermissionDialogs />
  </List>
);
