/**
 * Create Transaction (/transaction-form, spec 01 §5, 03 §3): a verification made by staff for a
 * selected practice. A react-admin `<Create>` of `new-transactions` (transactionFormAdapter.ts),
 * checked field by field with the contract's rules (createTransactionSchema), the same the API
 * applies; saved, it says so and goes back to the list.
 */
import { TransactionFormMessages } from '@dental/contracts';
import { useState } from 'react';
import { Button } from '@mui/material';
import { Create, DateInput, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RequirePermission } from '../access/RequirePermission';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { usePageTitle } from '../layout/usePageTitle';
import { readAppSettings } from '../practices/appSettings';
import { NEW_TRANSACTIONS_RESOURCE } from './transactionFormAdapter';
import { validateTransactionFormValues } from './transactionFormRules';

type Field = { source: string; label: string; kind?: 'date'; choices?: string[] };
const FIELDS: Field[] = [
  { source: 'typeRecord', label: 'Record Type', choices: ['FBD', 'ELG'] },
  { source: 'carrierName', label: 'Carrier Name' },
  { source: 'apptDate', label: 'Appointment Date', kind: 'date' },
  { source: 'employerName', label: 'Employer Name' },
  { source: 'relationship', label: 'Relationship', choices: ['Self', 'Spouse', 'Child', 'Other'] },
  { source: 'memberId', label: 'Member ID' },
  { source: 'patientId', label: 'Patient ID' },
  { source: 'patientFirstName', label: 'Patient First Name' },
  { source: 'patientLastName', label: 'Patient Last Name' },
  { source: 'patientDOB', label: 'Patient DOB', kind: 'date' },
  { source: 'subscriberId', label: 'Subscriber ID' },
  { source: 'subscriberFirstName', label: 'Subscriber First Name' },
  { source: 'subscriberLastName', label: 'Subscriber Last Name' },
  { source: 'subscriberDOB', label: 'Subscriber DOB', kind: 'date' },
];

const input = ({ source, label, kind, choices }: Field) => {
  const common = { key: source, source, label, sx: { width: 280 }, 'data-testid': `form-${source}` };
  if (choices) return <SelectInput {...common} choices={choices.map((c) => ({ id: c, name: c }))} />;
  if (kind === 'date') return <DateInput {...common} />;
  return <TextInput {...common} />;
};

export const TransactionForm = () => {
  usePageTitle('Create Transaction');
  const notify = useNotify();
  const navigate = useNavigate();
  const [settings] = useState(readAppSettings);
  const toList = () => navigate('/allTransaction');

  return (
    <RequirePermission resource="transaction" action="list_transaction">
      <PageBreadcrumbs
        trail={[{ label: 'Home', to: '/' }, { label: 'Insurance Verifications', to: '/allTransaction' }, { label: 'Create Transaction' }]}
      />
      <Create
        resource={NEW_TRANSACTIONS_RESOURCE}
        title="Create Transaction"
        redirect={false}
        mutationOptions={{
          onSuccess: () => {
            notify(TransactionFormMessages.created, { type: 'success' });
            toList();
          },
        }}
      >
        <SimpleForm
          validate={validateTransactionFormValues}
          toolbar={
            <Toolbar sx={{ gap: 1 }}>
              <Button onClick={toList}>Cancel</Button>
              <SaveButton data-testid="form-save" />
            </Toolbar>
          }
          defaultValues={{ practiceId: settings.selectedPractices[0]?._id ?? '' }}
          sx={{ flexDirection: 'row', flexWrap: 'wrap', gap: 2 }}
        >
          <SelectInput
            source="practiceId"
            label="Practice"
            sx={{ width: 280 }}
            choices={settings.selectedPractices.map((p) => ({ id: p._id, name: p.name }))}
          />
          {FIELDS.map(input)}
        </SimpleForm>
      </Create>
    </RequirePermission>
  );
};
