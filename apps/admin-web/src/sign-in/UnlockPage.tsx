/** /unlock?signature=...: the link of the 'account blocked' e-mail unblocks the account. */
import { Alert, Box, CircularProgress, Link } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Routes, SignInMessages } from '@dental/contracts';
import { callApi } from '../api/httpClient';
import { SignInFrame } from './SignInPage';

export const UnlockPage = () => {
  const [params] = useSearchParams();
  const token = params.get('signature') ?? '';
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  // The link works once: a second call (React's development double effect) would report it as used.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    callApi(Routes.unlock, { body: { token } })
      .then((answer) => setOutcome({ ok: true, message: answer.message }))
      .catch(() => setOutcome({ ok: false, message: SignInMessages.invalidLink }));
  }, [token]);

  return (
    <SignInFrame subtitle="Unblock your account">
      {outcome ? (
        <Alert severity={outcome.ok ? 'success' : 'warning'} data-testid="unlock-outcome">
          {outcome.message}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress />
        </Box>
      )}
      <Link href="/login" variant="body2">
        Back to sign-in
      </Link>
    </SignInFrame>
  );
};
