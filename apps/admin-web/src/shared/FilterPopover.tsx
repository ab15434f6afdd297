/**
 * A list's 'Filter' button and the popup it opens (docs/administration.md): react-admin inputs on a
 * draft of the list's filter, 'Apply filters' to use it and 'Reset' to clear it. The popup opens on
 * the filter in force, so a change is made to it rather than started again. Applying goes back to
 * the first page (react-admin's list does that on every filter change).
 */
import FilterListIcon from '@mui/icons-material/FilterList';
import { Button, Popover, Stack, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, useListContext } from 'react-admin';

/** The values that filter something: an empty field filters nothing. */
function setValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null && v !== ''));
}

export const FilterPopover = ({ children }: { children: ReactNode }) => {
  const { filterValues, setFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const apply = (values: Record<string, unknown>) => {
    setAnchor(null);
    setFilters(setValues(values), undefined, false);
  };
  return (
    <>
      <Button startIcon={<FilterListIcon />} onClick={(e) => setAnchor(e.currentTarget)}>
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
        <Form defaultValues={filterValues} onSubmit={apply}>
          <Stack spacing={1} sx={{ p: 2, width: 320 }}>
            <Typography variant="subtitle1" component="h2">
              Filter
            </Typography>
            {children}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={() => apply({})}>Reset</Button>
              <Button type="submit" variant="contained">
                Apply filters
              </Button>
            </Stack>
          </Stack>
        </Form>
      </Popover>
    </>
  );
};
