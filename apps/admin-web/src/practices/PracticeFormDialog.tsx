/**
 * The practice form (spec 02 §5): every field required but the template; the name takes letters,
 * spaces, _ and - only. A practice without its own template uses its client's.
 */
import { TextField } from '@mui/material';
import { practiceFormSchema, type PracticeRecord } from '@dental/contracts';
import { useState } from 'react';
import { StateAndCityFields } from '../clients/LocationFields';
import { ChoiceField } from '../shared/ChoiceField';
import { FormDialog, messagesByField } from '../shared/FormDialog';
import { useTemplateChoices } from '../templates/useTemplateChoices';

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
  const templates = useTemplateChoices() ?? [];
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
      <ChoiceField
        label="Client"
        value={draft.clientId}
        choices={clients.map((c) => ({ value: c._id, label: c.name }))}
        onChange={(clientId) => setDraft({ ...draft, clientId })}
        error={errors.clientId}
      />
      {text('name', 'Name')}
      {text('desc', 'Description')}
      {text('folderId', 'Folder id')}
      {text('spreadsheetId', 'Spreadsheet id')}
      <StateAndCityFields state={draft.state} city={draft.city} errors={errors} onChange={(place) => setDraft({ ...draft, ...place })} />
      {text('address', 'Address')}
      <ChoiceField
        label="Template"
        value={draft.templateId}
        choices={templates}
        emptyChoice="Default"
        onChange={(templateId) => setDraft({ ...draft, templateId })}
        error={errors.templateId}
        helperText="Default: the client's template"
        testId="practice-template"
      />
    </FormDialog>
  );
};
