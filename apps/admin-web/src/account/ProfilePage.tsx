/**
 * /profile: the signed-in user's names and phone (POST /api/v2/users/updateProfile, 'Dear user,
 * your data has been updated') and the devices and locations they signed in from, each of which
 * they may allow or block (GET /api/v2/users/access/all, PUT /api/access/set/state).
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Loading, Title, useNotify, usePermissions } from 'react-admin';
import { Routes, type KnownAccess, type UserPermissions } from '@dental/contracts';
import { apiErrorMessage } from '../access/adminErrors';
import { callApi } from '../api/httpClient';
import { forgetUserAccess } from '../access/userAccess';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { formatPhone, phoneDigits } from './phoneMask';

export const ProfilePage = () => {
  const { permissions, isPending } = usePermissions<UserPermissions | undefined>();
  return (
    <>
      <Title title="Profile" />
      <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Profile' }]} />
      {isPending || !permissions ? (
        <Loading />
      ) : (
        <Stack spacing={2}>
          <ProfileForm user={permissions.user} />
          <KnownLocations />
        </Stack>
      )}
    </>
  );
};

const ProfileForm = ({ user }: { user: UserPermissions['user'] }) => {
  const notify = useNotify();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await callApi(Routes.updateProfile, {
        body: { firstName, lastName, ...(phone ? { phone: phoneDigits(phone) } : {}) },
      });
      forgetUserAccess();
      notify(answer.message, { type: 'success' });
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 480 }} data-testid="profile-form">
          <Typography variant="h6">{user.email}</Typography>
          <TextField
            label="First name"
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Last name"
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Phone"
            placeholder="+1(###)###-####"
            value={phone}
            onChange={(e) => setPhone(formatPhone(e.target.value))}
            helperText="Leave empty to keep your phone. Sign-in PINs go by SMS to it unless PINs by e-mail are set"
          />
          <Box>
            <Button type="submit" variant="contained" disabled={busy || firstName.trim() === '' || lastName.trim() === ''}>
              Save
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
};

const KnownLocations = () => {
  const notify = useNotify();
  const [accesses, setAccesses] = useState<KnownAccess[]>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callApi(Routes.knownAccesses)
      .then(setAccesses)
      .catch(() => setFailed(true));
  }, []);

  const toggle = async (access: KnownAccess) => {
    const state = access.state === 'blocked' ? 'allowed' : 'blocked';
    try {
      const changed = await callApi(Routes.setAccessState, { body: { accessId: access._id, state } });
      setAccesses((all) => all?.map((a) => (a._id === changed._id ? changed : a)));
      notify('Changes are saved', { type: 'success' });
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
    }
  };

  return (
    <Card>
      <CardContent>
        <Typography variant="h6" sx={{ mb: 1 }}>
          Devices and locations
        </Typography>
        {failed && <Alert severity="error">Dear user, please try again.</Alert>}
        {!accesses && !failed && <Loading />}
        {accesses && (
          <Table size="small" data-testid="known-accesses">
            <TableHead>
              <TableRow>
                <TableCell>Browser</TableCell>
                <TableCell>Device</TableCell>
                <TableCell>OS</TableCell>
                <TableCell>Location</TableCell>
                <TableCell>Last seen</TableCell>
                <TableCell>State</TableCell>
                <TableCell>Allowed</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accesses.map((access) => (
                <TableRow key={access._id}>
                  <TableCell>{access.browser || '-'}</TableCell>
                  <TableCell>{access.device || '-'}</TableCell>
                  <TableCell>{access.os || '-'}</TableCell>
                  <TableCell>{access.location}</TableCell>
                  <TableCell>{new Date(access.lastSeen).toLocaleString()}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={access.state}
                      color={access.state === 'blocked' ? 'error' : access.state === 'pending' ? 'warning' : 'success'}
                    />
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={access.state !== 'blocked'}
                      onChange={() => toggle(access)}
                      slotProps={{ input: { 'aria-label': 'allowed' } }}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};
