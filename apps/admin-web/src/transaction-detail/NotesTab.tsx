/** Notes tab (spec 01 §4): view and edit, a spinner while saving, cancel restores; line breaks are sent as '-'. */
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { DetailMessages, Routes, type TransactionDetail } from '@dental/contracts';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { callApi } from '../api/httpClient';
import { noteForSending } from './detailRules';

export const NotesTab = ({ detail, canUpdate }: { detail: TransactionDetail; canUpdate: boolean }) => {
  const notify = useNotify();
  const [saved, setSaved] = useState(detail.note);
  const [draft, setDraft] = useState(detail.note);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const { note } = await callApi(Routes.saveNote, { body: { transactionId: detail._id, note: noteForSending(draft) } });
      setSaved(note);
      setDraft(note);
      setEditing(false);
      notify(DetailMessages.noteSaved, { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

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
            <Button variant="contained" onClick={() => void save()} disabled={saving} data-testid="note-save">
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
