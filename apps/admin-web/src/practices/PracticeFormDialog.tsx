/**
 * The practice form (spec 02 §5): every field required but the template; the name takes letters,
 * spaces, _ and - only. A practice without its own template uses its client's.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { Routes, practiceFormSchema, type PracticeRecord } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../api/httpClient';
import { useCities, useStates } from '../clients/useLocations';

const FIELDS = { clientId: '', name: '', desc: '', folderId: '', spreadsheetId: '', state: '', city: '', address: '', templateId: '' };
export type PracticeDraft = typeof FIELDS;

export const PracticeFormDialog = ({
  record,
  clients,
  onCancel,
  onSave,
}: {
  record?: PracticeRecord;
  clients: { _id: string; name: string }[];
  onCancel: () => void;
  onSave: (draft: PracticeDraft) => Promise<void>;
}) => {
  const [draft, setDraft] = useState<PracticeDraft>(() =>
    record
      ? {
          clientId: record.clientId,
          name: record.name,
          desc: record.desc,
          folderId: record.folderId,
          spreadsheetId: record.spreadsheetId,
          state: record.state,
          city: record.city,
          address: record.address,
          templateId: record.templateId,
        }
      : FIELDS,
  );
  const [templates, setTemplates] = useState<{ _id: string; name: string }[]>([]);
  useEffect(() => {
    callApi(Routes.listTemplates, { query: { limit: '50', offset: '0' } })
      .then((list) => setTemplates(list.map((t) => ({ _id: t._id, name: t.name }))))
      .catch(() => setTemplates([]));
  }, []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const states = useStates();
  const cities = useCities(draft.state);

  const submit = async () => {
    const parsed = practiceFormSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    await onSave(draft);
  };
  const text = (name: keyof PracticeDraft, label: string) => (
    <TextField
      label={label}
      value={draft[name]}
      onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
    />
  );

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{record ? 'Edit Practice' : 'New Practice'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label="Client"
            value={draft.clientId}
            onChange={(e) => setDraft({ ...draft, clientId: e.target.value })}
            error={!!errors.clientId}
            helperText={errors.clientId}
          >
            {clients.map((c) => (
              <MenuItem key={c._id} value={c._id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          {text('name', 'Name')}
          {text('desc', 'Description')}
          {text('folderId', 'Folder id')}
          {text('spreadsheetId', 'Spreadsheet id')}
          <TextField
            select
            label="State"
            value={draft.state}
            onChange={(e) => setDraft({ ...draft, state: e.target.value, city: '' })}
            error={!!errors.state}
            helperText={errors.state}
          >
            {states.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="City"
            value={cities.some((c) => c.name === draft.city) ? draft.city : ''}
            onChange={(e) => setDraft({ ...draft, city: e.target.value })}
            error={!!errors.city}
            helperText={errors.city}
          >
            {cities.map((c) => (
              <MenuItem key={c.id} value={c.name}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          {text('address', 'Address')}
          <TextField
            select
            label="Template"
            value={templates.some((t) => t._id === draft.templateId) ? draft.templateId : ''}
            onChange={(e) => setDraft({ ...draft, templateId: e.target.value })}
            error={!!errors.templateId}
            helperText={errors.templateId ?? "Default: the client's template"}
            slotProps={{
              select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'practice-template' } as object },
              inputLabel: { shrink: true },
            }}
          >
            <MenuItem value="">Default</MenuItem>
            {templates.map((t) => (
              <MenuItem key={t._id} value={t._id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};
