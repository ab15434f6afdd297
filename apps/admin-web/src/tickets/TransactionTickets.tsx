/** The tickets raised about one transaction, each opening /transaction-detail-issue. */
import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Routes, TicketMessages, type Ticket } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '../api/httpClient';

export const TransactionTickets = ({ transactionId, refresh }: { transactionId: string; refresh: number }) => {
  const navigate = useNavigate();
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  useEffect(() => {
    callApi(Routes.listTickets, { query: { transactionId } }).then(setTickets, () => setTickets([]));
  }, [transactionId, refresh]);
  if (!tickets) return null;
  if (tickets.length === 0) return <Typography color="text.secondary">{TicketMessages.none}</Typography>;
  return (
    <List dense data-testid="transaction-tickets">
      {tickets.map((t) => (
        <ListItemButton key={t._id} onClick={() => navigate('/transaction-detail-issue', { state: { id: t._id } })}>
          <ListItemText
            primary={t.title}
            secondary={`${t.status} · ${new Date(t.createdAt).toLocaleString()} · ${t.responses} message(s)`}
          />
        </ListItemButton>
      ))}
    </List>
  );
};
