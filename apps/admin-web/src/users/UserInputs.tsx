/**
 * The user form's fields (spec 02 §2-§5): the user's details, the practices of the user's client,
 * the permissions the client was granted as a tree, and a default page among the menu pages of the
 * chosen permissions. Any permission toggle clears the default page; 'Create Password?' (new users
 * only) clears both password fields.
 */
import { Alert, Box, LinearProgress, Stack } from '@mui/material';
import { AdminMessages, type ClientGrants, type GrantedClient } from '@dental/contracts';
import { useMemo, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BooleanInput,
  CheckboxGroupInput,
  PasswordInput,
  SelectInput,
  TextInput,
  useGetList,
  useGetOne,
  useRecordContext,
} from 'react-admin';
import { PermissionTreeInput } from '../permissions/PermissionTreeInput';
import { defaultPageChoices, flattenTree } from '../permissions/permissionTree';
import { readAppSettings, selectedClientId } from '../practices/appSettings';
import type { UserFormValues } from './userForm';

type GrantsRecord = ClientGrants & { id: string };
type ConnectionRecord = GrantedClient & { id: string };

export const UserInputs = ({ creating = false }: { creating?: boolean }) => {
  const record = useRecordContext<UserFormValues & { id?: string }>();
  // A user belongs to one client: the form offers that client's grants and practices.
  const [clientId] = useState(() => record?.clientId ?? selectedClientId(readAppSettings()));
  const grants = useGetOne<GrantsRecord>('client-permissions', { id: clientId ?? '' }, { enabled: !!clientId });
  const connections = useGetList<ConnectionRecord>('connections');
  const { setValue } = useFormContext<UserFormValues>();
  const chosen = useWatch<UserFormValues, 'permission.permission'>({ name: 'permission.permission' });
  const createPassword = useWatch<UserFormValues, 'createPassword'>({ name: 'createPassword' });

  const nodes = useMemo(() => {
    const granted = new Set(grants.data?.granted ?? []);
    return flattenTree(grants.data?.permissions ?? []).filter((n) => granted.has(n._id));
  }, [grants.data]);
  const pageChoices = useMemo(() => defaultPageChoices(nodes, new Set(chosen ?? [])), [nodes, chosen]);
  const practices = connections.data?.find((c) => c.id === clientId)?.practices ?? [];

  if (!clientId) return <Alert severity="info">{AdminMessages.selectConnection}</Alert>;
  if (grants.error) return <Alert severity="warning">{String((grants.error as Error).message)}</Alert>;
  if (grants.isPending || connections.isPending) return <LinearProgress aria-label="Loading the user form" />;

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1 }}>
        <TextInput source="firstName" label="First name" />
        <TextInput source="lastName" label="Last name" />
        <TextInput source="user" label="Email" />
        <TextInput source="phone" label="Phone" placeholder="+_ ___-___-____" />
        <SelectInput source="defaultPath" label="Default page" choices={pageChoices} optionText="name" optionValue="path" />
        {creating && (
          <BooleanInput
            source="createPassword"
            label="Create Password?"
            onChange={() => {
              setValue('password', '');
              setValue('confirmPassword', '');
            }}
          />
        )}
        {createPassword && (
          <>
            <PasswordInput source="password" label="Password" />
            <PasswordInput source="confirmPassword" label="Confirm password" />
          </>
        )}
        <BooleanInput source="setting.canUseMultiPractice" label="Can use multi practice" />
        <BooleanInput source="setting.forcePinEmail" label="Send PIN by e-mail" />
        <CheckboxGroupInput
          source="permission.practice"
          label="Practices"
          choices={practices}
          optionText="name"
          optionValue="_id"
          row={false}
        />
      </Box>
      <Box sx={{ flex: 1 }}>
        <PermissionTreeInput
          source="permission.permission"
          label="Permissions"
          nodes={nodes}
          onToggle={() => setValue('defaultPath', '', { shouldDirty: true })}
        />
      </Box>
    </Stack>
  );
};
