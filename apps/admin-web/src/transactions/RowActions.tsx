/**
 * Row actions (spec 01 §2): View opens the detail with router state {id, practice, practiceName};
 * More Details only with patientInfo; Unaudit only on an audited record when the action is allowed.
 */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { Routes } from '@dental/contracts';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { callApi } from '../api/httpClient';
import { RaiseTicketDialog } from '../tickets';
import type { TransactionRecord } from './transactionQuery';

export const RowActions = ({
  row,
  permissions,
  onChanged,
}: {
  row: TransactionRecord;
  permissions: readonly string[];
  onChanged: () => void;
}) => {
  const navigate = useNavigate();
  const notify = useNotify();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [raisingTicket, setRaisingTicket] = useState(false);
  const state = { id: row.id, practice: row.practiceId, practiceName: row.PracticeName };
  const auditRoute = row.type === 'ELG' ? Routes.auditElg : Routes.auditFbd;
  const canUnaudit = row.audited && permissions.includes('transaction.unaudit');

  const unaudit = async () => {
    setAnchor(null);
    if (!window.confirm('Dear user, are you sure you want to set this record as not verified')) return;
    try {
      await callApi(auditRoute, { body: { transactionId: row.id, practiceId: row.practiceId, state: false } });
      notify('The transaction was set as not verified', { type: 'success' });
      onChanged();
    } catch {
      notify('Dear user, please try again', { type: 'error' });
    }
  };

  return (
    <>
      <IconButton size="small" onClick={(e) => setAnchor(e.currentTarget)} data-testid="row-actions" aria-label="Actions">
        <MoreVertIcon />
      </IconButton>
      <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => navigate('/transaction-detail', { state })} data-testid="row-view">
          View
        </MenuItem>
        {permissions.includes('patientInfo.updatePatientInfo') && (
          <MenuItem
            onClick={() => navigate('/transaction-detail', { state: { ...state, tab: 'patientInfo' } })}
            data-testid="row-more-details"
          >
            More Details
          </MenuItem>
        )}
        {canUnaudit && (
          <MenuItem onClick={unaudit} data-testid="row-unaudit">
            Unaudit
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setRaisingTicket(true);
          }}
          data-testid="row-raise-ticket"
        >
          Raise a ticket
        </MenuItem>
      </Menu>
      <RaiseTicketDialog open={raisingTicket} transaction={{ ...row, _id: row.id }} onClose={() => setRaisingTicket(false)} />
    </>
  );
};
