/** /transaction-detail-issue: a ticket's details, steps to reproduce and its response thread. */
import { Box, Button, Card, CardContent, Divider, Stack, TextField, Typography } from '@mui/material';
import { Routes, TicketMessages, type TicketDetail } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { callApi } from '../api/httpClient';
import { usePageTitle } from '../layout/usePageTitle';

export const TicketIssuePage = () => {
  usePageTitle('Ticket');
  const notify = useNotify();
  const navigate = useNavigate();
  const id = (useLocation().state as { id?: string } | null)?.id;
  const [ticket, setTicket] = useState<TicketDetail | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (id) callApi(Routes.getTicket, { params: { id } }).then(setTicket, (e: Error) => notify(e.message, { type: 'error' }));
  }, [id, notify]);

  if (!id) return <Navigate to="/allTransaction" replace />;
  if (!ticket) return null;

  const send = async () => {
    if (!message.trim()) return notify(TicketMessages.enterMessage, { type: 'warning' });
    try {
      setTicket(await callApi(Routes.respondTicket, { params: { issueId: ticket._id }, body: { message } }));
      setMessage('');
      notify(TicketMessages.responded, { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  return (
    <Card sx={{ m: 2 }} data-testid="ticket-issue">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6">{ticket.title}</Typography>
          <Typography color="text.secondary">
            {ticket.PatientName} · {ticket.status} · {new Date(ticket.createdAt).toLocaleString()}
          </Typography>
          <Box>
            <Typography variant="subtitle2">Details</Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{ticket.details}</Typography>
          </Box>
          <Box>
            <Typography variant="subtitle2">Steps to reproduce</Typography>
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
            <Button variant="contained" onClick={() => void send()}>
              Send
            </Button>
            <Button onClick={() => navigate('/transaction-detail', { state: { id: ticket.transactionId, practice: ticket.practiceId } })}>
              Back to the transaction
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
