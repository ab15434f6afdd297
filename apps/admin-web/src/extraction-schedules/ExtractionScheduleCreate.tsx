/**
 * 'New Extraction Schedule' (spec 02): practice, type and a date range. 'Verify dates' asks the
 * server which dates can be scheduled and the button becomes 'Confirm'; changing the practice, the
 * dates or the type clears what was verified. Confirm saves the verified dates, closes the modal and
 * reloads the list. The server's messages show as toasts.
 */
import { Button, Stack, Typography } from '@mui/material';
import { EXTRACTION_TYPES, ExtractionMessages, extractionFormSchema } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { Create, DateInput, SaveButton, SelectInput, SimpleForm, Toolbar, useDataProvider, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { readAppSettings } from '../practices/appSettings';
import { RecordDialog, useCloseDialog } from '../shared/RecordDialog';
import { useSavedThenList } from '../shared/useSavedThenList';
import { EXTRACTION_RESOURCES } from './extractionSchedulesAdapter';

/** The form's own checks, with the spec's messages: each field's first problem. */
function validateExtraction(values: Record<string, unknown>): Record<string, string> {
  const form = {
    practiceId: values.practiceId ?? '',
    type: values.type || undefined,
    startDate: typeof values.startDate === 'string' ? values.startDate.slice(0, 10) : '',
    endDate: typeof values.endDate === 'string' && values.endDate ? values.endDate.slice(0, 10) : undefined,
  };
  const result = extractionFormSchema.safeParse(form);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??=
      field === 'type' ? ExtractionMessages.typeRequired : field === 'practiceId' ? ExtractionMessages.practiceRequired : issue.message;
  }
  return errors;
}

interface Verified {
  dates: string[];
  refused: { date: string; reason: string }[];
}

const VerifyToolbar = ({ verified, setVerified }: { verified: Verified | null; setVerified: (v: Verified | null) => void }) => {
  const close = useCloseDialog();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [practiceId, type, startDate, endDate] = useWatch({ name: ['practiceId', 'type', 'startDate', 'endDate'] });
  const [verifying, setVerifying] = useState(false);
  // Changing the practice, the dates or the type clears the verified dates.
  useEffect(() => setVerified(null), [practiceId, type, startDate, endDate, setVerified]);
  const problems = validateExtraction({ practiceId, type, startDate, endDate });
  const verify = async () => {
    const first = Object.values(problems)[0];
    if (first) return notify(first, { type: 'warning' });
    setVerifying(true);
    try {
      const answer = await dataProvider.getList(EXTRACTION_RESOURCES.verification, {
        filter: { practiceId, type, startDate, endDate },
        pagination: { page: 1, perPage: 100 },
        sort: { field: 'date', order: 'ASC' },
      });
      const meta = (answer.meta ?? {}) as { message?: string; refused?: Verified['refused'] };
      setVerified({ dates: answer.data.map((d) => String(d.id)), refused: meta.refused ?? [] });
      notify(meta.message ?? ExtractionMessages.verified, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setVerifying(false);
    }
  };
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1, bgcolor: 'transparent' }}>
      <Button onClick={close}>Cancel</Button>
      {verified ? (
        <SaveButton label="Confirm" icon={<></>} alwaysEnable />
      ) : (
        <Button variant="contained" onClick={() => void verify()} disabled={verifying}>
          Verify dates
        </Button>
      )}
    </Toolbar>
  );
};

const VerifiedDates = ({ verified }: { verified: Verified | null }) =>
  verified && (
    <Stack spacing={0.5} sx={{ mt: 1 }} aria-label="Verified dates">
      <Typography variant="body2">Dates to extract: {verified.dates.join(', ')}</Typography>
      {verified.refused.map((r) => (
        <Typography key={r.date} variant="caption" color="text.secondary">
          {r.date}: {r.reason}
        </Typography>
      ))}
    </Stack>
  );

export const ExtractionScheduleCreate = () => {
  const [verified, setVerified] = useState<Verified | null>(null);
  const practices = readAppSettings().selectedPractices.map((p) => ({ id: p._id, name: p.name }));
  const saved = useSavedThenList(ExtractionMessages.saved);
  return (
    <RecordDialog title="New Extraction Schedule" maxWidth="xs">
      <Create
        resource={EXTRACTION_RESOURCES.schedules}
        title={false}
        component="div"
        actions={false}
        {...saved}
        // Only the verified dates are saved.
        transform={(data: Record<string, unknown>) => ({ ...data, dates: verified?.dates ?? [] })}
      >
        <SimpleForm
          defaultValues={{ practiceId: practices[0]?.id ?? '', type: '', startDate: '', endDate: '' }}
          validate={validateExtraction}
          toolbar={<VerifyToolbar verified={verified} setVerified={setVerified} />}
        >
          <SelectInput source="practiceId" label="Practice" choices={practices} fullWidth />
          <SelectInput source="type" label="Type" choices={EXTRACTION_TYPES.map((t) => ({ id: t, name: t }))} fullWidth />
          <DateInput source="startDate" label="Start Date" fullWidth />
          <DateInput source="endDate" label="End Date" fullWidth />
          <VerifiedDates verified={verified} />
        </SimpleForm>
      </Create>
    </RecordDialog>
  );
};
