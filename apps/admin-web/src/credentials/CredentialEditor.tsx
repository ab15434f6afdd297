/**
 * The credential-group editor of `/credential-form` and `/credential-edit`: groups of key/value
 * properties, values masked until a user allowed to reveal them asks. A gear menu adds a group.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import SettingsIcon from '@mui/icons-material/Settings';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button, Card, CardContent, IconButton, LinearProgress, Menu, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { CredentialMessages, Routes } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../access/adminErrors';
import { useHasPermission } from '../access/useHasPermission';
import { callApi } from '../api/httpClient';
import { credentialsOf, groupsOf, groupsProblem, originsOf, type GroupRow } from './credentialGroups';

export const CredentialEditor = ({
  clientId,
  practiceId,
  id,
  fixed,
}: {
  clientId: string;
  practiceId: string;
  id?: string;
  fixed: boolean;
}) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const canReveal = useHasPermission('clientCredentials.reveal');
  const [groups, setGroups] = useState<GroupRow[] | null>(id ? null : []);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [removingGroup, setRemovingGroup] = useState<number | null>(null);
  const [clearing, setClearing] = useState(false);

  const load = async (reveal: boolean) => {
    if (!id) return;
    try {
      const set = await callApi(Routes.getCredentials, { params: { id }, query: reveal ? { reveal: 'true' } : {} });
      setGroups(groupsOf(set.credentials));
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    }
  };
  useEffect(() => {
    void load(false);
    // Loaded for the record this editor opened with.
  }, [id]);

  const update = (index: number, change: (g: GroupRow) => GroupRow) =>
    setGroups((gs) => (gs ?? []).map((g, i) => (i === index ? change(g) : g)));

  const save = async (next: GroupRow[]) => {
    const problem = groupsProblem(next);
    if (problem) {
      notify(problem, { type: 'warning' });
      return;
    }
    try {
      const set = await callApi(Routes.saveCredentials, {
        body: { clientId, practiceId, credentials: credentialsOf(next), origins: originsOf(next) },
      });
      setGroups(groupsOf(set.credentials));
      notify(CredentialMessages.saved, { type: 'success' });
      if (!fixed) navigate('/credential-edit', { state: { id: set._id, clientId, practiceId } });
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    }
  };

  const clearAll = async () => {
    setClearing(false);
    if (!id) return;
    try {
      await callApi(Routes.deleteCredentials, { params: { id } });
      notify(CredentialMessages.deletedAll, { type: 'success' });
      navigate('/credentials');
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    }
  };

  if (groups === null) return <LinearProgress />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Credential options" onClick={(e) => setMenu(e.currentTarget)}>
          <SettingsIcon />
        </IconButton>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          <MenuItem
            onClick={() => {
              setMenu(null);
              setGroups([...groups, { label: '', properties: [{ key: '', value: '' }] }]);
            }}
          >
            Add Credential
          </MenuItem>
        </Menu>
        {id && canReveal && (
          <Button startIcon={<VisibilityIcon />} onClick={() => void load(true)}>
            Reveal
          </Button>
        )}
        <Stack sx={{ flexGrow: 1 }} />
        {id && fixed && (
          <Button color="error" onClick={() => setClearing(true)}>
            Clear all Credential
          </Button>
        )}
        <Button variant="contained" onClick={() => void save(groups)}>
          Save
        </Button>
      </Stack>
      {groups.map((group, g) => (
        <Card key={g} variant="outlined">
          <CardContent>
            <Stack spacing={1}>
              <Stack direction="row" spacing={1}>
                <TextField
                  size="small"
                  label="Label"
                  value={group.label}
                  onChange={(e) => update(g, (x) => ({ ...x, label: e.target.value }))}
                />
                <Button onClick={() => update(g, (x) => ({ ...x, properties: [...x.properties, { key: '', value: '' }] }))}>
                  Add property
                </Button>
                <Stack sx={{ flexGrow: 1 }} />
                <IconButton aria-label={`Delete credential ${group.label}`} onClick={() => setRemovingGroup(g)}>
                  <DeleteIcon />
                </IconButton>
              </Stack>
              {group.properties.map((p, k) => (
                <Stack key={k} direction="row" spacing={1}>
                  <TextField
                    size="small"
                    label="Key"
                    value={p.key}
                    onChange={(e) =>
                      update(g, (x) => ({ ...x, properties: x.properties.map((q, i) => (i === k ? { ...q, key: e.target.value } : q)) }))
                    }
                  />
                  <TextField
                    size="small"
                    label="Value"
                    value={p.value}
                    onChange={(e) =>
                      update(g, (x) => ({ ...x, properties: x.properties.map((q, i) => (i === k ? { ...q, value: e.target.value } : q)) }))
                    }
                  />
                  <IconButton
                    aria-label="Delete property"
                    onClick={() => update(g, (x) => ({ ...x, properties: x.properties.filter((_, i) => i !== k) }))}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
          </CardContent>
        </Card>
      ))}
      {groups.length === 0 && <Typography variant="body2">-</Typography>}
      <Confirm
        isOpen={removingGroup !== null}
        title="Delete"
        content={CredentialMessages.confirmDelete}
        onConfirm={() => {
          const next = groups.filter((_, i) => i !== removingGroup);
          setRemovingGroup(null);
          void save(next);
        }}
        onClose={() => setRemovingGroup(null)}
      />
      <Confirm
        isOpen={clearing}
        title="Delete"
        content={CredentialMessages.confirmDeleteAll}
        onConfirm={() => void clearAll()}
        onClose={() => setClearing(false)}
      />
    </Stack>
  );
};
