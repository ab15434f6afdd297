/**
 * FBD tab: the verification form of the practice's template (rendered by fbd-form's FbdForm), the
 * summary and notes block, saving the values (bookmarks) with the missing-field counts recomputed
 * by the service, and the upload-FBD toggle. Read-only when audited.
 */
import { Alert, Button, Checkbox, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { DetailMessages, formFields, type BookmarksAnswer, type FormValues, type TransactionDetail } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useGetOne, useNotify, useUpdate } from 'react-admin';
import { FbdForm, fieldProblem } from '../fbd-form';
import { FBD_BOOKMARKS_RESOURCE } from './transactionDetailAdapters';

type BookmarksRecord = BookmarksAnswer & { id: string };

export const FbdTab = ({
  detail,
  can,
  onSaved,
}: {
  detail: TransactionDetail;
  can: { updateFbd: boolean; uploadFbd: boolean };
  onSaved: (counts: { missing: number; total: number }) => void;
}) => {
  const notify = useNotify();
  const [answer, setAnswer] = useState<BookmarksRecord | null>(null);
  const [values, setValues] = useState<FormValues>({});
  const [notes, setNotes] = useState('');
  const [eligible, setEligible] = useState(false);
  const [update, { isPending: saving }] = useUpdate<BookmarksRecord>();
  const readOnly = detail.audited || !can.updateFbd;

  // Why the form could not be read (no template for the practice, or its form not arrived yet), kept on the tab.
  const { data: read, error } = useGetOne<BookmarksRecord>(
    FBD_BOOKMARKS_RESOURCE,
    { id: detail._id },
    // A missing template is an answer, not a hiccup: shown at once rather than after retries.
    { retry: false, onError: (e) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }) },
  );
  const problem = error && !answer ? (error instanceof Error ? error.message : String(error)) : null;
  // The form starts from the transaction's values once; a later refetch (the window regaining focus)
  // must not wipe what is being typed.
  useEffect(() => {
    if (!read || read.id === answer?.id) return;
    setAnswer(read);
    setValues(read.bookmarks);
    setNotes(read.notes);
    setEligible(read.eligible);
  }, [read, answer?.id]);

  if (problem) {
    return (
      <Alert severity="info" data-testid="fbd-form-problem">
        {problem}
      </Alert>
    );
  }
  if (!answer) return null;
  if (answer.form.content.length === 0) return <Typography>{DetailMessages.noData}</Typography>;

  const save = () => {
    const invalid = formFields(answer.form).some(({ field }) => {
      const value = values[field.bookmark];
      return typeof value === 'string' && !!fieldProblem({ kind: field.type, maxLength: field.cond }, value);
    });
    if (invalid) return notify(DetailMessages.invalidForm, { type: 'warning' });
    const bookmarks = Object.fromEntries(Object.entries(values).filter((e): e is [string, string | string[]] => e[1] !== undefined));
    update(
      FBD_BOOKMARKS_RESOURCE,
      { id: detail._id, data: { bookmarks, notes, eligible }, previousData: answer },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          setAnswer(saved);
          notify(DetailMessages.dataSaved, { type: 'success' });
          onSaved({ missing: saved.missingRequiredInputQty, total: saved.totalRequiredFields });
        },
        onError: (e) => notify((e as Error).message, { type: 'error' }),
      },
    );
  };

  const toggleUpload = (on: boolean) =>
    update(
      FBD_BOOKMARKS_RESOURCE,
      { id: detail._id, data: { uploadFBD: on }, previousData: answer },
      {
        mutationMode: 'pessimistic',
        onSuccess: ({ uploadFBD }) => {
          setAnswer({ ...answer, uploadFBD });
          notify(DetailMessages.verificationUpdated, { type: 'success' });
        },
        onError: (e) => notify((e as Error).message, { type: 'error' }),
      },
    );

  return (
    <Stack spacing={2} data-testid="fbd-tab">
      {detail.audited && <Alert severity="warning">{DetailMessages.readOnly}</Alert>}
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Typography>
          {answer.form.name} (version {answer.form.version}) · {detail.PatientName} · {detail.CarrierName} · missing{' '}
          {answer.missingRequiredInputQty}/{answer.totalRequiredFields}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={answer.uploadFBD}
              disabled={detail.audited || !can.uploadFbd}
              onChange={(e) => toggleUpload(e.target.checked)}
            />
          }
          label="Upload FBD"
          data-testid="fbd-upload-toggle"
        />
        <FormControlLabel
          control={<Checkbox checked={eligible} disabled={readOnly} onChange={(e) => setEligible(e.target.checked)} />}
          label="Eligible"
        />
      </Stack>
      <TextField label="Notes" multiline minRows={2} value={notes} disabled={readOnly} onChange={(e) => setNotes(e.target.value)} />
      <FbdForm
        elements={answer.form.content}
        values={values}
        readOnly={readOnly}
        onChange={(bookmark, value) => setValues((v) => ({ ...v, [bookmark]: value }))}
      />
      {!readOnly && (
        <Button variant="contained" onClick={save} disabled={saving} sx={{ alignSelf: 'flex-start' }} data-testid="fbd-save">
          Save
        </Button>
      )}
    </Stack>
  );
};
