/** `/client-practice/create`: the 'New Practice' modal over the practices list. */
import { AdminMessages } from '@dental/contracts';
import { Create, SimpleForm } from 'react-admin';
import { DialogToolbar, RecordDialog } from '../shared/RecordDialog';
import { useSavedThenList } from '../shared/useSavedThenList';
import { NEW_PRACTICE, PracticeInputs, validatePractice } from './PracticeInputs';

export const PracticeCreate = () => (
  <RecordDialog title="New Practice">
    <Create title={false} component="div" actions={false} {...useSavedThenList(AdminMessages.practiceSaved)}>
      <SimpleForm defaultValues={NEW_PRACTICE} validate={validatePractice} toolbar={<DialogToolbar />}>
        <PracticeInputs />
      </SimpleForm>
    </Create>
  </RecordDialog>
);
