/**
 * The reset-password modal of the sign-in page (spec 01 §2): an e-mail, checked against the e-mail
 * pattern; the server answers the same whether the e-mail is known ('Dear user, please check your
 * e-mail') and mails a link to /password_reset.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Routes, SignInMessages } from '@dental/contracts';
import { callApi } from '../api/httpClient';
import type { Notify } from '../sign-in/SignInForm';
import { emailProblem } from './passwordRules';

export const ForgotPasswordDialog = ({ open, onClose, notify }: { open: boolean; onClose: () => void; notify: Notify }) => {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailProblem(email);
    setProblem(invalid);
    if (invalid) {
      notify(invalid, { type: 'warning' });
      return;
    }
    setBusy(true);
    try {
      const answer = await callApi(Routes.passwordReset, { body: { email: email.trim() } });
      notify(answer.message, { type: 'success' });
      onClose();
    } catch {
      notify(SignInMessages.tryAgain, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate data-testid="forgot-password-form">
        <DialogTitle>Reset password</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Enter your e-mail; we will send you a link to choose a new password.
          </Typography>
          <TextField
            label="E-mail"
            type="email"
            fullWidth
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => email && setProblem(emailProblem(email))}
            error={problem !== undefined}
            helperText={problem}
            slotProps={{ htmlInput: { 'data-testid': 'forgot-password-email', maxLength: 254 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy} data-testid="forgot-password-submit">
            Send
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
