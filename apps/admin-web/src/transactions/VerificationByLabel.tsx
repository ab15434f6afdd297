import { Chip, Tooltip } from '@mui/material';
import { verificationByTone } from '@dental/contracts';
import { toneColor } from './tones';

/** 'Verification By' (spec 01 §4): a label coloured by its tone, with its explanation on hover. */
export const VerificationByLabel = ({ value }: { value: string | null | undefined }) => {
  if (!value) return <>—</>;
  const { tone, tooltip } = verificationByTone(value);
  const chip = <Chip size="small" label={value} color={toneColor(tone)} variant="outlined" data-tone={tone} />;
  return tooltip ? (
    <Tooltip title={tooltip} arrow>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
};
