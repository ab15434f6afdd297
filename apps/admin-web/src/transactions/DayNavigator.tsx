/**
 * The day navigator (spec 01 §2): back and forward arrows move one day, the date field jumps to a
 * day, and 'All days' lifts the date filter. The choice is kept among the saved filters.
 */
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Button, IconButton, Stack, TextField, ToggleButton, Typography } from '@mui/material';
import { parseDay } from '@dental/contracts';
import { useListContext } from 'react-admin';
import { displayDay, localDay, shiftDay } from './days';
import { saveDay } from './savedFilters';

export const DayNavigator = () => {
  const { filterValues, setFilters } = useListContext();
  const day = typeof filterValues.day === 'string' ? filterValues.day : undefined;

  const choose = (next: string | null) => {
    saveDay({ day: next });
    setFilters(
      next ? { ...filterValues, day: next } : Object.fromEntries(Object.entries(filterValues).filter(([k]) => k !== 'day')),
      {},
      false,
    );
  };
  const from = day ?? localDay();

  return (
    <Stack direction="row" spacing={1} data-testid="day-navigator" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <IconButton aria-label="Previous day" data-testid="day-previous" onClick={() => choose(shiftDay(from, -1))}>
        <ChevronLeftIcon />
      </IconButton>
      <TextField
        type="date"
        size="small"
        margin="none"
        fullWidth={false}
        // react-admin's theme stretches text fields on small screens; a date needs no more than this.
        sx={(theme) => ({ width: 170, [theme.breakpoints.down('sm')]: { width: 170 } })}
        value={day ?? ''}
        onChange={(e) => {
          const picked = parseDay(e.target.value);
          if (picked) choose(picked);
        }}
        slotProps={{ htmlInput: { 'data-testid': 'day-navigator-date', 'aria-label': 'Appointment day' } }}
      />
      <IconButton aria-label="Next day" data-testid="day-next" onClick={() => choose(shiftDay(from, 1))}>
        <ChevronRightIcon />
      </IconButton>
      <Typography variant="subtitle2" data-testid="day-navigator-label" sx={{ minWidth: 88, whiteSpace: 'nowrap' }}>
        {day ? displayDay(day) : 'All days'}
      </Typography>
      <Button size="small" onClick={() => choose(localDay())} disabled={day === localDay()}>
        Today
      </Button>
      <ToggleButton value="all" size="small" selected={!day} onChange={() => choose(day ? null : localDay())} data-testid="day-all">
        All days
      </ToggleButton>
    </Stack>
  );
};
