/** `/permissions` (spec 02 §2): the system catalogue as a tree with Add section and per-node edit, delete and create. */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { Alert, Box, Button, Card, CardContent, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import { PermissionMessages, Routes, type PermissionType, type SystemPermissionNode } from '@dental/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { callApi } from '../api/httpClient';
import { PermissionElementDialog, type ElementDraft } from './PermissionElementDialog';
import { PermissionTreeView } from './PermissionTreeView';
import { flattenTree, type FlatPermission } from './permissionTree';

type Editing = { mode: 'create'; draft: ElementDraft; types: PermissionType[] } | { mode: 'edit'; id: string; draft: ElementDraft };

const EMPTY: Omit<ElementDraft, 'type' | 'parentId'> = {
  displayName: '',
  name: '',
  showInMenu: false,
  restricted: false,
  url: '',
  icon: '',
  groupName: '',
};

function childTypes(parent: FlatPermission): PermissionType[] {
  return parent.type === 'Module' ? ['Section'] : ['Section', 'Action'];
}

export const PermissionsPage = () => {
  const notify = useNotify();
  const [tree, setTree] = useState<SystemPermissionNode[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<FlatPermission | null>(null);
  const flat = useMemo(() => flattenTree(tree ?? []), [tree]);

  const load = useCallback(async () => {
    try {
      setTree(await callApi(Routes.listSystemPermissions));
    } catch {
      setTree([]);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const save = async (draft: ElementDraft) => {
    if (!editing) return;
    try {
      if (editing.mode === 'create') {
        await callApi(Routes.createSystemPermission, { body: draft });
        notify(PermissionMessages.created, { type: 'success' });
      } else {
        await callApi(Routes.updateSystemPermission, { params: { id: editing.id }, body: draft });
        notify(PermissionMessages.updated, { type: 'success' });
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
      await callApi(Routes.deleteSystemPermission, { params: { id: deleting._id } });
      notify(PermissionMessages.deleted, { type: 'success' });
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
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6">Permissions</Typography>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            startIcon={<AddIcon />}
            variant="contained"
            onClick={() => setEditing({ mode: 'create', types: ['Module'], draft: { ...EMPTY, type: 'Module', parentId: null } })}
          >
            Add section
          </Button>
        </Stack>
        {tree === null && <LinearProgress />}
        {tree?.length === 0 && <Alert severity="info">{PermissionMessages.empty}</Alert>}
        <PermissionTreeView
          label="Permission catalogue"
          nodes={flat}
          actions={(node) => (
            <>
              {node.type !== 'Action' && (
                <Tooltip title="Create element">
                  <IconButton
                    size="small"
                    aria-label={`Create element in ${node.displayName}`}
                    onClick={() =>
                      setEditing({
                        mode: 'create',
                        types: childTypes(node),
                        draft: { ...EMPTY, type: childTypes(node)[0], parentId: node._id },
                      })
                    }
                  >
                    <PlaylistAddIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              <Tooltip title="Edit">
                <IconButton
                  size="small"
                  aria-label={`Edit ${node.displayName}`}
                  onClick={() => setEditing({ mode: 'edit', id: node._id, draft: { ...node, parentId: node.parentId } })}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title="Delete">
                <IconButton size="small" aria-label={`Delete ${node.displayName}`} onClick={() => setDeleting(node)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </>
          )}
        />
      </CardContent>
      {editing && (
        <PermissionElementDialog
          title={editing.mode === 'create' ? 'Create element' : 'Edit element'}
          initial={editing.draft}
          types={editing.mode === 'create' ? editing.types : [editing.draft.type]}
          onCancel={() => setEditing(null)}
          onSave={save}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title="Delete"
        content={PermissionMessages.confirmDelete}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
