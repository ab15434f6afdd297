import LockIcon from '@mui/icons-material/Lock';
import { Box, Button, Typography } from '@mui/material';
import { Messages } from '@dental/contracts';
import { Link } from 'react-router-dom';

/** Shown when the session cannot be confirmed (spec 01 §2). */
export const UnauthenticatedPage = () => (
  <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, mt: 12, textAlign: 'center' }}>
    <LockIcon color="disabled" sx={{ fontSize: 64 }} />
    <Typography variant="h6" data-testid="unauthenticated-message">
      {Messages.unauthenticatedPage}
    </Typography>
    <Button variant="contained" component={Link} to="/login">
      Go to login
    </Button>
  </Box>
);
