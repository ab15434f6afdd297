/** `/clients/create`: the 'New Client' modal over the clients list, with the client's first user. */
import { AdminMessages } from '@dental/contracts';
import { Create, SimpleForm } from 'react-admin';
import { DialogToolbar, RecordDialog } from '../shared/RecordDialog';
import { useSavedThenList } from '../shared/useSavedThenList';
import { ClientInputs, validateNewClient } from './ClientInputs';

const NEW_CLIENT = {
  name: '',
  email: '',
  phone: '',
  zipCode: '',
  state: '',
  city: '',
  address: '',
  templateId: '',
  planTemplateId: '',
  user: { firstName: '', lastName: '', phone: '', email: '', password: '' },
};

export const ClientCreate = () => (
  <RecordDialog title="New Client" maxWidth="md">
    <Create title={false} component="div" actions={false} {...useSavedThenList(AdminMessages.clientSaved)}>
      <SimpleForm defaultValues={NEW_CLIENT} validate={validateNewClient} toolbar={<DialogToolbar />}>
        <ClientInputs withFirstUser />
      </SimpleForm>
    </Create>
  </RecordDialog>
);
