/** Statistics circles per verification status and the Analytics modal (spec 01 §2, §7; 'Total' at 100 %). */
import InsightsIcon from '@mui/icons-material/Insights';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Typography,
} from '@mui/material';
import type { StatisticsEntry, TransactionListRequest } from '@dental/contracts';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { TRANSACTION_RESOURCES, wholeList } from './transactionsAdapter';

type StatisticsRecord = StatisticsEntry & { id: string };

/** Every entry at once: a handful, one per verification status and the total. */
const WHOLE = { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' as const } };

export const StatisticsRow = ({ entries }: { entries: StatisticsEntry[] }) => (
  <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }} data-testid="statistics">
    {entries.map((entry) => (
      <Stack key={entry.name} sx={{ alignItems: 'center', width: 96 }} data-testid="statistics-circle" data-name={entry.name}>
        <Box sx={{ position: 'relative', display: 'inline-flex' }}>
          <CircularProgress
            variant="determinate"
            value={entry.percentage}
            size={56}
            color={entry.name === 'Total' ? 'primary' : 'secondary'}
          />
          <Box sx={{ inset: 0, position: 'absolute', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography variant="caption">{`${entry.percentage}%`}</Typography>
          </Box>
        </Box>
        <Typography variant="caption" noWrap title={entry.name}>
          {entry.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {entry.count}
        </Typography>
      </Stack>
    ))}
  </Stack>
);

/**
 * The circles for the list as filtered now, read through the data provider (`transaction-statistics`),
 * again whenever the request changes or `refetch` is called; none while they cannot be read.
 */
export function useStatistics(request: TransactionListRequest | undefined): { entries: StatisticsEntry[]; refetch: () => void } {
  const { data, error, refetch } = useGetList<StatisticsRecord>(
    TRANSACTION_RESOURCES.statistics,
    { ...WHOLE, filter: { request: request && wholeList(request) } },
    { enabled: request !== undefined },
  );
  return { entries: error ? [] : (data ?? []), refetch: () => void refetch() };
}

export const AnalyticsDialog = ({ practices, base }: { practices: { _id: string; name: string }[]; base: TransactionListRequest }) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  // The practices of the last search: the statistics are asked once Search Statistics is pressed.
  const [searched, setSearched] = useState<string[] | null>(null);
  const { data: entries, refetch } = useGetList<StatisticsRecord>(
    TRANSACTION_RESOURCES.statistics,
    { ...WHOLE, filter: { request: { ...wholeList(base), practiceId: searched ?? [] } } },
    { enabled: searched !== null, onError: () => notify('Dear user, please try again', { type: 'error' }) },
  );
  // The same practices again ask the statistics again (the list may have changed); others are a new question.
  const search = () => {
    if (searched && searched.length === chosen.length && searched.every((id) => chosen.includes(id))) void refetch();
    else setSearched([...chosen]);
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<InsightsIcon />} onClick={() => setOpen(true)} data-testid="analytics-open">
        Analytics
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>Analytics Information From Practices</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Select a practice and press the button
          </Typography>
          {practices.map((p) => (
            <FormControlLabel
              key={p._id}
              sx={{ display: 'flex' }}
              control={
                <Checkbox
                  checked={chosen.includes(p._id)}
                  onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p._id] : c.filter((x) => x !== p._id)))}
                />
              }
              label={p.name}
            />
          ))}
          {entries && <StatisticsRow entries={entries} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={chosen.length === 0} onClick={search} data-testid="analytics-search">
            Search Statistics
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
