import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';

export const Logo = () => (
  <Box
    component={Link}
    to="/"
    // The name starts with the text shown, as speech-input users say what they see.
    aria-label="Insurance Verification, Home"
    sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}
  >
    <Box component="img" src="/logo.svg" alt="" sx={{ width: 28, height: 28 }} />
    <Typography variant="subtitle1" sx={{ fontWeight: 700, display: { xs: 'none', md: 'block' }, whiteSpace: 'nowrap' }}>
      Insurance Verification
    </Typography>
  </Box>
);
