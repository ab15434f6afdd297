/**
 * `/tickets/:id` (the spec's /transaction-detail-issue, which took the ticket in navigation state): a
 * ticket's details, steps to reproduce and its response thread, with a message to add. The address
 * names the ticket, so a reload or a link opens it again.
 */
import { Box, Button, Card, CardContent, Divider, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { TicketMessages, type TicketDetail } from '@dental/contracts';
import { useState } from 'react';
import { Title, useGetOne, useNotify, useUpdate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { ScreenRecord } from '../features';
import { usePageTitle } from '../layout/usePageTitle';
import { transactionDetailPath } from '../transaction-detail/detailPath';

type TicketRecord = ScreenRecord<TicketDetail> & { message?: string };

export const TicketPage = () => {
  usePageTitle('Ticket');
  const { id = '' } = useParams<{ id: string }>();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data: ticket, error } = useGetOne<TicketRecord>('tickets', { id });
  const [respond, { isPending }] = useUpdate<TicketRecord>();
  const [message, setMessage] = useState('');

  if (error) return <Typography color="error">{error instanceof Error ? error.message : String(error)}</Typography>;
  if (!ticket) return <LinearProgress aria-label="Loading the ticket" />;

  const send = () => {
    if (!message.trim()) return notify(TicketMessages.enterMessage, { type: 'warning' });
    void respond(
      'tickets',
      { id: ticket.id, data: { message }, previousData: ticket },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setMessage('');
          notify(TicketMessages.responded, { type: 'success' });
        },
        onError: (failure) => notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' }),
      },
    );
  };

  return (
    <Card sx={{ m: 2 }} data-testid="ticket-issue">
      <Title title="Ticket" />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {ticket.title}
          </Typography>
          <Typography color="text.secondary">
            {ticket.PatientName} · {ticket.status} · {new Date(ticket.createdAt).toLocaleString()}
          </Typography>
          <Box>
            <Typography variant="subtitle2" component="h3">
              Details
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{ticket.details}</Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3">
              Steps to reproduce
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{ticket.stepsToReproduce || '-'}</Typography>
          </Box>
          <Divider />
          {ticket.thread.map((r) => (
            <Box key={r._id} data-testid="ticket-message">
              <Typography variant="caption">{new Date(r.createdAt).toLocaleString()}</Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{r.message}</Typography>
            </Box>
          ))}
          <TextField label="Message" value={message} onChange={(e) => setMessage(e.target.value)} multiline minRows={2} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={send} disabled={isPending}>
              Send
            </Button>
            <Button onClick={() => navigate(transactionDetailPath(ticket.transactionId, ticket.practiceId))}>
              Back to the transaction
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
