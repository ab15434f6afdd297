/**
 * /login (spec 01 §2): step 1 user name and password; step 2 the PIN sent by e-mail or SMS, with
 * Cancel back to step 1 and a request for a new PIN. A blocked account gets its warning with
 * 'Send the e-mail again' (the unlock link), a country where the application is not offered its
 * message; any other failure reads 'User not found !'. The reset-password modal opens from here.
 *
 * The form needs neither react-admin nor its router: inside react-admin it is the login page
 * (SignInPage), and on a signed-out first visit it is shown before react-admin has loaded
 * (StandaloneSignIn), so that visit downloads only React, Material UI and this form.
 */
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Routes, SignInMessages, type PendingSignIn } from '@dental/contracts';
import { ApiError } from '../api/apiError';
import { requestNewPin, startSignIn, type PinCredentials } from '../api/authProvider';
import { callApi } from '../api/httpClient';
import { ForgotPasswordDialog } from '../password/ForgotPasswordDialog';
import { signInFailure, type SignInFailure } from './signInFailure';

/** Shows a message to the user (react-admin's notify, or the stand-alone page's own snackbar). */
export type Notify = (message: string, options: { type: 'error' | 'warning' | 'info' | 'success' }) => void;

export interface SignInFormProps {
  /** Step 2: signs in with the PIN and goes on to the app; rejects when the PIN is refused. */
  login: (credentials: PinCredentials) => Promise<unknown>;
  notify: Notify;
}

export const SignInForm = ({ login, notify }: SignInFormProps) => {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState<SignInFailure | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setWarning(null);
    try {
      setPending(await startSignIn({ username: username.trim(), password }));
      setPin('');
    } catch (error) {
      const failure = error instanceof ApiError ? signInFailure(error.status, error.message) : signInFailure(undefined);
      if (failure.kind === 'notFound' || failure.kind === 'tooManyAttempts') notify(failure.message, { type: 'error' });
      else setWarning(failure);
    } finally {
      setBusy(false);
    }
  };

  const submitPin = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    setBusy(true);
    try {
      await login({ trackLoginId: pending.trackLoginId, pin });
    } catch (error) {
      const tooMany = error instanceof ApiError && error.status === 429;
      notify(error instanceof ApiError && error.status !== 0 && !tooMany ? SignInMessages.pinInvalid : (error as Error).message, {
        type: 'error',
      });
      setBusy(false);
    }
  };

  const newPin = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      setPending(await requestNewPin(pending.trackLoginId));
      setPin('');
      notify(`A new PIN was sent by ${pending.sentTo === 'sms' ? 'SMS' : 'e-mail'}`, { type: 'info' });
    } catch (error) {
      const advice =
        error instanceof ApiError && error.status === 429
          ? error.message
          : error instanceof ApiError && error.status === 409
            ? SignInMessages.pinLimit
            : SignInMessages.pinInvalid;
      notify(advice, { type: 'warning' });
    } finally {
      setBusy(false);
    }
  };

  const cancel = () => {
    setPending(null);
    setPin('');
    setPassword('');
  };

  const sendUnlockMail = async () => {
    setBusy(true);
    try {
      const answer = await callApi(Routes.sendUnlockMail, { body: { username: username.trim() } });
      notify(answer.message, { type: 'success' });
    } catch {
      notify(SignInMessages.tryAgain, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInFrame subtitle={pending ? 'Enter the PIN we sent you' : 'Sign in to continue'}>
      {pending ? (
        <Stack component="form" spacing={2.5} onSubmit={submitPin} noValidate data-testid="pin-form">
          <Typography variant="body2" data-testid="pin-sent-to">
            We sent a 6-digit PIN by {pending.sentTo === 'sms' ? 'SMS' : 'e-mail'} to {pending.destination}. It expires in{' '}
            {Math.round(pending.expiresIn / 60)} minutes.
          </Typography>
          <TextField
            label="PIN"
            autoComplete="one-time-code"
            autoFocus
            required
            value={pin}
            onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
            slotProps={{ htmlInput: { 'data-testid': 'pin-input', inputMode: 'numeric', maxLength: 6 } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || pin.length !== 6}
            data-testid="pin-submit"
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Verify
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Button onClick={cancel} disabled={busy} data-testid="pin-cancel">
              Cancel
            </Button>
            <Button onClick={newPin} disabled={busy} data-testid="pin-new">
              Send a new PIN
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack component="form" spacing={2.5} onSubmit={submitPassword} noValidate data-testid="sign-in-form">
          {warning && (
            <Alert
              severity="warning"
              data-testid="sign-in-warning"
              action={
                warning.kind === 'blocked' ? (
                  <Button color="inherit" size="small" onClick={sendUnlockMail} disabled={busy} data-testid="sign-in-send-again">
                    Send the e-mail again
                  </Button>
                ) : undefined
              }
            >
              {warning.message}
            </Alert>
          )}
          <TextField
            label="Username"
            autoComplete="username"
            autoFocus
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'sign-in-username', maxLength: 254 } }}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'sign-in-password', maxLength: 200 } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy || username.trim() === '' || password === ''}
            data-testid="sign-in-submit"
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            Sign in
          </Button>
          <Link component="button" type="button" variant="body2" onClick={() => setForgotOpen(true)} data-testid="forgot-password">
            Forgot your password?
          </Link>
        </Stack>
      )}
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} notify={notify} />
    </SignInFrame>
  );
};

/** The card every page of the sign-in family shares (sign-in, password links, authorisation, unlock). */
export const SignInFrame = ({ subtitle, children }: { subtitle: string; children: ReactNode }) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'background.default',
      backgroundImage: 'linear-gradient(135deg, rgba(15,118,110,0.16), rgba(14,95,89,0.04))',
      p: 2,
    }}
  >
    <Card sx={{ width: '100%', maxWidth: 420 }} elevation={4}>
      <CardContent sx={{ p: 4 }}>
        <Stack spacing={2.5}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box component="img" src="/logo.svg" alt="" sx={{ width: 40, height: 40 }} />
            <Box>
              <Typography variant="h6" component="h1" sx={{ lineHeight: 1.2 }}>
                Insurance Verification
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            </Box>
          </Stack>
          {children}
        </Stack>
      </CardContent>
    </Card>
  </Box>
);
