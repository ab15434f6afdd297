/** Other transactions with the same member id (spec 01 §2), each opening its own detail. */
import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { DetailMessages, dayToUsDate, type LinkedTransaction } from '@dental/contracts';
import { useGetList } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ScreenRecord } from '../features';
import { transactionDetailPath } from './detailPath';
import { LINKED_TRANSACTIONS_RESOURCE } from './transactionDetailAdapters';

export const LinkedTransactions = ({ transactionId, practiceId }: { transactionId: string; practiceId: string }) => {
  const navigate = useNavigate();
  // A member's transactions are a handful, answered whole.
  const { data, error, isPending } = useGetList<ScreenRecord<LinkedTransaction>>(LINKED_TRANSACTIONS_RESOURCE, {
    pagination: { page: 1, perPage: 1000 },
    filter: { transactionId },
  });
  if (isPending && !error) return null;
  const linked = error ? [] : (data ?? []);
  if (linked.length === 0)
    return (
      <Typography color="text.secondary" data-testid="linked-empty">
        {DetailMessages.noLinked}
      </Typography>
    );
  return (
    <List dense data-testid="linked-transactions">
      {linked.map((l) => (
        <ListItemButton key={l.id} onClick={() => navigate(transactionDetailPath(l.lastId, practiceId))}>
          <ListItemText
            primary={`${dayToUsDate(l.lastAppDate)} · ${l.type}`}
            secondary={`${l.CarrierName} · ${l.iv_status || '-'}${l.audited ? ' · verified' : ''}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
};
