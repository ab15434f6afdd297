/**
 * Row actions (spec 01 §2): View opens the detail with router state {id, practice, practiceName};
 * More Details only with patientInfo; Unaudit only on an audited record when the action is allowed,
 * after a question, through the transaction detail's `transaction-audits` resource.
 */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { RaiseTicketDialog } from '../tickets';
import { TRANSACTION_AUDITS_RESOURCE } from '../transaction-detail/transactionDetailAdapters';
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
  const [askingUnaudit, setAskingUnaudit] = useState(false);
  const [update, { isPending: unauditing }] = useUpdate();
  const state = { id: row.id, practice: row.practiceId, practiceName: row.PracticeName };
  const canUnaudit = row.audited && permissions.includes('transaction.unaudit');

  const unaudit = () =>
    update(
      TRANSACTION_AUDITS_RESOURCE,
      {
        id: row.id,
        data: { practiceId: row.practiceId, type: row.type === 'ELG' ? 'ELG' : 'FBD', audited: false },
        previousData: { id: row.id, practiceId: row.practiceId, audited: row.audited },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('The transaction was set as not verified', { type: 'success' });
          onChanged();
        },
        onError: () => notify('Dear user, please try again', { type: 'error' }),
        onSettled: () => setAskingUnaudit(false),
      },
    );

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
          <MenuItem
            onClick={() => {
              setAnchor(null);
              setAskingUnaudit(true);
            }}
            data-testid="row-unaudit"
          >
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
      <Confirm
        isOpen={askingUnaudit}
        loading={unauditing}
        title="Unaudit"
        content="Dear user, are you sure you want to set this record as not verified"
        confirm="Yes"
        onConfirm={unaudit}
        onClose={() => setAskingUnaudit(false)}
        data-testid="unaudit-confirm"
      />
      <RaiseTicketDialog open={raisingTicket} transaction={{ ...row, _id: row.id }} onClose={() => setRaisingTicket(false)} />
    </>
  );
};
