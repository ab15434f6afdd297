/**
 * FBD tab: the verification form of the practice's template (rendered by fbd-form's FbdForm), the
 * summary and notes block, saving the values (bookmarks) with the missing-field counts recomputed
 * by the service, and the upload-FBD toggle. Read-only when audited.
 */
import { Alert, Button, Checkbox, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { DetailMessages, Routes, formFields, type BookmarksAnswer, type FormValues, type TransactionDetail } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { callApi } from '../api/httpClient';
import { FbdForm, fieldProblem } from '../fbd-form';

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
  const [answer, setAnswer] = useState<BookmarksAnswer | null>(null);
  const [values, setValues] = useState<FormValues>({});
  const [notes, setNotes] = useState('');
  const [eligible, setEligible] = useState(false);
  const [saving, setSaving] = useState(false);
  // Why the form could not be read (no template for the practice, or its form not arrived yet), kept on the tab.
  const [problem, setProblem] = useState<string | null>(null);
  const readOnly = detail.audited || !can.updateFbd;

  useEffect(() => {
    setProblem(null);
    callApi(Routes.getBookmarks, { params: { id: detail._id } }).then(
      (a) => {
        setAnswer(a);
        setValues(a.bookmarks);
        setNotes(a.notes);
        setEligible(a.eligible);
      },
      (e: Error) => {
        setProblem(e.message);
        notify(e.message, { type: 'error' });
      },
    );
  }, [detail._id, notify]);

  if (problem) {
    return (
      <Alert severity="info" data-testid="fbd-form-problem">
        {problem}
      </Alert>
    );
  }
  if (!answer) return null;
  if (answer.form.content.length === 0) return <Typography>{DetailMessages.noData}</Typography>;

  const save = async () => {
    const invalid = formFields(answer.form).some(({ field }) => {
      const value = values[field.bookmark];
      return typeof value === 'string' && !!fieldProblem({ kind: field.type, maxLength: field.cond }, value);
    });
    if (invalid) return notify(DetailMessages.invalidForm, { type: 'warning' });
    setSaving(true);
    try {
      const bookmarks = Object.fromEntries(Object.entries(values).filter((e): e is [string, string | string[]] => e[1] !== undefined));
      const saved = await callApi(Routes.putBookmarks, { params: { id: detail._id }, body: { bookmarks, notes, eligible } });
      setAnswer(saved);
      notify(DetailMessages.dataSaved, { type: 'success' });
      onSaved({ missing: saved.missingRequiredInputQty, total: saved.totalRequiredFields });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const toggleUpload = async (on: boolean) => {
    try {
      const { uploadFBD } = await callApi(Routes.canUploadFbd, { body: { transactionId: detail._id, status: String(on) } });
      setAnswer({ ...answer, uploadFBD });
      notify(DetailMessages.verificationUpdated, { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

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
              onChange={(e) => void toggleUpload(e.target.checked)}
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
        <Button variant="contained" onClick={() => void save()} disabled={saving} sx={{ alignSelf: 'flex-start' }} data-testid="fbd-save">
          Save
        </Button>
      )}
    </Stack>
  );
};
