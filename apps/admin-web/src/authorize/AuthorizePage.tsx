/**
 * /authorize/{trackLoginId}?signature=... (spec 01 §2): the link mailed after a sign-in from a new
 * device or location. It shows what signed in, with Authorize and Block; an invalid, expired or
 * already used link reads 'Dear user, this URL is invalid or already expired.'
 */
import { Alert, Box, Button, CircularProgress, Link, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { Routes, SignInMessages, type AuthorizationRequest } from '@dental/contracts';
import { ApiError } from '../api/apiError';
import { callApi } from '../api/httpClient';
import { SignInFrame } from '../sign-in/SignInPage';

type State =
  { kind: 'checking' } | { kind: 'invalid' } | { kind: 'ask'; request: AuthorizationRequest } | { kind: 'done'; message: string };

export const AuthorizePage = () => {
  const { trackLoginId = '' } = useParams();
  const [params] = useSearchParams();
  const signature = params.get('signature') ?? '';
  const notify = useNotify();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    callApi(Routes.authorizationRequest, { params: { trackLoginId }, query: { signature } })
      .then((request) => live && setState({ kind: 'ask', request }))
      .catch(() => live && setState({ kind: 'invalid' }));
    return () => {
      live = false;
    };
  }, [trackLoginId, signature]);

  const decide = async (decision: 'allow' | 'block') => {
    if (state.kind !== 'ask') return;
    setBusy(true);
    try {
      const body = { id: state.request.accessId, trackLoginId, userId: state.request.userId, token: signature };
      const answer = await callApi(decision === 'allow' ? Routes.allowUser : Routes.blockUser, { body });
      setState({ kind: 'done', message: answer.message });
    } catch (error) {
      notify(error instanceof ApiError && error.serverMessage ? error.serverMessage : SignInMessages.tryAgain, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SignInFrame subtitle="Sign-in from a new device or location">
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
        <Alert severity="success" data-testid="authorize-done">
          {state.message}
        </Alert>
      )}
      {state.kind === 'ask' && (
        <Stack spacing={2} data-testid="authorize-request">
          <Table size="small">
            <TableBody>
              {[
                ['Date', new Date(state.request.date).toLocaleString()],
                ['Browser', state.request.browser || '-'],
                ['Device', `${state.request.device || '-'} (${state.request.os || '-'})`],
                ['Location', state.request.location],
                ['Address', state.request.ip || '-'],
              ].map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th">{label}</TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button color="error" variant="outlined" disabled={busy} onClick={() => decide('block')} data-testid="authorize-block">
              Block
            </Button>
            <Button variant="contained" disabled={busy} onClick={() => decide('allow')} data-testid="authorize-allow">
              Authorize
            </Button>
          </Stack>
        </Stack>
      )}
      <Link href="/login" variant="body2">
        Back to sign-in
      </Link>
    </SignInFrame>
  );
};
