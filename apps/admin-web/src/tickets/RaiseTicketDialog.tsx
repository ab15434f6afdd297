/**
 * Raise a ticket about a transaction (title, details, steps to reproduce). Mounted by the detail
 * screen and available to All Transactions: give it the transaction and it handles the call.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { TicketMessages, type Ticket } from '@dental/contracts';
import { useState } from 'react';
import { useCreate, useNotify } from 'react-admin';

export interface RaiseTicketDialogProps {
  open: boolean;
  transaction: { _id: string; practiceId: string; PatientName?: string };
  onClose: () => void;
  onRaised?: (ticket: Ticket) => void;
}

export const RaiseTicketDialog = ({ open, transaction, onClose, onRaised }: RaiseTicketDialogProps) => {
  const notify = useNotify();
  const [create] = useCreate<Omit<Ticket, '_id'>>('tickets', undefined, { returnPromise: true });
  const [title, setTitle] = useState('');
  const [details, setDetails] = useState('');
  const [steps, setSteps] = useState('');
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!title.trim() || !details.trim()) return notify('Please complete all the fields', { type: 'warning' });
    setSaving(true);
    try {
      const raised = await create('tickets', {
        data: { transactionId: transaction._id, practiceId: transaction.practiceId, title, details, stepsToReproduce: steps },
      });
      if (!raised) return;
      const { id, ...fields } = raised;
      const ticket: Ticket = { ...fields, _id: String(id) };
      notify(TicketMessages.created, { type: 'success' });
      setTitle('');
      setDetails('');
      setSteps('');
      onRaised?.(ticket);
      onClose();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="raise-ticket-dialog">
      <DialogTitle>Raise a ticket{transaction.PatientName ? `: ${transaction.PatientName}` : ''}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <TextField label="Details" value={details} onChange={(e) => setDetails(e.target.value)} required multiline minRows={3} />
          <TextField label="Steps to reproduce" value={steps} onChange={(e) => setSteps(e.target.value)} multiline minRows={2} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          Raise ticket
        </Button>
      </DialogActions>
    </Dialog>
  );
};
