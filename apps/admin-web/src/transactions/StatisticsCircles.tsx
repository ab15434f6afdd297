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
import { Routes, type StatisticsEntry, type TransactionListRequest } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { callApi } from '../api/httpClient';

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

/** The circles for the list as filtered now; refreshed whenever the request changes. */
export function useStatistics(request: TransactionListRequest | undefined, refreshKey: number): StatisticsEntry[] {
  const [entries, setEntries] = useState<StatisticsEntry[]>([]);
  const key = JSON.stringify(request);
  useEffect(() => {
    if (!request) return;
    const controller = new AbortController();
    const { limit: _limit, offset: _offset, ...body } = request;
    callApi(Routes.verificationStatusStatistics, { body, signal: controller.signal })
      .then(setEntries)
      .catch(() => controller.signal.aborted || setEntries([]));
    return () => controller.abort();
    // The serialised request stands for the request itself, which is a new object on every render.
  }, [key, refreshKey]);
  return entries;
}

export const AnalyticsDialog = ({ practices, base }: { practices: { _id: string; name: string }[]; base: TransactionListRequest }) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [entries, setEntries] = useState<StatisticsEntry[] | null>(null);
  const search = async () => {
    try {
      const { limit: _l, offset: _o, ...body } = base;
      setEntries(await callApi(Routes.verificationStatusStatistics, { body: { ...body, practiceId: chosen } }));
    } catch {
      notify('Dear user, please try again', { type: 'error' });
    }
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
