/**
 * Resume Details (spec 01 §3, §5), `/missingCode/:id`: a record's details in a modal over the
 * missing-code list, an `<Edit>` checked by the save's contract schema. PatientId, SubscriberId and
 * ApptDate are shown locked; without missingCode.edit_missingcode every field is read only and there
 * is no Save.
 */
import { Box, Button, DialogActions } from '@mui/material';
import { resumeDetailsRequestSchema, type ResumeDetailsField } from '@dental/contracts';
import { DateInput, Edit, SelectInput, SimpleForm, TextInput, useRefresh } from 'react-admin';
import { useHasPermission } from '../access/useHasPermission';
import { checkedBy } from '../shared/formErrors';
import { DialogToolbar, RecordDialog, useCloseDialog } from '../shared/RecordDialog';
import { useSavedThenList } from '../shared/useSavedThenList';

const LABELS: Record<ResumeDetailsField, string> = {
  CarrierName: 'Carrier Name',
  type: 'Record Type',
  EmployerName: 'Employer Name',
  MemberID: 'Member ID',
  PatientFirstName: 'Patient First Name',
  PatientLastName: 'Patient Last Name',
  PatientDOB: 'Patient DOB',
  PatientId: 'Patient Id',
  Relationship: 'Relationship',
  SubscriberDOB: 'Subscriber DOB',
  SubscriberFirstName: 'Subscriber First Name',
  SubscriberLastName: 'Subscriber Last Name',
  SubscriberId: 'Subscriber Id',
  ApptDate: 'Appointment Date',
};
const choices = (values: string[]) => values.map((v) => ({ id: v, name: v }));
const TYPES = choices(['FBD', 'ELG']);
const RELATIONSHIPS = choices(['Self', 'Spouse', 'Child', 'Other']);

/** The save's schema checks only the fields it takes (the locked ones are shown, not sent). */
const SAVED_FIELDS = Object.keys(resumeDetailsRequestSchema.shape);
const check = checkedBy(resumeDetailsRequestSchema);
export const validateResumeDetails = (values: Record<string, unknown>) =>
  check(Object.fromEntries(SAVED_FIELDS.filter((f) => f in values).map((f) => [f, values[f]])));

/**
 * The list's row is already in react-admin's cache under the record's id; asking under its own key
 * makes the form wait for the Resume Details themselves.
 */
const DETAILS = { meta: { resumeDetails: true } };

const CloseOnly = () => {
  const close = useCloseDialog();
  return (
    <DialogActions>
      <Button onClick={close}>Close</Button>
    </DialogActions>
  );
};

export const ResumeDetailsEdit = ({ id }: { id: string }) => {
  const canEdit = useHasPermission('missingCode.edit_missingcode');
  const refresh = useRefresh();
  const saved = useSavedThenList('Data saved successfully');
  const input = (field: ResumeDetailsField, locked = false) => ({
    source: field,
    label: LABELS[field],
    disabled: !canEdit || locked,
    helperText: false as const,
    sx: { width: 260 },
  });
  return (
    <RecordDialog title="Resume Details" maxWidth="md">
      <Edit
        id={id}
        title={false}
        component="div"
        actions={false}
        queryOptions={DETAILS}
        mutationMode={saved.mutationMode}
        mutationOptions={{
          ...DETAILS,
          onError: saved.mutationOptions.onError,
          onSuccess: () => {
            saved.mutationOptions.onSuccess();
            refresh();
          },
        }}
      >
        <SimpleForm validate={validateResumeDetails} toolbar={canEdit ? <DialogToolbar saveTestId="resume-save" /> : <CloseOnly />}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }} data-testid="resume-details">
            <TextInput {...input('CarrierName')} />
            <SelectInput {...input('type')} choices={TYPES} />
            <TextInput {...input('EmployerName')} />
            <TextInput {...input('MemberID')} />
            <TextInput {...input('PatientFirstName')} />
            <TextInput {...input('PatientLastName')} />
            <DateInput {...input('PatientDOB')} />
            <TextInput {...input('PatientId', true)} />
            <SelectInput {...input('Relationship')} choices={RELATIONSHIPS} />
            <DateInput {...input('SubscriberDOB')} />
            <TextInput {...input('SubscriberFirstName')} />
            <TextInput {...input('SubscriberLastName')} />
            <TextInput {...input('SubscriberId', true)} />
            <DateInput {...input('ApptDate', true)} />
          </Box>
        </SimpleForm>
      </Edit>
    </RecordDialog>
  );
};
