/**
 * 'Select Practices' (spec 01 §2 and §4), opened from the footer: a client picker, a search box
 * and the first 15 matching practices of that client, with 'All Practices' as the default choice.
 * Applying saves the selection, clears the saved list filters and reloads the page. The granted
 * practices are read and the selection saved through the connections resource (connectionsAdapter.ts).
 */
import SearchIcon from '@mui/icons-material/Search';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  InputAdornment,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Radio,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Messages, type GrantedClient, type GrantedPractice } from '@dental/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useGetList, useNotify, useUpdate } from 'react-admin';
import { apiErrorMessage } from '../access/adminErrors';
import { CONNECTIONS_RESOURCE } from '../connections/connectionsAdapter';
import { SAVED_FILTERS_KEY, grantedPracticesOf, writeAppSettings, type AppSettings } from './appSettings';
import {
  allSelected,
  chooseAllPractices,
  choosePractice,
  clientsOf,
  initialSelection,
  practicesShown,
  PRACTICES_SHOWN,
  selectionLabel,
  type SelectionChange,
} from './practiceSelection';

interface Props {
  settings: AppSettings;
  onClose: () => void;
}

export const PracticeSelectionModal = ({ settings, onClose }: Props) => {
  const notify = useNotify();
  const multi = settings.canUseMultiPractice;
  // The grants may have changed since sign-in: the list is asked again each time the modal opens.
  const granted = useGetList<GrantedClient & { id: string }>(
    CONNECTIONS_RESOURCE,
    { pagination: { page: 1, perPage: 1000 } },
    { refetchOnMount: 'always' },
  );
  const loading = granted.isPending;
  const practices = useMemo(
    () => (granted.data ? grantedPracticesOf(granted.data) : settings.practices),
    [granted.data, settings.practices],
  );
  const [saveSelection] = useUpdate(CONNECTIONS_RESOURCE, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const clients = useMemo(() => clientsOf(practices), [practices]);
  const [clientId, setClientId] = useState<string | undefined>(settings.selectedPractices[0]?.clientId);
  const [search, setSearch] = useState('');
  const [selection, setSelection] = useState<GrantedPractice[] | null>(null);
  const [pendingReplace, setPendingReplace] = useState<Extract<SelectionChange, { kind: 'confirmReplace' }> | null>(null);

  const loadFailure = granted.error;
  useEffect(() => {
    if (loadFailure) notify(apiErrorMessage(loadFailure), { type: 'error' });
  }, [loadFailure, notify]);

  const client = clients.find((c) => c.clientId === clientId) ?? clients[0];
  const clientPractices = client?.practices ?? [];

  useEffect(() => {
    if (selection === null && client) setSelection(initialSelection(settings.selectedPractices, client.practices, multi));
  }, [client, multi, selection, settings.selectedPractices]);

  const chosen = selection ?? [];
  const chosenIds = new Set(chosen.map((p) => p._id));
  const { shown, matching } = practicesShown(clientPractices, search);
  const everySelected = allSelected(chosen, clientPractices);

  const apply = (change: SelectionChange) => {
    if (change.kind === 'selected') setSelection(change.selection);
    else setPendingReplace(change);
  };

  const save = async () => {
    if (chosen.length === 0) {
      notify(Messages.mustSelectPractice, { type: 'warning' });
      return;
    }
    // The server keeps the choice too (the user's app settings), so another browser starts from it.
    try {
      await saveSelection(CONNECTIONS_RESOURCE, {
        id: chosen[0].clientId,
        data: { selectedPractices: chosen.map((p) => p._id) },
        previousData: { id: chosen[0].clientId },
      });
    } catch (error) {
      notify(apiErrorMessage(error), { type: 'error' });
      return;
    }
    writeAppSettings({ ...settings, practices, selectedPractices: chosen });
    localStorage.removeItem(SAVED_FILTERS_KEY);
    window.location.reload();
  };

  return (
    <>
      <Dialog open onClose={onClose} maxWidth="sm" fullWidth data-testid="practice-selection-modal">
        <DialogTitle>Select Practices</DialogTitle>
        <DialogContent dividers>
          {loading && <LinearProgress sx={{ mb: 2 }} />}
          {!loading && clients.length === 0 ? (
            <Alert severity="info">Not found client</Alert>
          ) : (
            <Stack spacing={2}>
              <TextField
                select
                label="Client"
                size="small"
                value={client?.clientId ?? ''}
                onChange={(e) => {
                  setClientId(e.target.value);
                  setSearch('');
                }}
                slotProps={{
                  select: { native: true },
                  htmlInput: { 'data-testid': 'practice-client-picker' },
                  inputLabel: { shrink: true },
                }}
              >
                {clients.map((c) => (
                  <option key={c.clientId} value={c.clientId}>
                    {c.clientName}
                  </option>
                ))}
              </TextField>
              <TextField
                size="small"
                placeholder="Search practice or state"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                slotProps={{
                  htmlInput: { 'data-testid': 'practice-search', 'aria-label': 'Search practices' },
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <SearchIcon fontSize="small" />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <List dense disablePadding data-testid="practice-options" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
                {multi && (
                  <ListItemButton
                    data-testid="practice-option-all"
                    data-selected={everySelected}
                    onClick={() => apply(chooseAllPractices(chosen, clientPractices))}
                    divider
                  >
                    <ListItemIcon sx={{ minWidth: 40 }}>
                      <Checkbox
                        edge="start"
                        tabIndex={-1}
                        disableRipple
                        checked={everySelected}
                        indeterminate={!everySelected && clientPractices.some((p) => chosenIds.has(p._id))}
                      />
                    </ListItemIcon>
                    <ListItemText primary="All Practices" slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
                  </ListItemButton>
                )}
                {shown.map((practice) => {
                  const selected = chosenIds.has(practice._id);
                  return (
                    <ListItemButton
                      key={practice._id}
                      data-testid="practice-option"
                      data-practice-id={practice._id}
                      data-selected={selected}
                      selected={selected}
                      onClick={() => apply(choosePractice(chosen, practice, multi))}
                    >
                      <ListItemIcon sx={{ minWidth: 40 }}>
                        {multi ? (
                          <Checkbox edge="start" tabIndex={-1} disableRipple checked={selected} />
                        ) : (
                          <Radio edge="start" tabIndex={-1} disableRipple checked={selected} />
                        )}
                      </ListItemIcon>
                      <ListItemText primary={practice.name} secondary={practice.state} />
                    </ListItemButton>
                  );
                })}
                {shown.length === 0 && !loading && (
                  <Box sx={{ p: 2 }}>
                    <Typography color="text.secondary">No practice matches the search.</Typography>
                  </Box>
                )}
              </List>
              {matching > PRACTICES_SHOWN && (
                <Typography variant="caption" color="text.secondary">
                  Showing {PRACTICES_SHOWN} of {matching} practices. Type in the search box to find the others.
                </Typography>
              )}
              <Typography variant="body2" data-testid="practice-selected-count">
                {selectionLabel(chosen)}
              </Typography>
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={() => void save()} data-testid="practice-apply" disabled={loading && clients.length === 0}>
            Apply
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={pendingReplace !== null} onClose={() => setPendingReplace(null)} data-testid="practice-replace-dialog">
        <DialogTitle>Can't select</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Dear user, practices of different clients cannot be selected together. Replace the current selection with{' '}
            {pendingReplace?.label}?
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPendingReplace(null)}>Cancel</Button>
          <Button
            variant="contained"
            data-testid="practice-replace-confirm"
            onClick={() => {
              if (pendingReplace) setSelection(pendingReplace.replacement);
              setPendingReplace(null);
            }}
          >
            Replace
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
