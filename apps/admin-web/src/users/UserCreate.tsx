/** `/users/create`, the user form for a new user of the selected practice's client (spec 02 §2). */
import { Alert } from '@mui/material';
import { AdminMessages } from '@dental/contracts';
import { Create, SimpleForm } from 'react-admin';
import { useHasPermission } from '../access/useHasPermission';
import { useSavedThenList } from '../shared/useSavedThenList';
import { NEW_USER, userFormErrors } from './userForm';
import { UserInputs } from './UserInputs';
import { UserToolbar } from './UserToolbar';

export const UserCreate = () => {
  const canCreate = useHasPermission('user.create_users');
  return (
    <Create title="User Form" {...useSavedThenList(`Success: ${AdminMessages.userSaved}`)}>
      {canCreate && <Alert severity="info">Create User</Alert>}
      <SimpleForm defaultValues={NEW_USER} validate={userFormErrors} toolbar={<UserToolbar />}>
        <UserInputs creating />
      </SimpleForm>
    </Create>
  );
};
