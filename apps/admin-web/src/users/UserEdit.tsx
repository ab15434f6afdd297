/** `/users/:id`, the user form for an existing user (spec 02 §2); saved, it returns to the list. */
import { AdminMessages } from '@dental/contracts';
import { Edit, SimpleForm } from 'react-admin';
import { useSavedThenList } from '../shared/useSavedThenList';
import { userFormErrors } from './userForm';
import { UserInputs } from './UserInputs';
import { UserToolbar } from './UserToolbar';

export const UserEdit = () => (
  <Edit title="User Form" {...useSavedThenList(`Success: ${AdminMessages.userSaved}`)}>
    <SimpleForm validate={userFormErrors} toolbar={<UserToolbar />}>
      <UserInputs />
    </SimpleForm>
  </Edit>
);
