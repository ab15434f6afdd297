/** Notes tab (spec 01 §4): view and edit, a spinner while saving, cancel restores; line breaks are sent as '-'. */
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { DetailMessages, type TransactionDetail } from '@dental/contracts';
import { useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { noteForSending } from './detailRules';
import { TRANSACTION_NOTES_RESOURCE } from './transactionDetailAdapters';

export const NotesTab = ({ detail, canUpdate }: { detail: TransactionDetail; canUpdate: boolean }) => {
  const notify = useNotify();
  const [saved, setSaved] = useState(detail.note);
  const [draft, setDraft] = useState(detail.note);
  const [editing, setEditing] = useState(false);
  const [update, { isPending: saving }] = useUpdate<{ id: string; note: string }>();

  const save = () =>
    update(
      TRANSACTION_NOTES_RESOURCE,
      { id: detail._id, data: { note: noteForSending(draft) }, previousData: { id: detail._id, note: saved } },
      {
        mutationMode: 'pessimistic',
        onSuccess: ({ note }) => {
          setSaved(note);
          setDraft(note);
          setEditing(false);
          notify(DetailMessages.noteSaved, { type: 'success' });
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );

  return (
    <Stack spacing={2} data-testid="notes-tab">
      {detail.audited && <Alert severity="warning">{DetailMessages.readOnly}</Alert>}
      {editing ? (
        <>
          <TextField
            multiline
            minRows={4}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'note-input', maxLength: 5000 } }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant="contained" onClick={save} disabled={saving} data-testid="note-save">
              Save
            </Button>
            <Button
              onClick={() => {
                setDraft(saved);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            {saving && <CircularProgress size={20} />}
          </Stack>
        </>
      ) : (
        <>
          <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="note-text">
            {saved || 'No notes yet'}
          </Typography>
          {canUpdate && !detail.audited && (
            <Button onClick={() => setEditing(true)} sx={{ alignSelf: 'flex-start' }} data-testid="note-edit">
              Edit
            </Button>
          )}
        </>
      )}
    </Stack>
  );
};
