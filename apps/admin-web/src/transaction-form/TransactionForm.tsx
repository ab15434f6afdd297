/** Create Transaction (/transaction-form, spec 01 §5, 03 §3): a verification made by staff for a selected practice. */
import { Alert, Button, Card, CardActions, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { Routes, TransactionFormMessages, type CreateTransactionRequest } from '@dental/contracts';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RequirePermission } from '../access/RequirePermission';
import { ApiError } from '../api/apiError';
import { callApi } from '../api/httpClient';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { usePageTitle } from '../layout/usePageTitle';
import { readAppSettings } from '../practices/appSettings';

type Form = Record<Exclude<keyof CreateTransactionRequest, 'clientId'>, string>;
const FIELDS: { key: keyof Form; label: string; kind?: 'date' | 'digits'; choices?: string[]; optional?: boolean }[] = [
  { key: 'typeRecord', label: 'Record Type', choices: ['FBD', 'ELG'] },
  { key: 'carrierName', label: 'Carrier Name', optional: true },
  { key: 'apptDate', label: 'Appointment Date', kind: 'date' },
  { key: 'employerName', label: 'Employer Name' },
  { key: 'relationship', label: 'Relationship', choices: ['Self', 'Spouse', 'Child', 'Other'] },
  { key: 'memberId', label: 'Member ID', kind: 'digits' },
  { key: 'patientId', label: 'Patient ID', kind: 'digits' },
  { key: 'patientFirstName', label: 'Patient First Name' },
  { key: 'patientLastName', label: 'Patient Last Name', optional: true },
  { key: 'patientDOB', label: 'Patient DOB', kind: 'date' },
  { key: 'subscriberId', label: 'Subscriber ID', kind: 'digits' },
  { key: 'subscriberFirstName', label: 'Subscriber First Name' },
  { key: 'subscriberLastName', label: 'Subscriber Last Name' },
  { key: 'subscriberDOB', label: 'Subscriber DOB', kind: 'date' },
];

/** The same rules the API applies (contracts createTransactionSchema), shown beside each field. */
export function transactionFormErrors(form: Form): Partial<Record<keyof Form, string>> {
  const errors: Partial<Record<keyof Form, string>> = {};
  for (const field of FIELDS) {
    const value = (form[field.key] ?? '').trim();
    if (!value && !field.optional) errors[field.key] = 'Field is required';
    else if (value && field.kind === 'digits' && !/^\d+$/.test(value)) errors[field.key] = 'Only digits';
  }
  if (!/^[A-Za-z\s_-]*$/.test(form.carrierName) || form.carrierName.length > 200)
    errors.carrierName = `Only ${TransactionFormMessages.carrier}`;
  if (!form.practiceId) errors.practiceId = 'Field is required';
  return errors;
}

export const TransactionForm = () => {
  usePageTitle('Create Transaction');
  const notify = useNotify();
  const navigate = useNavigate();
  const [settings] = useState(readAppSettings);
  const [form, setForm] = useState<Form>(() => ({
    ...(Object.fromEntries(FIELDS.map((f) => [f.key, ''])) as Form),
    practiceId: settings.selectedPractices[0]?._id ?? '',
  }));
  const [submitted, setSubmitted] = useState(false);
  const [problem, setProblem] = useState('');
  const errors = transactionFormErrors(form);

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0) return;
    try {
      await callApi(Routes.createTransaction, {
        body: { ...form, patientLastName: form.patientLastName.trim() } as CreateTransactionRequest,
      });
      notify(TransactionFormMessages.created, { type: 'success' });
      navigate('/allTransaction');
    } catch (error) {
      setProblem(error instanceof ApiError ? error.message : 'Dear user, please try again');
    }
  };

  return (
    <RequirePermission resource="transaction" action="list_transaction">
      <Title title="Create Transaction" />
      <PageBreadcrumbs
        trail={[{ label: 'Home', to: '/' }, { label: 'Insurance Verifications', to: '/allTransaction' }, { label: 'Create Transaction' }]}
      />
      <Card>
        <CardContent>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <TextField
              select
              size="small"
              label="Practice"
              sx={{ width: 280 }}
              value={form.practiceId}
              error={submitted && !!errors.practiceId}
              helperText={submitted && errors.practiceId}
              onChange={(e) => setForm({ ...form, practiceId: e.target.value })}
            >
              {settings.selectedPractices.map((p) => (
                <MenuItem key={p._id} value={p._id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            {FIELDS.map((field) => (
              <TextField
                key={field.key}
                size="small"
                label={field.label}
                sx={{ width: 280 }}
                select={!!field.choices}
                type={field.kind === 'date' ? 'date' : 'text'}
                value={form[field.key]}
                error={submitted && !!errors[field.key]}
                helperText={submitted && errors[field.key]}
                onChange={(e) => setForm({ ...form, [field.key]: e.target.value })}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `form-${field.key}` } }}
              >
                {(field.choices ?? []).map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
            ))}
          </Stack>
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </CardContent>
        <CardActions>
          <Button onClick={() => navigate('/allTransaction')}>Cancel</Button>
          <Button variant="contained" onClick={save} data-testid="form-save">
            Save
          </Button>
        </CardActions>
      </Card>
    </RequirePermission>
  );
};
