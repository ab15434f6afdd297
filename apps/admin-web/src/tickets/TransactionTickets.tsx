/** The tickets raised about one transaction, each opening its page (`/tickets/:id`). */
import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { TicketMessages, type Ticket } from '@dental/contracts';
import { useEffect } from 'react';
import { useCreatePath, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ScreenRecord } from '../features';

export const TransactionTickets = ({ transactionId, refresh }: { transactionId: string; refresh: number }) => {
  const createPath = useCreatePath();
  const { data: tickets, refetch } = useGetList<ScreenRecord<Ticket>>('tickets', {
    filter: { transactionId },
    pagination: { page: 1, perPage: 100 },
  });
  // A ticket raised from the detail page asks for the list again.
  useEffect(() => {
    if (refresh > 0) void refetch();
  }, [refresh, refetch]);
  if (!tickets) return null;
  if (tickets.length === 0) return <Typography color="text.secondary">{TicketMessages.none}</Typography>;
  return (
    <List dense data-testid="transaction-tickets">
      {tickets.map((t) => (
        <ListItemButton key={t.id} component={Link} to={createPath({ resource: 'tickets', type: 'edit', id: t.id })}>
          <ListItemText
            primary={t.title}
            secondary={`${t.status} · ${new Date(t.createdAt).toLocaleString()} · ${t.responses} message(s)`}
          />
        </ListItemButton>
      ))}
    </List>
  );
};
