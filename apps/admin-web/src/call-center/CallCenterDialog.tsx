/**
 * The 'Verification Call Center' dialog (spec 03 §2) over the Call Center grid, addressed as
 * `/callCenter/{transactionId}`: a header (patient, practice, provider, carrier, Audit or Unaudit)
 * and the tabs Patient Info, Files and Verification. The Verification tab holds the coverage dates,
 * an E/N choice with frequency and history per item of the practice's form, and the required notes;
 * its button reads Save, or Update once a verification exists, and the form is hidden once the
 * transaction is audited. Saving an ELG transaction first asks whether to convert it to FBD.
 */
import { useState } from 'react';
import { Alert, Box, Dialog, DialogContent, DialogTitle, MenuItem, TextField, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  Button,
  Confirm,
  DateInput,
  Form,
  Loading,
  SaveButton,
  SelectInput,
  TextInput,
  required,
  useGetList,
  useGetOne,
  useNotify,
  useUpdate,
} from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { CallCenterMessages, type CallCenterAnswer, type CallCenterCarrier, type CarrierPhoneProfile } from '@dental/contracts';
import { CALL_CENTER_CARRIERS_RESOURCE, CALL_CENTER_RESOURCE, type CallCenterRecord } from './callCenterAdapter';
import { formValuesOf, payloadOf, type VerificationFormValues } from './verificationForm';

const ELIGIBILITY = [
  { id: 'E', name: 'E' },
  { id: 'N', name: 'N' },
];

/** The carrier select (the transaction's carrier chosen first when listed) and the dial button for its phone. */
function CarrierDial({ carrierName }: { carrierName: string }) {
  const { data: carriers = [], error: listError } = useGetList<CallCenterCarrier & { id: string }>(CALL_CENTER_CARRIERS_RESOURCE, {
    pagination: { page: 1, perPage: 500 },
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const wanted = carrierName.trim().toLowerCase();
  // The transaction's carrier by its name, else the first listed carrier whose name begins with it ('Delta Dental' → 'Delta Dental of California').
  const named =
    carriers.find((c) => c.name.toLowerCase() === wanted) ??
    (wanted ? carriers.find((c) => c.name.toLowerCase().startsWith(wanted)) : undefined);
  const carrierId = chosen ?? named?.id ?? '';
  const { data: profile, error } = useGetOne<CarrierPhoneProfile & { id: string }>(
    CALL_CENTER_CARRIERS_RESOURCE,
    { id: carrierId },
    { enabled: carrierId !== '' },
  );
  if (listError) return <Typography color="error">{CallCenterMessages.carriersNotFound}</Typography>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField select size="small" label="Carrier" value={carrierId} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: 200 }}>
        {carriers.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {profile ? (
        <Button component="a" href={`tel:${profile.phoneNumber}`} variant="contained" label={`Dial ${profile.phoneNumber}`} />
      ) : error ? (
        <Typography color="error">{CallCenterMessages.phoneNotFound}</Typography>
      ) : null}
    </Stack>
  );
}

function Header({ record, onAudit }: { record: CallCenterRecord; onAudit: () => void }) {
  const t = record.transaction;
  return (
    <Stack direction="row" spacing={3} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} data-testid="call-center-header">
      <Typography>
        <strong>Patient:</strong> {t.patientName}
      </Typography>
      <Typography>
        <strong>Provider:</strong> {t.provider || '—'}
      </Typography>
      <Typography>
        <strong>Carrier:</strong> {t.carrier || '—'}
      </Typography>
      <Typography>
        <strong>Type:</strong> {t.type}
      </Typography>
      <CarrierDial carrierName={t.carrier} />
      <Button variant="outlined" label={t.audited ? 'Unaudit' : 'Audit'} onClick={onAudit} />
    </Stack>
  );
}

function VerificationTab({ record }: { record: CallCenterRecord }) {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const [pending, setPending] = useState<VerificationFormValues | null>(null);
  if (record.transaction.audited)
    return (
      <Alert severity="info">
        This transaction is verified (audited): its verification cannot be changed until it is set as not verified.
      </Alert>
    );

  const send = (values: VerificationFormValues, convertToFbd: boolean) =>
    update(
      CALL_CENTER_RESOURCE,
      { id: record.id, data: payloadOf(values, convertToFbd), previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(CallCenterMessages.saved, { type: 'success' }),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  const submit = (values: Record<string, unknown>) => {
    const form = values as unknown as VerificationFormValues;
    if (record.transaction.type === 'ELG') setPending(form);
    else send(form, false);
  };

  return (
    <Form
      record={formValuesOf(record) as unknown as Record<string, unknown>}
      onSubmit={submit}
      key={record.verification?.dateUpdated ?? 'new'}
    >
      <Stack direction="row" spacing={2}>
        <DateInput source="coverageDateStart" label="Coverage start" validate={required()} />
        <DateInput source="coverageDateEnd" label="Coverage end" validate={required()} />
        <TextInput source="annual" label="Annual" />
        <TextInput source="remaining" label="Remaining" />
        <TextInput source="referenceNumber" label="Reference number" />
      </Stack>
      {record.categories.map((category, ci) => (
        <Box key={category.categoryId} sx={{ mb: 1 }}>
          <Typography variant="subtitle1">{category.name}</Typography>
          {category.items.map((item, ii) => (
            <Stack key={item.code} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography sx={{ minWidth: 220 }}>
                {item.code} {item.description}
              </Typography>
              <SelectInput
                source={`items.${ci}.bookmarks.${ii}.elegible`}
                label={`Eligibility ${item.code}`}
                choices={ELIGIBILITY}
                emptyText=" "
                sx={{ minWidth: 90 }}
              />
              <TextInput source={`items.${ci}.bookmarks.${ii}.frecuency`} label={`Frequency ${item.code}`} />
              <TextInput source={`items.${ci}.bookmarks.${ii}.history`} label={`History ${item.code}`} />
            </Stack>
          ))}
        </Box>
      ))}
      <TextInput source="notes" label="Notes" multiline fullWidth validate={required(CallCenterMessages.notesRequired)} />
      <SaveButton label={record.verification ? 'Update' : 'Save'} icon={<></>} disabled={isPending} alwaysEnable />
      <Confirm
        isOpen={pending !== null}
        title="Change of type"
        content={CallCenterMessages.convertQuestion}
        onConfirm={() => {
          if (pending) send(pending, true);
          setPending(null);
        }}
        onClose={() => setPending(null)}
      />
    </Form>
  );
}

function PatientInfoTab({ transaction }: { transaction: CallCenterAnswer['transaction'] }) {
  return (
    <Stack spacing={1}>
      <Typography>
        <strong>Patient:</strong> {transaction.patientName}
      </Typography>
      <Typography>
        <strong>Appointment:</strong> {transaction.appointmentDate}
      </Typography>
      <Typography>
        <strong>Carrier:</strong> {transaction.carrier || '—'}
      </Typography>
      <Button
        component={Link}
        to="/transaction-detail"
        state={{ id: transaction._id, practice: transaction.practiceId }}
        label="More Details"
      />
    </Stack>
  );
}

function FilesTab({ transaction }: { transaction: CallCenterAnswer['transaction'] }) {
  return (
    <Stack spacing={1}>
      <Typography>The transaction's files are attached and checked on its detail page.</Typography>
      <Button
        component={Link}
        to="/transaction-detail"
        state={{ id: transaction._id, practice: transaction.practiceId }}
        label="Open files"
      />
    </Stack>
  );
}

export function CallCenterDialog({ id }: { id: string }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [tab, setTab] = useState(2);
  const [auditing, setAuditing] = useState(false);
  const { data: record, isPending, error } = useGetOne<CallCenterRecord>(CALL_CENTER_RESOURCE, { id });
  const [update, { isPending: auditPending }] = useUpdate();
  const close = () => navigate(`/${CALL_CENTER_RESOURCE}`);

  const audit = () => {
    if (!record) return;
    const state = !record.transaction.audited;
    update(
      CALL_CENTER_RESOURCE,
      { id: record.id, data: { audited: state }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(`The transaction was set as ${state ? 'verified' : 'not verified'}`, { type: 'success' }),
        onError: (e) => notify((e as Error).message, { type: 'error' }),
        onSettled: () => setAuditing(false),
      },
    );
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="lg">
      <DialogTitle>{CallCenterMessages.title}</DialogTitle>
      <DialogContent>
        {isPending ? (
          <Loading />
        ) : error || !record ? (
          <Alert severity="error">{(error as Error | null)?.message ?? 'not found'}</Alert>
        ) : (
          <>
            <Header record={record} onAudit={() => setAuditing(true)} />
            <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 2 }}>
              <Tab label="Patient Info" />
              <Tab label="Files" />
              <Tab label="Verification" />
            </Tabs>
            {tab === 0 ? <PatientInfoTab transaction={record.transaction} /> : null}
            {tab === 1 ? <FilesTab transaction={record.transaction} /> : null}
            {tab === 2 ? <VerificationTab record={record} /> : null}
            <Confirm
              isOpen={auditing}
              loading={auditPending}
              title={record.transaction.audited ? 'Unaudit' : 'Audit'}
              content={`Set this transaction as ${record.transaction.audited ? 'not verified' : 'verified'}?`}
              onConfirm={audit}
              onClose={() => setAuditing(false)}
            />
          </>
        )}
        <Button label="Close" onClick={close} sx={{ mt: 2 }} />
      </DialogContent>
    </Dialog>
  );
}
