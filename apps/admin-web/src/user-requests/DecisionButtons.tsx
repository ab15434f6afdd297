/**
 * Approve and Deny of a pending request (spec 02 §2: offered only on requests not yet approved; a
 * denied request was already answered, so it is final too). Approve asks first, since it creates a
 * client; Deny asks for the reason, which is mailed to the requester. Both go through the resource's
 * update and show the server's message ('The request was approved/denied successfully').
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRefresh, useUpdate, type RaRecord } from 'react-admin';
import { BillingPermission, OnboardingMessages, type OnboardingStatus } from '@dental/contracts';
import { useHasPermission } from '../access/useHasPermission';

interface DecidableRequest extends RaRecord<string> {
  status: OnboardingStatus;
}

export const DecisionButtons = ({ request, who }: { request: DecidableRequest; who: string }) => {
  const mayDecide = useHasPermission(BillingPermission.decideUserRequest);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [denying, setDenying] = useState(false);
  const [reason, setReason] = useState('');
  if (!mayDecide || request.status !== 'Pending') return null;

  const decide = (data: Record<string, string>, done: () => void) =>
    update(
      'user-request',
      { id: request.id, data, previousData: request },
      {
        mutationMode: 'pessimistic',
        onSuccess: (answer) => {
          done();
          notify(String((answer as { message?: string }).message ?? ''), { type: 'success' });
          refresh();
        },
        onError: (error) => {
          done();
          notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button size="small" color="success" disabled={isPending} onClick={() => setConfirming(true)}>
        Approve
      </Button>
      <Button size="small" color="error" disabled={isPending} onClick={() => setDenying(true)}>
        Deny
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="Approve request"
        content={`Approve the request of ${who}? Its client, practices and first user will be created.`}
        confirm="Approve"
        onConfirm={() => decide({ status: 'Approved' }, () => setConfirming(false))}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={denying} onClose={() => setDenying(false)} aria-labelledby="deny-title">
        <DialogTitle id="deny-title">Deny request</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            label="Reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            helperText={`Mailed to ${who}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDenying(false)}>Cancel</Button>
          <Button
            color="error"
            disabled={isPending}
            onClick={() => {
              if (!reason.trim()) return notify(OnboardingMessages.reasonRequired, { type: 'warning' });
              decide({ status: 'Denied', reason }, () => setDenying(false));
            }}
          >
            Deny
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
