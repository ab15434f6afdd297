/**
 * The modal of an administration form: a title, the fields one under another, Cancel and Save.
 * Save runs the form's own checks; the dialog stays open until the form closes it.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, type Breakpoint } from '@mui/material';
import type { ReactNode } from 'react';

export const FormDialog = ({
  title,
  onCancel,
  onSave,
  maxWidth = 'sm',
  saveTestId,
  children,
}: {
  title: string;
  onCancel: () => void;
  onSave: () => void;
  maxWidth?: Breakpoint;
  saveTestId?: string;
  children: ReactNode;
}) => (
  <Dialog open onClose={onCancel} fullWidth maxWidth={maxWidth}>
    <DialogTitle>{title}</DialogTitle>
    <DialogContent>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {children}
      </Stack>
    </DialogContent>
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button variant="contained" onClick={onSave} data-testid={saveTestId}>
        Save
      </Button>
    </DialogActions>
  </Dialog>
);

/** A refused form's messages by field ('user.email' for nested ones), from the contract schema's issues. */
export function messagesByField(issues: readonly { path: readonly (string | number)[]; message: string }[]): Record<string, string> {
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
}
