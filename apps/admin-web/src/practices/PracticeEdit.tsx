/** `/client-practice/:id`: the 'Edit Practice' modal over the practices list. */
import { AdminMessages } from '@dental/contracts';
import { Edit, SimpleForm } from 'react-admin';
import { DialogToolbar, RecordDialog } from '../shared/RecordDialog';
import { useSavedThenList } from '../shared/useSavedThenList';
import { PracticeInputs, validatePractice } from './PracticeInputs';

export const PracticeEdit = ({ id }: { id: string }) => (
  <RecordDialog title="Edit Practice">
    <Edit id={id} title={false} component="div" actions={false} {...useSavedThenList(AdminMessages.practiceEdited)}>
      <SimpleForm validate={validatePractice} toolbar={<DialogToolbar />}>
        <PracticeInputs />
      </SimpleForm>
    </Edit>
  </RecordDialog>
);
