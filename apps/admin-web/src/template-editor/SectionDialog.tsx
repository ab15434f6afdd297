/** Create or edit a category (name and type info|code) or a sub-category (name and code); both fields required ('Verify fields'). */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { TemplateMessages } from '@dental/contracts';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { sectionProblem } from '../templates/templateRules';

export interface SectionValues {
  name: string;
  second: string;
}

export const SectionDialog = ({
  kind,
  title,
  initial,
  onSubmit,
  onClose,
}: {
  kind: 'category' | 'subcategory';
  title: string;
  initial: SectionValues;
  onSubmit: (values: SectionValues) => Promise<boolean>;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const [values, setValues] = useState(initial);
  const save = async () => {
    const problem = sectionProblem(kind, values.name, values.second);
    if (problem) {
      notify(`${TemplateMessages.verifyFields}: ${problem}`, { type: 'warning' });
      return;
    }
    if (await onSubmit({ name: values.name.trim(), second: values.second.trim() })) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Name"
            value={values.name}
            onChange={(e) => setValues({ ...values, name: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'section-name' } }}
          />
          {kind === 'category' ? (
            <TextField
              select
              label="Type"
              value={values.second}
              onChange={(e) => setValues({ ...values, second: e.target.value })}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'section-type' } as object } }}
            >
              <MenuItem value="info">Info</MenuItem>
              <MenuItem value="code">Code</MenuItem>
            </TextField>
          ) : (
            <TextField
              label="Code"
              value={values.second}
              onChange={(e) => setValues({ ...values, second: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': 'section-code' } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} data-testid="section-save">
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};
