/**
 * Patient Info tab (spec 01 §3, §5): the patient fields with the carrier name rules, MM/dd/yyyy
 * dates, the masked MemberID with show/hide, the required-fields policy ('Cannot update') and the
 * mismatch check against the spreadsheet record, which asks before saving. Read-only when audited.
 */
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Alert, Box, Button, Grid, IconButton, InputAdornment, MenuItem, Stack, TextField } from '@mui/material';
import {
  DetailMessages,
  carrierNameProblem,
  dayToUsDate,
  missingRequiredPatientFields,
  patientInfoMismatches,
  requiredFieldsMessage,
  usDateToDay,
  type PatientInfo,
  type SpreadsheetRecord,
  type TransactionDetail,
} from '@dental/contracts';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { useConfirmation } from '../shared/useConfirmation';
import { maskMemberId } from './detailRules';
import { PATIENT_INFO_RESOURCE, SPREADSHEETS_RESOURCE } from './transactionDetailAdapters';

/** The transaction as the data provider answers it: its `_id` as `id`. */
type TransactionRecord = Omit<TransactionDetail, '_id'> & { id: string };

type Field = keyof PatientInfo;
const DATE_FIELDS: Field[] = ['ApptDate', 'PatientDOB', 'SubscriberDOB'];
const LAYOUT: { field: Field; label: string; locked?: boolean }[] = [
  { field: 'type', label: 'Type' },
  { field: 'policyType', label: 'Policy type' },
  { field: 'CarrierName', label: 'Carrier name' },
  { field: 'EmployerName', label: 'Employer name' },
  { field: 'MemberID', label: 'Member ID' },
  { field: 'Relationship', label: 'Relationship' },
  { field: 'PatientId', label: 'Patient ID', locked: true },
  { field: 'PatientFirstName', label: 'Patient first name' },
  { field: 'PatientLastName', label: 'Patient last name' },
  { field: 'PatientDOB', label: 'Patient DOB' },
  { field: 'SubscriberId', label: 'Subscriber ID', locked: true },
  { field: 'SubscriberFirstName', label: 'Subscriber first name' },
  { field: 'SubscriberLastName', label: 'Subscriber last name' },
  { field: 'SubscriberDOB', label: 'Subscriber DOB' },
  { field: 'ApptDate', label: 'Appointment date', locked: true },
];

function formOf(detail: TransactionDetail): Record<Field, string> {
  const form = {} as Record<Field, string>;
  for (const { field } of LAYOUT) form[field] = DATE_FIELDS.includes(field) ? dayToUsDate(detail[field]) : String(detail[field] ?? '');
  return form;
}

export const PatientInfoTab = ({
  detail,
  canUpdate,
  onSaved,
}: {
  detail: TransactionDetail;
  canUpdate: boolean;
  onSaved: (d: TransactionDetail) => void;
}) => {
  const notify = useNotify();
  // Read the spreadsheet, ask, then save: one flow, so the data provider is called in turn rather than through hooks.
  const dataProvider = useDataProvider();
  const [form, setForm] = useState(() => formOf(detail));
  const [showMember, setShowMember] = useState(false);
  const [saving, setSaving] = useState(false);
  const [ask, confirmation] = useConfirmation();
  const readOnly = detail.audited || !canUpdate;

  const problemOf = (field: Field): string => {
    const value = form[field];
    if (field === 'CarrierName') return carrierNameProblem(value);
    if (DATE_FIELDS.includes(field) && value !== '' && !usDateToDay(value)) return 'i.e. 12/31/2021';
    return '';
  };

  const save = async () => {
    const missing = missingRequiredPatientFields(form);
    if (missing.length > 0) return notify(`${DetailMessages.cannotUpdate}: ${requiredFieldsMessage(missing)}`, { type: 'warning' });
    if (LAYOUT.some(({ field }) => problemOf(field))) return notify(DetailMessages.invalidForm, { type: 'warning' });
    setSaving(true);
    try {
      const { data: sheet } = await dataProvider.getOne<SpreadsheetRecord & { id: string }>(SPREADSHEETS_RESOURCE, { id: detail._id });
      const info = { ...form, PatientDOB: usDateToDay(form.PatientDOB) ?? '', SubscriberDOB: usDateToDay(form.SubscriberDOB) ?? '' };
      const mismatches = patientInfoMismatches(info, sheet);
      if (
        mismatches.length > 0 &&
        !(await ask(
          'Update patient info',
          <Box component="span" sx={{ whiteSpace: 'pre-line' }}>{`${DetailMessages.mismatchQuestion}\n\n${mismatches.join('\n')}`}</Box>,
        ))
      )
        return;
      const { ApptDate: _apptDate, PatientId: _patientId, SubscriberId: _subscriberId, type, ...fields } = form;
      const data = { practiceId: detail.practiceId, ...fields, ...(type ? { type } : {}) };
      const { data: saved } = await dataProvider.update<TransactionRecord>(PATIENT_INFO_RESOURCE, {
        id: detail._id,
        data,
        previousData: { id: detail._id },
      });
      notify(DetailMessages.dataUpdated, { type: 'success' });
      const { id: savedId, ...savedFields } = saved;
      onSaved({ ...savedFields, _id: String(savedId) });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="patient-info-tab">
      {confirmation}
      {detail.audited && <Alert severity="warning">{DetailMessages.readOnly}</Alert>}
      <Grid container spacing={2}>
        {LAYOUT.map(({ field, label, locked }) => {
          const problem = problemOf(field);
          const member = field === 'MemberID';
          return (
            <Grid key={field} size={{ xs: 12, sm: 6, md: 4 }}>
              <TextField
                fullWidth
                size="small"
                label={label}
                select={field === 'type'}
                value={member && !showMember ? maskMemberId(form[field]) : form[field]}
                disabled={readOnly || locked || (member && !showMember)}
                error={!!problem}
                helperText={problem || (DATE_FIELDS.includes(field) ? 'MM/dd/yyyy' : ' ')}
                required={
                  (['policyType', 'CarrierName', 'PatientFirstName', 'PatientLastName', 'type'] as Field[]).includes(field) &&
                  !(field === 'policyType' && form.type === 'ELG')
                }
                onChange={(e) => setForm({ ...form, [field]: e.target.value })}
                slotProps={{
                  htmlInput: { 'data-testid': `patient-${field}`, ...(field === 'CarrierName' ? { maxLength: 50 } : {}) },
                  input: member
                    ? {
                        endAdornment: (
                          <InputAdornment position="end">
                            <IconButton
                              size="small"
                              aria-label={showMember ? 'Hide member id' : 'Show member id'}
                              onClick={() => setShowMember((s) => !s)}
                            >
                              {showMember ? <VisibilityOffIcon /> : <VisibilityIcon />}
                            </IconButton>
                          </InputAdornment>
                        ),
                      }
                    : undefined,
                }}
              >
                {field === 'type' &&
                  ['FBD', 'ELG'].map((t) => (
                    <MenuItem key={t} value={t}>
                      {t}
                    </MenuItem>
                  ))}
              </TextField>
            </Grid>
          );
        })}
      </Grid>
      {!readOnly && (
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving}
          sx={{ alignSelf: 'flex-start' }}
          data-testid="patient-save"
        >
          Save
        </Button>
      )}
    </Stack>
  );
};
