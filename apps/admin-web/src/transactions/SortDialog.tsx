/**
 * Sort configuration (spec 01 §3 sort options, §4 status priority, §5 sort form): up to 7 slots of
 * field and direction, and the eligibility-status priority reordered by drag and drop. Both are
 * saved for the user; the list then comes back in that order from the server.
 */
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SortIcon from '@mui/icons-material/Sort';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  MAX_SORT_KEYS,
  SORT_FIELDS,
  SORT_FIELD_LABELS,
  rankedPriority,
  sortFormErrors,
  sortFromSlots,
  type SortDirection,
  type SortField,
  type SortSlot,
  type TransactionPreferences,
} from '@dental/contracts';
import { useState } from 'react';
import { useNotify, useUpdate } from 'react-admin';
import { MY_PREFERENCES, TRANSACTION_RESOURCES } from './transactionsAdapter';

export function sortSummary(preferences: TransactionPreferences | undefined): string {
  const keys = Object.entries(preferences?.transaction ?? {}) as [SortField, SortDirection][];
  if (keys.length === 0) return 'Sorted by Appointment';
  return `Sorted by ${keys.map(([field, direction]) => `${SORT_FIELD_LABELS[field]} ${direction === 1 ? '↑' : '↓'}`).join(', ')}`;
}

function slotsOf(preferences: TransactionPreferences): SortSlot[] {
  const slots: SortSlot[] = (Object.entries(preferences.transaction) as [SortField, SortDirection][]).map(([field, direction]) => ({
    field,
    direction,
  }));
  while (slots.length < MAX_SORT_KEYS) slots.push({ field: '', direction: null });
  return slots;
}

export const SortDialog = ({
  preferences,
  onSaved,
}: {
  preferences: TransactionPreferences;
  onSaved: (p: TransactionPreferences) => void;
}) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [slots, setSlots] = useState<SortSlot[]>(() => slotsOf(preferences));
  const [order, setOrder] = useState<string[]>(() => preferences.priority.map((p) => p.k));
  const [dragged, setDragged] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [update, { isPending: saving }] = useUpdate<TransactionPreferences & { id: string }>();
  const errors = sortFormErrors(slots);

  const setSlot = (i: number, slot: SortSlot) => setSlots((s) => s.map((x, j) => (j === i ? slot : x)));
  const move = (from: number, to: number) =>
    setOrder((o) => {
      const next = [...o];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item);
      return next;
    });

  /** Saves the sort and the priority as the user's preferences; the screen reads them again from the data provider's cache. */
  const save = () => {
    setSubmitted(true);
    if (errors.form || errors.slots.some(Boolean)) return;
    update(
      TRANSACTION_RESOURCES.preferences,
      {
        id: MY_PREFERENCES,
        data: { transaction: sortFromSlots(slots), priority: rankedPriority(order) },
        previousData: { ...preferences, id: MY_PREFERENCES },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          onSaved(saved);
          notify('Changes are saved', { type: 'success' });
          setOpen(false);
        },
        onError: () => notify('Dear user, please try again', { type: 'error' }),
      },
    );
  };

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<SortIcon />}
        data-testid="sort-open"
        onClick={() => {
          setSlots(slotsOf(preferences));
          setOrder(preferences.priority.map((p) => p.k));
          setSubmitted(false);
          setOpen(true);
        }}
      >
        Sort
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth>
        <DialogTitle>Sort configuration</DialogTitle>
        <DialogContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Stack spacing={1} sx={{ flex: 2 }}>
              {slots.map((slot, i) => (
                <Stack key={i} direction="row" spacing={1}>
                  <TextField
                    select
                    size="small"
                    label={`Sort ${i + 1}`}
                    sx={{ flex: 1 }}
                    value={slot.field}
                    error={submitted && errors.slots[i] !== '' && errors.slots[i] !== 'Field is required'}
                    helperText={submitted && errors.slots[i] !== 'Field is required' ? errors.slots[i] : ''}
                    onChange={(e) =>
                      setSlot(i, { field: e.target.value as SortField | '', direction: e.target.value ? (slot.direction ?? null) : null })
                    }
                    slotProps={{ select: { SelectDisplayProps: { 'data-testid': `sort-field-${i}` } as object } }}
                  >
                    <MenuItem value="">—</MenuItem>
                    {SORT_FIELDS.map((f) => (
                      <MenuItem key={f} value={f} data-testid={`sort-option-${f}`}>
                        {SORT_FIELD_LABELS[f]}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    select
                    size="small"
                    label="Direction"
                    sx={{ width: 160 }}
                    disabled={!slot.field}
                    value={slot.direction ?? ''}
                    error={submitted && errors.slots[i] === 'Field is required'}
                    helperText={submitted && errors.slots[i] === 'Field is required' ? errors.slots[i] : ''}
                    onChange={(e) => setSlot(i, { ...slot, direction: Number(e.target.value) as SortDirection })}
                    slotProps={{ select: { SelectDisplayProps: { 'data-testid': `sort-direction-${i}` } as object } }}
                  >
                    <MenuItem value={1} data-testid="sort-direction-asc">
                      Ascending
                    </MenuItem>
                    <MenuItem value={-1} data-testid="sort-direction-desc">
                      Descending
                    </MenuItem>
                  </TextField>
                </Stack>
              ))}
              {submitted && errors.form && <Alert severity="warning">{errors.form}</Alert>}
            </Stack>
            <Stack sx={{ flex: 1 }}>
              <Typography variant="subtitle2">Eligibility status priority</Typography>
              <Typography variant="caption" color="text.secondary">
                Drag to reorder
              </Typography>
              <List dense data-testid="priority-list">
                {order.map((status, i) => (
                  <ListItem
                    key={status}
                    draggable
                    data-testid="priority-item"
                    onDragStart={() => setDragged(i)}
                    onDragOver={(e) => e.preventDefault()}
                    onDrop={() => {
                      if (dragged !== null && dragged !== i) move(dragged, i);
                      setDragged(null);
                    }}
                    sx={{
                      border: 1,
                      borderColor: 'divider',
                      mb: 0.5,
                      cursor: 'grab',
                      bgcolor: dragged === i ? 'action.selected' : undefined,
                    }}
                  >
                    <ListItemIcon sx={{ minWidth: 32 }}>
                      <DragIndicatorIcon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText primary={`${i + 1}. ${status}`} />
                  </ListItem>
                ))}
              </List>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={save} disabled={saving} data-testid="sort-save">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
