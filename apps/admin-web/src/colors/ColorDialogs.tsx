/**
 * The 'Create new Color' and 'Edit Color' modals over the Flag Color table, opened from
 * `/colors/create` (for the client the table shows) and `/colors/:id`.
 */
import { ColorMessages, DEFAULT_COLOR_HEX } from '@dental/contracts';
import { Create, Edit, SimpleForm, useListContext } from 'react-admin';
import { DialogToolbar, RecordDialog, useDialogRoute } from '../shared/RecordDialog';
import { useSavedThenList } from '../shared/useSavedThenList';
import { ColorInputs, validateColor } from './ColorInputs';

const ColorCreate = ({ clientId }: { clientId: string }) => (
  <RecordDialog title="Create new Color" maxWidth="xs">
    <Create title={false} component="div" actions={false} {...useSavedThenList(ColorMessages.saved)}>
      <SimpleForm
        defaultValues={{ clientId, name: '', hexCode: DEFAULT_COLOR_HEX, colorPriority: '' }}
        validate={validateColor}
        toolbar={<DialogToolbar />}
      >
        <ColorInputs />
      </SimpleForm>
    </Create>
  </RecordDialog>
);

const ColorEdit = ({ id }: { id: string }) => (
  <RecordDialog title="Edit Color" maxWidth="xs">
    <Edit id={id} title={false} component="div" actions={false} {...useSavedThenList(ColorMessages.updated)}>
      <SimpleForm validate={validateColor} toolbar={<DialogToolbar />}>
        <ColorInputs />
      </SimpleForm>
    </Edit>
  </RecordDialog>
);

/** Inside the list, so a new colour goes to the client the table shows. */
export const ColorDialogs = () => {
  const { creating, editing } = useDialogRoute('colors');
  const { filterValues } = useListContext();
  const clientId = typeof filterValues.clientId === 'string' ? filterValues.clientId : '';
  return (
    <>
      {creating && clientId && <ColorCreate clientId={clientId} />}
      {editing && <ColorEdit id={editing} />}
    </>
  );
};
