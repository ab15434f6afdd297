import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { TEMPLATE_TEXT_MAX } from '@dental/contracts';
import { useState } from 'react';
import { templateTextProblems } from './templateRules';

/** The 'New Template' and 'Duplicating: {name}' modals: a name and a description, both required, at most 40 characters. */
export const TemplateTextDialog = ({
  title,
  initial,
  onSubmit,
  onClose,
}: {
  title: string;
  initial: { name: string; description: string };
  onSubmit: (values: { name: string; description: string }) => Promise<boolean>;
  onClose: () => void;
}) => {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = templateTextProblems(values);
  const submit = async () => {
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    const done = await onSubmit({ name: values.name.trim(), description: values.description.trim() });
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {(['name', 'description'] as const).map((field) => (
            <TextField
              key={field}
              label={field === 'name' ? 'Name' : 'Description'}
              required
              value={values[field]}
              onChange={(e) => setValues({ ...values, [field]: e.target.value })}
              error={touched && problems[field] !== undefined}
              helperText={touched ? problems[field] : `${values[field].length}/${TEMPLATE_TEXT_MAX}`}
              slotProps={{ htmlInput: { 'data-testid': `template-${field}` } }}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={submit} disabled={busy} data-testid="template-save">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};
