/**
 * The practice form (spec 02 §5): every field required but the template; the name takes letters,
 * spaces, _ and - only. A practice without its own template uses its client's.
 */
import { MenuItem, TextField } from '@mui/material';
import { Routes, practiceFormSchema, type PracticeRecord } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../api/httpClient';
import { StateAndCityFields } from '../clients/LocationFields';
import { FormDialog, messagesByField } from '../shared/FormDialog';

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

  const submit = async () => {
    const parsed = practiceFormSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error.issues));
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
    <FormDialog title={record ? 'Edit Practice' : 'New Practice'} onCancel={onCancel} onSave={() => void submit()}>
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
      <StateAndCityFields state={draft.state} city={draft.city} errors={errors} onChange={(place) => setDraft({ ...draft, ...place })} />
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
    </FormDialog>
  );
};
