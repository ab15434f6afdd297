/**
 * /profile: the signed-in user's names and phone, a react-admin `<Edit>` of the `profile` resource
 * ('Dear user, your data has been updated', checked by the contract's rules before it is sent), and
 * the devices and locations they signed in from, a `<DataTable>` of the `known-accesses` resource in
 * which each may be allowed or blocked (accountAdapter.ts).
 */
import { Box, Chip, Switch, Typography } from '@mui/material';
import { updateProfileSchema, type KnownAccess, type UserPermissions } from '@dental/contracts';
import {
  DataTable,
  Edit,
  ListBase,
  Loading,
  SaveButton,
  SimpleForm,
  TextInput,
  Title,
  Toolbar,
  useListContext,
  useNotify,
  usePermissions,
  useRecordContext,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { forgetUserAccess } from '../access/userAccess';
import type { ScreenRecord } from '../features';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { checkedBy } from '../shared/formErrors';
import { KNOWN_ACCESSES_RESOURCE, PROFILE_RESOURCE } from './accountAdapter';
import { formatPhone, phoneDigits } from './phoneMask';

export const ProfilePage = () => {
  const { permissions, isPending } = usePermissions<UserPermissions | undefined>();
  return (
    <>
      <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Profile' }]} />
      {isPending || !permissions ? (
        <>
          <Title title="Profile" />
          <Loading />
        </>
      ) : (
        <>
          <ProfileForm userId={permissions.user._id} />
          <KnownLocations />
        </>
      )}
    </>
  );
};

const validateProfile = checkedBy(updateProfileSchema);

const Email = () => <Typography variant="h6">{useRecordContext<{ email?: string }>()?.email}</Typography>;

const ProfileForm = ({ userId }: { userId: string }) => {
  const notify = useNotify();
  return (
    <Box data-testid="profile-form">
      <Edit
        resource={PROFILE_RESOURCE}
        id={userId}
        title="Profile"
        actions={false}
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: (answer: RaRecord) => {
            forgetUserAccess();
            notify(String(answer.message ?? ''), { type: 'success' });
          },
          onError: (error) => notify(apiErrorMessage(error), { type: 'error' }),
        }}
      >
        <SimpleForm
          validate={validateProfile}
          sx={{ maxWidth: 480 }}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          <Email />
          <TextInput source="firstName" label="First name" isRequired fullWidth />
          <TextInput source="lastName" label="Last name" isRequired fullWidth />
          <TextInput
            source="phone"
            label="Phone"
            placeholder="+1(###)###-####"
            format={(value?: string) => formatPhone(value ?? '')}
            parse={phoneDigits}
            helperText="Leave empty to keep your phone. Sign-in PINs go by SMS to it unless PINs by e-mail are set"
            fullWidth
          />
        </SimpleForm>
      </Edit>
    </Box>
  );
};

type Access = ScreenRecord<KnownAccess>;

const AllowedSwitch = () => {
  const access = useRecordContext<Access>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Access>();
  if (!access) return null;
  return (
    <Switch
      checked={access.state !== 'blocked'}
      disabled={isPending}
      onChange={() =>
        update(
          KNOWN_ACCESSES_RESOURCE,
          { id: access.id, data: { state: access.state === 'blocked' ? 'allowed' : 'blocked' }, previousData: access },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify('Changes are saved', { type: 'success' }),
            onError: (e) => notify(apiErrorMessage(e), { type: 'error' }),
          },
        )
      }
      slotProps={{ input: { 'aria-label': 'allowed' } }}
    />
  );
};

/** The list's failure in the page's words (react-admin's own would be a generic one). */
const LoadFailure = () => {
  const { error } = useListContext();
  return error ? <Typography color="error">Dear user, please try again.</Typography> : null;
};

const stateColor = (state: Access['state']) => (state === 'blocked' ? 'error' : state === 'pending' ? 'warning' : 'success');

const KnownLocations = () => (
  // The user's devices and locations are a handful, answered whole.
  <ListBase resource={KNOWN_ACCESSES_RESOURCE} perPage={1000} disableSyncWithLocation storeKey={false}>
    <Box sx={{ mt: 2 }} data-testid="known-accesses">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Devices and locations
      </Typography>
      <LoadFailure />
      <DataTable<Access> aria-label="Devices and locations" bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="browser" label="Browser" disableSort render={(a) => a.browser || '-'} />
        <DataTable.Col source="device" label="Device" disableSort render={(a) => a.device || '-'} />
        <DataTable.Col source="os" label="OS" disableSort render={(a) => a.os || '-'} />
        <DataTable.Col source="location" label="Location" disableSort />
        <DataTable.Col source="lastSeen" label="Last seen" disableSort render={(a) => new Date(a.lastSeen).toLocaleString()} />
        <DataTable.Col
          source="state"
          label="State"
          disableSort
          render={(a) => <Chip size="small" label={a.state} color={stateColor(a.state)} />}
        />
        <DataTable.Col label="Allowed" disableSort>
          <AllowedSwitch />
        </DataTable.Col>
      </DataTable>
    </Box>
  </ListBase>
);
