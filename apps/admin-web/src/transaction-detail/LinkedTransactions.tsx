/** Other transactions with the same member id (spec 01 §2), each opening its own detail. */
import { List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { DetailMessages, Routes, dayToUsDate, type LinkedTransaction } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '../api/httpClient';

export const LinkedTransactions = ({ transactionId, practiceId }: { transactionId: string; practiceId: string }) => {
  const navigate = useNavigate();
  const [linked, setLinked] = useState<LinkedTransaction[] | null>(null);
  useEffect(() => {
    callApi(Routes.linkedTransactions, { query: { transactionId } }).then(setLinked, () => setLinked([]));
  }, [transactionId]);
  if (!linked) return null;
  if (linked.length === 0)
    return (
      <Typography color="text.secondary" data-testid="linked-empty">
        {DetailMessages.noLinked}
      </Typography>
    );
  return (
    <List dense data-testid="linked-transactions">
      {linked.map((l) => (
        <ListItemButton key={l._id} onClick={() => navigate('/transaction-detail', { state: { id: l.lastId, practice: practiceId } })}>
          <ListItemText
            primary={`${dayToUsDate(l.lastAppDate)} · ${l.type}`}
            secondary={`${l.CarrierName} · ${l.iv_status || '-'}${l.audited ? ' · verified' : ''}`}
          />
        </ListItemButton>
      ))}
    </List>
  );
};
