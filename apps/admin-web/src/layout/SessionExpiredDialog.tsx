/**
 * The re-login dialog (spec 01 §2 and §8): when the gateway answers 'The token has been
 * blacklisted', the user signs in again over the current page (password, then the PIN); the menu,
 * permissions and open lists then reload.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { Messages, SignInMessages, type PendingSignIn } from '@dental/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useLogout, useNotify, useRefresh } from 'react-admin';
import { ApiError } from '../api/apiError';
import { signIn, startSignIn } from '../api/authProvider';
import { onSessionExpired } from '../api/sessionEvents';
import { signInFailure } from '../sign-in/signInFailure';

export const SessionExpiredDialog = () => {
  const [open, setOpen] = useState(false);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState<PendingSignIn | null>(null);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const logout = useLogout();

  useEffect(() => onSessionExpired(() => setOpen(true)), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (!pending) {
        setPending(await startSignIn({ username, password }));
        setPin('');
        return;
      }
      await signIn({ trackLoginId: pending.trackLoginId, pin });
      setOpen(false);
      setPassword('');
      setPending(null);
      refresh();
    } catch (error) {
      const failure = error instanceof ApiError ? signInFailure(error.status, error.message) : signInFailure(undefined);
      notify(pending && failure.kind !== 'tooManyAttempts' ? SignInMessages.pinInvalid : failure.message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} maxWidth="xs" fullWidth data-testid="session-expired-dialog">
      <form onSubmit={submit}>
        <DialogTitle>Session expired</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="warning">{Messages.sessionExpired}</Alert>
            {pending ? (
              <TextField
                label={`PIN sent to ${pending.destination}`}
                autoComplete="one-time-code"
                value={pin}
                onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 6))}
                required
              />
            ) : (
              <>
                <TextField
                  label="Username"
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  required
                />
                <TextField
                  label="Password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  required
                />
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => logout()}>Go to login</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Login
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
