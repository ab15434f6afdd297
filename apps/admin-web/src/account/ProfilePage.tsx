/**
 * /profile: the signed-in user's names and phone (the `profile` resource's update, 'Dear user,
 * your data has been updated') and the devices and locations they signed in from, each of which
 * they may allow or block (the `known-accesses` resource; accountAdapter.ts).
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
import { useState, type FormEvent } from 'react';
import { Loading, Title, useGetList, useNotify, usePermissions, useUpdate } from 'react-admin';
import type { KnownAccess, UserPermissions } from '@dental/contracts';
import { apiErrorMessage } from '../access/adminErrors';
import { forgetUserAccess } from '../access/userAccess';
import type { ScreenRecord } from '../features';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { KNOWN_ACCESSES_RESOURCE, PROFILE_RESOURCE } from './accountAdapter';
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

/** What the profile's update answers: the fields saved and the server's message. */
interface ProfileSaved {
  id: string;
  firstName: string;
  lastName: string;
  phone?: string;
  message?: string;
}

const ProfileForm = ({ user }: { user: UserPermissions['user'] }) => {
  const notify = useNotify();
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [phone, setPhone] = useState('');
  const [update, { isPending: busy }] = useUpdate<ProfileSaved>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update(
      PROFILE_RESOURCE,
      {
        id: user._id,
        data: { firstName, lastName, phone: phone ? phoneDigits(phone) : '' },
        previousData: { id: user._id, firstName: user.firstName, lastName: user.lastName },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: (answer) => {
          forgetUserAccess();
          notify(answer.message ?? '', { type: 'success' });
        },
        onError: (error) => notify(apiErrorMessage(error), { type: 'error' }),
      },
    );
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

type Access = ScreenRecord<KnownAccess>;

const KnownLocations = () => {
  const notify = useNotify();
  // The user's devices and locations are a handful, answered whole.
  const { data: accesses, error } = useGetList<Access>(KNOWN_ACCESSES_RESOURCE, { pagination: { page: 1, perPage: 1000 } });
  const failed = !!error;
  const [update] = useUpdate<Access>();

  const toggle = (access: Access) =>
    update(
      KNOWN_ACCESSES_RESOURCE,
      { id: access.id, data: { state: access.state === 'blocked' ? 'allowed' : 'blocked' }, previousData: access },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('Changes are saved', { type: 'success' }),
        onError: (e) => notify(apiErrorMessage(e), { type: 'error' }),
      },
    );

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
                <TableRow key={access.id}>
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
