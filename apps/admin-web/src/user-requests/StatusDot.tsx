import { Box, Stack } from '@mui/material';
import type { OnboardingStatus } from '@dental/contracts';

/** Spec 02 §4: the status dot is warning for Pending, success for Approved, danger for Denied. */
const STATUS_COLOR: Record<OnboardingStatus, 'warning' | 'success' | 'error'> = {
  Pending: 'warning',
  Approved: 'success',
  Denied: 'error',
};

export const StatusDot = ({ status }: { status: OnboardingStatus }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: `${STATUS_COLOR[status]}.main` }} aria-hidden />
    <span>{status}</span>
  </Stack>
);
