/**
 * Create or edit one catalogue element. The form checks the contract's schema, so the messages are
 * the spec's ('{type} is required', 'Permission name is required', 'Url is required') before any call.
 */
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { permissionElementSchema, type PermissionType } from '@dental/contracts';
import { useState } from 'react';

export interface ElementDraft {
  type: PermissionType;
  displayName: string;
  name: string;
  parentId: string | null;
  showInMenu: boolean;
  restricted: boolean;
  url: string;
  icon: string;
  groupName: string;
}

export const PermissionElementDialog = ({
  title,
  initial,
  types,
  onCancel,
  onSave,
}: {
  title: string;
  initial: ElementDraft;
  /** Types offered; one type means the type is fixed. */
  types: PermissionType[];
  onCancel: () => void;
  onSave: (draft: ElementDraft) => Promise<void>;
}) => {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<ElementDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async () => {
    const parsed = permissionElementSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(draft);
    } finally {
      setSaving(false);
    }
  };

  const isAction = draft.type === 'Action';
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label="Type"
            value={draft.type}
            disabled={types.length === 1}
            onChange={(e) => set({ type: e.target.value as PermissionType })}
          >
            {types.map((t) => (
              <MenuItem key={t} value={t}>
                {t}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Display name"
            value={draft.displayName}
            onChange={(e) => set({ displayName: e.target.value })}
            error={!!errors.displayName}
            helperText={errors.displayName}
          />
          <TextField
            label="Permission name"
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            error={!!errors.name}
            helperText={errors.name}
          />
          {!isAction && (
            <>
              <TextField
                label="Url"
                value={draft.url}
                onChange={(e) => set({ url: e.target.value })}
                error={!!errors.url}
                helperText={errors.url}
              />
              <TextField label="Icon" value={draft.icon} onChange={(e) => set({ icon: e.target.value })} />
              <TextField label="Group name" value={draft.groupName} onChange={(e) => set({ groupName: e.target.value })} />
              <FormControlLabel
                control={<Checkbox checked={draft.showInMenu} onChange={(e) => set({ showInMenu: e.target.checked })} />}
                label="Show in menu"
              />
              <FormControlLabel
                control={<Checkbox checked={draft.restricted} onChange={(e) => set({ restricted: e.target.checked })} />}
                label="Protected"
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
};
