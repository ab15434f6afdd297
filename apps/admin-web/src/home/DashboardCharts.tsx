/**
 * The dashboard's charts (recharts, loaded with the dashboard only). Each has a title, tooltips, and
 * the same figures as a table that screen readers read in place of the drawing.
 */
import { Box, Typography } from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { DashboardData } from '@dental/contracts';

const COLORS = ['#1976d2', '#ed6c02', '#2e7d32', '#d32f2f', '#9c27b0', '#757575'];

/** Out of sight, still read by screen readers. */
const readerOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function ChartFigure({ id, title, rows, children }: { id: string; title: string; rows: [string, number][]; children: React.ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0 }} aria-labelledby={`${id}-title`} data-testid={id}>
      <Typography variant="h6" component="h2" id={`${id}-title`}>
        {title}
      </Typography>
      <Box aria-hidden sx={{ width: '100%', height: 260 }}>
        {children}
      </Box>
      <Box component="table" sx={readerOnly} data-testid={`${id}-table`}>
        <caption>{title}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

export function WeeklyLine({ weeks, carrierName }: { weeks: DashboardData['weeks']; carrierName: string }) {
  return (
    <ChartFigure
      id="weekly-line"
      title={`Transactions per week${carrierName ? ` (${carrierName})` : ''}`}
      rows={weeks.map((w) => [w.label, w.total])}
    >
      <ResponsiveContainer>
        <LineChart data={weeks}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Line type="monotone" dataKey="total" name="Total" stroke={COLORS[0]} />
          <Line type="monotone" dataKey="fbd" name="FBD" stroke={COLORS[1]} />
          <Line type="monotone" dataKey="elg" name="ELG" stroke={COLORS[2]} />
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function CounterBars({ counters }: { counters: DashboardData['counters'] }) {
  const data = [
    { name: 'Completed', value: counters.completed },
    { name: 'Not Completed', value: counters.notCompleted },
    { name: 'Not Found', value: counters.notFound },
    { name: 'Audited', value: counters.audited },
  ];
  return (
    <ChartFigure id="counter-bars" title="Verifications" rows={data.map((d) => [d.name, d.value])}>
      <ResponsiveContainer>
        <BarChart data={data}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="name" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="value" name="Transactions">
            {data.map((d, i) => (
              <Cell key={d.name} fill={COLORS[i]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

export function DonutChart({ donut }: { donut: DashboardData['donut'] }) {
  return (
    <ChartFigure id="donut" title="Transactions by state" rows={donut.map((d) => [d.name, d.value])}>
      <ResponsiveContainer>
        <PieChart>
          <Pie data={donut} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="80%">
            {donut.map((d, i) => (
              <Cell key={d.name} fill={COLORS[i % COLORS.length]} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
