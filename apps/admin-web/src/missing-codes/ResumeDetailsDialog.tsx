/** Resume Details (spec 01 §3, §5): edit a record's details; PatientId, SubscriberId and ApptDate are locked. */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import {
  RESUME_DETAILS_FIELDS,
  RESUME_DETAILS_INCOMPLETE,
  RESUME_DETAILS_LOCKED,
  Routes,
  type ResumeDetails,
  type ResumeDetailsField,
} from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { callApi } from '../api/httpClient';

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
const CHOICES: Partial<Record<ResumeDetailsField, string[]>> = { type: ['FBD', 'ELG'], Relationship: ['Self', 'Spouse', 'Child', 'Other'] };
const DATES: ResumeDetailsField[] = ['PatientDOB', 'SubscriberDOB', 'ApptDate'];

export const ResumeDetailsDialog = ({
  id,
  canEdit,
  onClose,
}: {
  id: string | null;
  canEdit: boolean;
  onClose: (saved: boolean) => void;
}) => {
  const notify = useNotify();
  const [details, setDetails] = useState<ResumeDetails | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    setDetails(null);
    setProblem('');
    if (id)
      callApi(Routes.resumeDetails, { params: { id } }).then(setDetails, () => notify('Dear user, please try again', { type: 'error' }));
  }, [id, notify]);

  const save = async () => {
    if (!details || !id) return;
    if (RESUME_DETAILS_FIELDS.some((f) => !String(details[f] ?? '').trim())) {
      setProblem(RESUME_DETAILS_INCOMPLETE);
      return;
    }
    const body = Object.fromEntries(RESUME_DETAILS_FIELDS.filter((f) => !RESUME_DETAILS_LOCKED.includes(f)).map((f) => [f, details[f]]));
    try {
      await callApi(Routes.saveResumeDetails, { params: { id }, body });
      notify('Data saved successfully', { type: 'success' });
      onClose(true);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Dear user, please try again');
    }
  };

  return (
    <Dialog open={!!id} onClose={() => onClose(false)} maxWidth="md" fullWidth>
      <DialogTitle>Resume Details</DialogTitle>
      <DialogContent>
        {details && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, pt: 1 }} data-testid="resume-details">
            {RESUME_DETAILS_FIELDS.map((field) => (
              <TextField
                key={field}
                label={LABELS[field]}
                size="small"
                sx={{ width: 260 }}
                select={!!CHOICES[field]}
                type={DATES.includes(field) ? 'date' : 'text'}
                disabled={!canEdit || RESUME_DETAILS_LOCKED.includes(field)}
                value={details[field] ?? ''}
                onChange={(e) => setDetails({ ...details, [field]: e.target.value })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `resume-${field}` } }}
              >
                {(CHOICES[field] ?? []).map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
        )}
        {problem && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="resume-problem">
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        {canEdit && (
          <Button variant="contained" onClick={save} data-testid="resume-save">
            Save
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
