/**
 * Create and edit forms that the spec shows as modals over their list ('New Client', 'Edit NS', ...)
 * are still addressed like any record page: `/clients/create` and `/clients/:id` open the list with
 * the modal over it, so a reload or a shared link opens the same form. The list renders the dialog
 * its address asks for; closing it goes back to the list's address.
 */
import { Button, Dialog, DialogContent, DialogTitle, type Breakpoint } from '@mui/material';
import type { ReactNode } from 'react';
import { SaveButton, Toolbar, useCreatePath, useResourceContext } from 'react-admin';
import { useMatch, useNavigate } from 'react-router-dom';

/** Which dialog the address asks for: `create`, a record id, or none. */
export function useDialogRoute(resource: string): { creating: boolean; editing: string | undefined } {
  const creating = useMatch(`/${resource}/create`) !== null;
  const edit = useMatch(`/${resource}/:id`);
  return { creating, editing: creating ? undefined : edit?.params.id };
}

/** Back to the list's address. */
export function useCloseDialog(): () => void {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const resource = useResourceContext();
  return () => navigate(createPath({ resource, type: 'list' }));
}

export const RecordDialog = ({ title, maxWidth = 'sm', children }: { title: string; maxWidth?: Breakpoint; children: ReactNode }) => {
  const close = useCloseDialog();
  return (
    <Dialog open onClose={close} fullWidth maxWidth={maxWidth}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
    </Dialog>
  );
};

/** The dialog form's Cancel and Save. */
export const DialogToolbar = ({ saveTestId }: { saveTestId?: string }) => {
  const close = useCloseDialog();
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1, bgcolor: 'transparent' }}>
      <Button onClick={close}>Cancel</Button>
      <SaveButton icon={<></>} alwaysEnable data-testid={saveTestId} />
    </Toolbar>
  );
};
