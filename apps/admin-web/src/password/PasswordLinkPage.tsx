/**
 * /password_reset and /password_create (spec 01 §2, §5): reached from an e-mailed link carrying a
 * `signature` query. The link is validated first (invalid or expired: 'Dear user, this URL is
 * invalid or already expired.'); the form shows the 'Password Strength' list and the confirmation.
 */
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { useEffect, useState, type FormEvent } from 'react';
import { useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PASSWORD_RULES, Routes, SignInMessages, type LinkValidation } from '@dental/contracts';
import { callApi } from '../api/httpClient';
import { SignInFrame } from '../sign-in/SignInPage';
import { checkPassword } from './passwordRules';

type State = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'form'; link: LinkValidation } | { kind: 'done' };

export const PasswordLinkPage = ({ mode }: { mode: 'reset' | 'create' }) => {
  const [params] = useSearchParams();
  const token = params.get('signature') ?? '';
  const notify = useNotify();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const check = checkPassword(password, confirmation);

  useEffect(() => {
    let live = true;
    callApi(Routes.tokenValidate, { query: { token } })
      .then((link) => live && setState(link.purpose === 'password' ? { kind: 'form', link } : { kind: 'invalid' }))
      .catch(() => live && setState({ kind: 'invalid' }));
    return () => {
      live = false;
    };
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind !== 'form' || !check.ready) return;
    setBusy(true);
    try {
      const answer = await callApi(Routes.updatePassword, { body: { token, password, userId: state.link.userId } });
      notify(answer.message, { type: 'success' });
      setState({ kind: 'done' });
    } catch {
      notify(SignInMessages.tryAgain, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const title = mode === 'create' ? 'Create your password' : 'Choose a new password';
  return (
    <SignInFrame subtitle={title}>
      {state.kind === 'checking' && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress />
        </Box>
      )}
      {state.kind === 'invalid' && (
        <Alert severity="warning" data-testid="link-invalid">
          {SignInMessages.invalidLink}
        </Alert>
      )}
      {state.kind === 'done' && (
        <Alert severity="success" data-testid="password-done">
          {SignInMessages.passwordReset}
        </Alert>
      )}
      {state.kind === 'form' && (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate data-testid="password-form">
          <Typography variant="body2">{state.link.email}</Typography>
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'password-new', maxLength: 200 } }}
          />
          <Box>
            <Typography variant="subtitle2">Password Strength</Typography>
            <List dense disablePadding data-testid="password-strength">
              {PASSWORD_RULES.map((rule) => {
                const met = !check.missing.includes(rule.label);
                return (
                  <ListItem key={rule.key} disableGutters data-met={met}>
                    <ListItemIcon sx={{ minWidth: 28 }}>
                      {met ? <CheckCircleIcon fontSize="small" color="success" /> : <RadioButtonUncheckedIcon fontSize="small" />}
                    </ListItemIcon>
                    <ListItemText primary={rule.label} />
                  </ListItem>
                );
              })}
            </List>
          </Box>
          <TextField
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={check.mismatch !== undefined}
            helperText={check.mismatch}
            slotProps={{ htmlInput: { 'data-testid': 'password-confirm', maxLength: 200 } }}
          />
          <Button type="submit" variant="contained" disabled={busy || !check.ready} data-testid="password-submit">
            Save password
          </Button>
        </Stack>
      )}
      <Link href="/login" variant="body2">
        Back to sign-in
      </Link>
    </SignInFrame>
  );
};
