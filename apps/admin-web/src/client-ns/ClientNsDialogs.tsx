/** The 'Create NS' and 'Edit NS' modals over the NS keys list, opened from `/client-ns/create` and `/client-ns/:id`. */
import { NsKeyMessages } from '@dental/contracts';
import { Create, Edit, SimpleForm } from 'react-admin';
import { DialogToolbar, RecordDialog } from '../shared/RecordDialog';
import { useSavedThenList } from '../shared/useSavedThenList';
import { ClientNsInputs, validateNsKey } from './ClientNsInputs';

export const ClientNsCreate = () => (
  <RecordDialog title="Create NS" maxWidth="xs">
    <Create title={false} component="div" actions={false} {...useSavedThenList(NsKeyMessages.saved)}>
      <SimpleForm defaultValues={{ clientId: '', key: '' }} validate={validateNsKey} toolbar={<DialogToolbar />}>
        <ClientNsInputs />
      </SimpleForm>
    </Create>
  </RecordDialog>
);

export const ClientNsEdit = ({ id }: { id: string }) => (
  <RecordDialog title="Edit NS" maxWidth="xs">
    <Edit id={id} title={false} component="div" actions={false} {...useSavedThenList(NsKeyMessages.saved)}>
      <SimpleForm validate={validateNsKey} toolbar={<DialogToolbar />}>
        <ClientNsInputs />
      </SimpleForm>
    </Edit>
  </RecordDialog>
);
