import { Box, Typography } from '@mui/material';
import { eligibilityTone, splitEligibilityStatus } from '@dental/contracts';
import { toneColor } from './tones';

/** Eligibility status (spec 01 §4): coloured by tone; 'X/Y' with a known X shows X with Y beneath. */
export const EligibilityStatusLabel = ({ value }: { value: string | null | undefined }) => {
  if (!value) return <>—</>;
  const { main, sub } = splitEligibilityStatus(value);
  const tone = eligibilityTone(main);
  return (
    <Box data-tone={tone}>
      <Typography variant="body2" sx={{ fontWeight: 600, color: `${toneColor(tone)}.main` }}>
        {main}
      </Typography>
      {sub && (
        <Typography variant="caption" color="text.secondary">
          {sub}
        </Typography>
      )}
    </Box>
  );
};
