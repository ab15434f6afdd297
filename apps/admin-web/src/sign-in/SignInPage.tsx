/**
 * /login, step 1 of sign-in (spec 01 §2): user name and password. A blocked account and a country
 * where the application is not offered get their own warning; any other failure reads
 * 'User not found !'.
 */
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLogin, useNotify } from 'react-admin';
import { ApiError } from '../api/apiError';
import { signInFailure, type SignInFailure } from './signInFailure';

export const SignInPage = () => {
  const login = useLogin();
  const notify = useNotify();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState<SignInFailure | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setWarning(null);
    try {
      await login({ username: username.trim(), password });
    } catch (error) {
      const failure = signInFailure(error instanceof ApiError ? error.status : undefined);
      if (failure.kind === 'notFound') notify(failure.message, { type: 'error' });
      else setWarning(failure);
      setBusy(false);
    }
  };

  return (
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
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={4}>
        <CardContent sx={{ p: 4 }}>
          <Stack component="form" spacing={2.5} onSubmit={submit} noValidate data-testid="sign-in-form">
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Box component="img" src="/logo.svg" alt="" sx={{ width: 40, height: 40 }} />
              <Box>
                <Typography variant="h6" component="h1" sx={{ lineHeight: 1.2 }}>
                  Insurance Verification
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Sign in to continue
                </Typography>
              </Box>
            </Stack>
            {warning && (
              <Alert severity="warning" data-testid="sign-in-warning">
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
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
