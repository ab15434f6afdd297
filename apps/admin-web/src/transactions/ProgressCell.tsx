import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, LinearProgress, Typography } from '@mui/material';
import { progressIndicator, type ProgressRow } from './progressIndicator';

/** The Missing Fields cell: the progress indicator of spec 01 §4. */
export const ProgressCell = ({ row }: { row: ProgressRow }) => {
  const indicator = progressIndicator(row);
  if (indicator.kind === 'done') return <CheckCircleIcon color="success" titleAccess="Done" data-progress="done" />;
  if (indicator.kind === 'check') return <TaskAltIcon color="success" titleAccess="Complete" data-progress="check" />;
  if (indicator.kind === 'cancel') return <CancelIcon color="error" titleAccess="Not possible" data-progress="cancel" />;
  return (
    <Box sx={{ minWidth: 90 }} data-progress="bar" title={`${indicator.missing} of ${indicator.total} required fields missing`}>
      <LinearProgress variant="determinate" value={indicator.percent} />
      <Typography variant="caption">{`${indicator.missing}/${indicator.total}`}</Typography>
    </Box>
  );
};
