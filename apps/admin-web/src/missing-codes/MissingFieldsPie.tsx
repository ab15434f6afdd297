import { Box, Typography } from '@mui/material';
import { missingFieldsPie } from '@dental/contracts';
import { Cell, Pie, PieChart } from 'recharts';

/** Missing Fields (spec 01 §9): a pie of 100 - 100 * missing / total with the missing count; ELG shows 0. */
export const MissingFieldsPie = ({ type, missing, total }: { type: string; missing: number; total: number }) => {
  const pie = missingFieldsPie(type, missing, total);
  const data = [
    { name: 'complete', value: pie.value },
    { name: 'missing', value: 100 - pie.value },
  ];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="missing-pie" data-value={pie.value}>
      <PieChart width={32} height={32}>
        <Pie data={data} dataKey="value" innerRadius={8} outerRadius={15} startAngle={90} endAngle={-270} isAnimationActive={false}>
          <Cell fill="#2e7d32" />
          <Cell fill="#e0e0e0" />
        </Pie>
      </PieChart>
      <Typography variant="caption">{pie.missing}</Typography>
    </Box>
  );
};
