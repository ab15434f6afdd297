/**
 * `/user-form` (spec 02 §2-§5): edit mode when a user id arrives in navigation state, else create
 * mode for the selected practice's client. The permission tree offers what the client was granted;
 * any toggle clears the default page, whose choices are the menu pages among the selected permissions.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  LinearProgress,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { AdminMessages, Routes, type ClientGrants, type GrantedClient } from '@dental/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiErrorMessage } from '../access/adminErrors';
import { useHasPermission } from '../access/RequireRoutePermission';
import { callApi } from '../api/httpClient';
import { readAppSettings, selectedClientId, selectedPracticeIds } from '../practices/appSettings';
import { PermissionTreeView } from '../permissions/PermissionTreeView';
import { defaultPageChoices, flattenTree, toggleUserPermission, triStateOf } from '../permissions/permissionTree';
import { EMPTY_USER, userFormProblem, userPayload, type UserDraft } from './userForm';

interface Loaded {
  clientId: string;
  grants: ClientGrants;
  practices: GrantedClient | undefined;
}

export const UserFormPage = () => {
  const navigate = useNavigate();
  const notify = useNotify();
  const userId = (useLocation().state as { userId?: string } | null)?.userId;
  const canCreate = useHasPermission('user.create_users');
  const [draft, setDraft] = useState<UserDraft>(EMPTY_USER);
  const [permissionIds, setPermissionIds] = useState<Set<string>>(new Set());
  const [practiceIds, setPracticeIds] = useState<Set<string>>(new Set());
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<UserDraft>) => setDraft((d) => ({ ...d, ...patch }));

  useEffect(() => {
    (async () => {
      let clientId = selectedClientId(readAppSettings());
      if (userId) {
        const user = await callApi(Routes.findUser, { body: { userId } });
        clientId = user.clientId;
        setDraft({
          ...EMPTY_USER,
          firstName: user.firstName,
          lastName: user.lastName,
          user: user.user,
          phone: user.phone,
          defaultPath: user.defaultPath,
          canUseMultiPractice: user.setting.canUseMultiPractice,
          forcePinEmail: user.setting.forcePinEmail,
        });
        setPermissionIds(new Set(user.permission.permission));
        setPracticeIds(new Set(user.permission.practice));
      }
      if (!clientId) throw new Error(AdminMessages.selectConnection);
      const [grants, granted] = await Promise.all([
        callApi(Routes.clientGrants, { query: { clientId } }),
        callApi(Routes.grantedPractices),
      ]);
      setLoaded({ clientId, grants, practices: granted.find((c) => c.clientId === clientId) });
    })().catch((error: unknown) => setFailed(apiErrorMessage(error)));
  }, [userId]);

  const flat = useMemo(() => {
    const granted = new Set(loaded?.grants.granted ?? []);
    return flattenTree(loaded?.grants.permissions ?? []).filter((n) => granted.has(n._id));
  }, [loaded]);
  const pageChoices = useMemo(() => defaultPageChoices(flat, permissionIds), [flat, permissionIds]);

  const save = async () => {
    const problem = userFormProblem(draft, practiceIds.size);
    if (problem) {
      notify(problem, { type: 'warning' });
      return;
    }
    const practiceId =
      selectedPracticeIds(readAppSettings()).find((id) => loaded?.practices?.practices.some((p) => p._id === id)) ?? [...practiceIds][0];
    const body = { practices: [...practiceIds], permission: [...permissionIds], practiceId };
    setSaving(true);
    try {
      if (userId) await callApi(Routes.updateUser, { body: { ...body, payload: userPayload(draft, userId) } });
      else await callApi(Routes.saveUser, { body: { ...body, payload: userPayload(draft) } });
      notify(`Success: ${AdminMessages.userSaved}`, { type: 'success' });
      navigate('/users');
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  if (failed)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {failed}
      </Alert>
    );
  if (!loaded) return <LinearProgress sx={{ m: 2 }} />;

  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6">User Form</Typography>
        {!userId && canCreate && <Alert severity="info">Create User</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ mt: 2 }}>
          <Stack spacing={2} sx={{ flex: 1 }}>
            <TextField required label="First name" value={draft.firstName} onChange={(e) => set({ firstName: e.target.value })} />
            <TextField required label="Last name" value={draft.lastName} onChange={(e) => set({ lastName: e.target.value })} />
            <TextField required label="Email" value={draft.user} onChange={(e) => set({ user: e.target.value })} />
            <TextField
              required={!draft.forcePinEmail}
              label="Phone"
              placeholder="+_ ___-___-____"
              value={draft.phone}
              onChange={(e) => set({ phone: e.target.value })}
            />
            <TextField
              select
              required
              label="Default page"
              value={draft.defaultPath}
              onChange={(e) => set({ defaultPath: e.target.value })}
            >
              {pageChoices.map((c) => (
                <MenuItem key={c.path} value={c.path}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            {!userId && (
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.createPassword}
                    onChange={(e) => set({ createPassword: e.target.checked, password: '', confirmPassword: '' })}
                  />
                }
                label="Create Password?"
              />
            )}
            {draft.createPassword && (
              <>
                <TextField
                  required
                  type="password"
                  label="Password"
                  value={draft.password}
                  onChange={(e) => set({ password: e.target.value })}
                />
                <TextField
                  required
                  type="password"
                  label="Confirm password"
                  value={draft.confirmPassword}
                  onChange={(e) => set({ confirmPassword: e.target.value })}
                />
              </>
            )}
            <FormControlLabel
              control={<Switch checked={draft.canUseMultiPractice} onChange={(e) => set({ canUseMultiPractice: e.target.checked })} />}
              label="Can use multi practice"
            />
            <FormControlLabel
              control={<Switch checked={draft.forcePinEmail} onChange={(e) => set({ forcePinEmail: e.target.checked })} />}
              label="Send PIN by e-mail"
            />
            <Typography variant="subtitle2">Practices</Typography>
            {loaded.practices ? (
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {loaded.practices.clientName}
                </Typography>
                {loaded.practices.practices.map((p) => (
                  <FormControlLabel
                    key={p._id}
                    sx={{ display: 'flex' }}
                    control={
                      <Checkbox
                        checked={practiceIds.has(p._id)}
                        onChange={(e) => {
                          const next = new Set(practiceIds);
                          if (e.target.checked) next.add(p._id);
                          else next.delete(p._id);
                          setPracticeIds(next);
                        }}
                      />
                    }
                    label={p.name}
                  />
                ))}
              </Box>
            ) : (
              <Typography variant="body2">-</Typography>
            )}
          </Stack>
          <Box sx={{ flex: 1 }}>
            <Typography variant="subtitle2">Permissions</Typography>
            <PermissionTreeView
              nodes={flat}
              control={(node) => {
                const state = triStateOf(flat, node, permissionIds);
                return (
                  <Checkbox
                    size="small"
                    checked={permissionIds.has(node._id)}
                    indeterminate={!permissionIds.has(node._id) && state === 'indeterminate'}
                    slotProps={{ input: { 'aria-label': `Permission ${node.displayName}` } }}
                    onChange={(e) => {
                      setPermissionIds(toggleUserPermission(flat, permissionIds, node, e.target.checked));
                      set({ defaultPath: '' });
                    }}
                  />
                );
              }}
            />
          </Box>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void save()} disabled={saving}>
            Save
          </Button>
          <Button onClick={() => navigate('/users')}>Cancel</Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
