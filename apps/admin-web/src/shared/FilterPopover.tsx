/**
 * A list's 'Filter' button and the popup it opens (spec 02 §2): the filter's fields on a draft,
 * 'Apply filters' to use the draft and 'Reset' to clear the filter. The popup opens on the filter
 * in force, so a change is made to it rather than started again.
 */
import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, Popover, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';

export function FilterPopover<F extends object>({
  value,
  empty,
  onApply,
  children,
}: {
  value: F;
  /** The filter Reset applies. */
  empty: F;
  onApply: (filter: F) => void;
  /** The fields, editing the draft through `change`. */
  children: (draft: F, change: (patch: Partial<F>) => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [draft, setDraft] = useState(value);
  const apply = (filter: F) => {
    setAnchor(null);
    onApply(filter);
  };
  return (
    <>
      <Button
        startIcon={<FilterListIcon />}
        onClick={(e) => {
          setDraft(value);
          setAnchor(e.currentTarget);
        }}
      >
        Filter
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Filter' } }}
      >
        <Stack spacing={2} sx={{ p: 2, width: 320 }}>
          <Typography variant="subtitle1">Filter</Typography>
          {children(draft, (patch) => setDraft({ ...draft, ...patch }))}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => apply(empty)}>Reset</Button>
            <Button variant="contained" onClick={() => apply(draft)}>
              Apply filters
            </Button>
          </Stack>
        </Stack>
      </Popover>
    </>
  );
}
