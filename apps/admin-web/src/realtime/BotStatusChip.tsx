import { Chip } from '@mui/material';
import type { RealtimeState } from '@dental/contracts';

/** Pending is a warning, completed a success (spec 03 §4); failed: the clearinghouse never answered. */
const TONE: Record<RealtimeState, 'warning' | 'success' | 'error'> = { pending: 'warning', completed: 'success', failed: 'error' };

export const BotStatusChip = ({ state }: { state: RealtimeState }) => (
  <Chip size="small" color={TONE[state]} label={state} variant="outlined" />
);
