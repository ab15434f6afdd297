/**
 * The sign-in form on a signed-out first visit, before react-admin has loaded (main.tsx): the same
 * form as react-admin's login page, in the product's theme, with its own snackbar for messages. Once
 * the PIN is accepted it hands over the user's default page, and main.tsx loads the app there.
 */
import { Alert, CssBaseline, Snackbar, ThemeProvider, createTheme } from '@mui/material';
import { useMemo, useState } from 'react';
import { signIn } from '../api/authProvider';
import { dentalTheme } from '../theme/themes';
import { SignInForm, type Notify } from './SignInForm';

interface Message {
  text: string;
  type: Parameters<Notify>[1]['type'];
}

export const StandaloneSignIn = ({ onSignedIn }: { onSignedIn: (defaultPath: string) => void }) => {
  const theme = useMemo(() => createTheme(dentalTheme), []);
  const [message, setMessage] = useState<Message | null>(null);
  const notify: Notify = (text, { type }) => setMessage({ text, type });
  const login = async (credentials: Parameters<typeof signIn>[0]) => {
    const { defaultPath } = await signIn(credentials);
    onSignedIn(defaultPath);
  };
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SignInForm login={login} notify={notify} />
      <Snackbar
        open={message !== null}
        autoHideDuration={6000}
        onClose={() => setMessage(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {message ? (
          <Alert severity={message.type} variant="filled" onClose={() => setMessage(null)}>
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ThemeProvider>
  );
};
