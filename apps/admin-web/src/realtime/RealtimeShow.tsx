/**
 * Real Time verification (`/insuranceverification/<id>/show`): while the clearinghouse is asked the
 * record shows its progress and is read again every second; once completed the eligibility response
 * shows as cards, its document (a Word document) downloads, and its All Transactions transaction opens.
 */
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { Permission, type UserPermissions } from '@dental/contracts';
import { Loading, useGetOne, usePermissions } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { BotStatusChip } from './BotStatusChip';
import { DownloadResponseButton } from './DownloadResponseButton';
import { ResponseCards } from './ResponseCards';
import { REALTIME_RESOURCE, type RealtimeDetailRecord } from './realtimeAdapter';

export const RealtimeShow = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  // The transaction's page reads through the All Transactions permission; without it the button would lead nowhere.
  const { permissions } = usePermissions<UserPermissions | undefined>();
  const canOpenTransaction = permissions?.permissions.includes(Permission.ListTransactions) ?? false;
  const { data, error, isPending } = useGetOne<RealtimeDetailRecord>(
    REALTIME_RESOURCE,
    { id },
    { refetchInterval: (query) => (query.state.data?.stateId === 'pending' ? 1000 : false) },
  );
  if (isPending) return <Loading />;
  if (error || !data)
    return <Alert severity="error">{error instanceof Error ? error.message : 'Sorry, data was not found, please try again.'}</Alert>;
  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h1">
          {data.firstNamePatient} {data.lastNamePatient} · {data.carrierName}
        </Typography>
        <BotStatusChip state={data.stateId} />
        {data.eligibilityStatus ? <Typography aria-label="Eligibility">{data.eligibilityStatus}</Typography> : null}
        <DownloadResponseButton record={data} />
        {data.transactionId && canOpenTransaction ? (
          <Button
            size="small"
            onClick={() =>
              navigate('/transaction-detail', {
                state: { id: data.transactionId, practice: data.practiceId, practiceName: data.practiceName },
              })
            }
          >
            Open transaction
          </Button>
        ) : null}
      </Stack>
      {data.stateId === 'pending' ? (
        <Box aria-label="Asking the payer">
          <Typography variant="body2">Asking {data.carrierName}…</Typography>
          <LinearProgress variant="determinate" value={data.progress} />
        </Box>
      ) : null}
      {data.stateId === 'failed' ? <Alert severity="error">{data.message}</Alert> : null}
      {data.stateId === 'completed' ? <ResponseCards id={id} /> : null}
    </Box>
  );
};
