/** `/clients/:id`: the 'Edit Client' modal over the clients list. */
import { AdminMessages } from '@dental/contracts';
import { Edit, SimpleForm } from 'react-admin';
import { DialogToolbar, RecordDialog } from '../shared/RecordDialog';
import { useSavedThenList } from '../shared/useSavedThenList';
import { ClientInputs, validateClient } from './ClientInputs';

export const ClientEdit = ({ id }: { id: string }) => (
  <RecordDialog title="Edit Client" maxWidth="md">
    <Edit id={id} title={false} component="div" actions={false} {...useSavedThenList(AdminMessages.clientEdited)}>
      <SimpleForm validate={validateClient} toolbar={<DialogToolbar />}>
        <ClientInputs />
      </SimpleForm>
    </Edit>
  </RecordDialog>
);
