/**
 * The dashboard of the selected practices for one month (spec 03 §2): four cards (appointments of
 * today and the next five days), the weekly line with its carrier filter and month arrows, four bar
 * counters, the status table with its type filter, and the donut. Figures come from the reports
 * service's read model through the data provider (resource 'dashboard'), refreshed every few seconds
 * so bot results appear without a reload.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Card,
  CardContent,
  FormControl,
  IconButton,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Loading, useGetList, useGetOne } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { DashboardCarrier, DashboardData, DashboardRequest } from '@dental/contracts';
import { CARRIERS_RESOURCE, DASHBOARD_RESOURCE, dashboardId } from './dashboardAdapter';
import { localDay, monthLabel, monthOf, monthRange, shiftMonth } from './dashboardMonth';
import { CounterBars, DonutChart, WeeklyLine } from './DashboardCharts';

const REFRESH_MS = 5_000;
type TypeFilter = 'All' | 'ELG' | 'FBD';

export function Dashboard({ practiceIds }: { practiceIds: string[] }) {
  const today = localDay();
  // The month lives in the address (?month=YYYY-MM), so a reload or a shared link shows the same one.
  const [search, setSearch] = useSearchParams();
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(search.get('month') ?? '') ? (search.get('month') as string) : monthOf(today);
  const setMonth = (next: string) => setSearch({ month: next }, { replace: true });
  const [carrierName, setCarrierName] = useState('');
  const [type, setType] = useState<TypeFilter>('All');
  const request: DashboardRequest = { ...monthRange(month), practiceIds, carrierName, today };
  const { data, isPending, error } = useGetOne<DashboardData & { id: string }>(
    DASHBOARD_RESOURCE,
    { id: dashboardId(request), meta: request },
    { refetchInterval: REFRESH_MS, placeholderData: (previous) => previous },
  );
  const { data: carriers } = useGetList<DashboardCarrier & { id: string }>(CARRIERS_RESOURCE, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });

  if (error && !data) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (isPending || !data) return <Loading />;
  return (
    <Stack spacing={2} data-testid="dashboard">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <FigureCard title="FBD" value={data.nextDays.fbd} testId="card-fbd" />
        <FigureCard title="ELG" value={data.nextDays.elg} testId="card-elg" />
        <FigureCard title="Missing Code" value={data.nextDays.missingCode} testId="card-missing-code" />
        <FigureCard title="Audited" value={data.nextDays.audited} testId="card-audited" />
      </Box>
      <Typography variant="caption" color="text.secondary">
        Cards: appointments from {data.nextDays.from} to {data.nextDays.to}
      </Typography>

      <Paper sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
          <IconButton aria-label="Previous month" onClick={() => setMonth(shiftMonth(month, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h6" component="h2" data-testid="dashboard-month" sx={{ whiteSpace: 'nowrap' }}>
            {monthLabel(month)}
          </Typography>
          <IconButton aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
            <ChevronRightIcon />
          </IconButton>
          <FormControl size="small" sx={{ minWidth: 220 }}>
            <InputLabel id="dashboard-carrier">Carrier</InputLabel>
            <Select
              labelId="dashboard-carrier"
              label="Carrier"
              value={carrierName}
              onChange={(e) => setCarrierName(e.target.value)}
              inputProps={{ 'data-testid': 'carrier-filter' }}
            >
              <MenuItem value="">All Carriers</MenuItem>
              {(carriers ?? []).map((c) => (
                <MenuItem key={c.id} value={c.name}>
                  {c.name}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        </Stack>
        {data.total === 0 ? (
          <Typography data-testid="dashboard-empty">No transactions in {monthLabel(month)} for the selected practices.</Typography>
        ) : (
          <WeeklyLine weeks={data.weeks} carrierName={carrierName} />
        )}
      </Paper>

      {data.total > 0 && (
        <>
          <Paper sx={{ p: 2 }}>
            <CounterBars counters={data.counters} />
          </Paper>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <Paper sx={{ p: 2 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="h6" component="h2" id="status-table-title">
                  Status
                </Typography>
                <Select size="small" value={type} onChange={(e) => setType(e.target.value as TypeFilter)} aria-label="Type">
                  <MenuItem value="All">All Types</MenuItem>
                  <MenuItem value="ELG">ELG</MenuItem>
                  <MenuItem value="FBD">FBD</MenuItem>
                </Select>
              </Stack>
              <Table size="small" aria-labelledby="status-table-title" data-testid="status-table">
                <TableHead>
                  <TableRow>
                    <TableCell>Status</TableCell>
                    <TableCell align="right">Transactions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.statuses
                    .map((row) => ({ status: row.status, count: type === 'All' ? row.total : type === 'FBD' ? row.fbd : row.elg }))
                    .filter((row) => row.count > 0)
                    .map((row) => (
                      <TableRow key={row.status}>
                        <TableCell>{row.status}</TableCell>
                        <TableCell align="right">{row.count}</TableCell>
                      </TableRow>
                    ))}
                </TableBody>
              </Table>
            </Paper>
            <Paper sx={{ p: 2 }}>
              <DonutChart donut={data.donut} />
            </Paper>
          </Box>
        </>
      )}
    </Stack>
  );
}

function FigureCard({ title, value, testId }: { title: string; value: number; testId: string }) {
  return (
    <Card>
      <CardContent>
        <Typography color="text.secondary">{title}</Typography>
        <Typography variant="h4" component="p" data-testid={testId}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}
