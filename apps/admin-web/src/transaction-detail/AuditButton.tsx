/**
 * Set verified / not verified (spec 01 §4). Setting verified runs the policy check, then the file
 * check ('Could not check files' aborts), then asks, listing the missing files and, for FBD with an
 * uploaded FBD file, the missing required field count. Unaudit only with transaction.unaudit.
 */
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from '@mui/material';
import { DetailMessages, type FileCheck, type TransactionDetail } from '@dental/contracts';
import { useState } from 'react';
import { useDataProvider, useNotify, useUpdate } from 'react-admin';
import { auditConfirmation, type AuditConfirmation } from './detailRules';
import { TRANSACTION_AUDITS_RESOURCE } from './transactionDetailAdapters';

export const AuditButton = ({
  detail,
  can,
  onChanged,
}: {
  detail: TransactionDetail;
  can: { audit: boolean; unaudit: boolean };
  onChanged: (audited: boolean) => void;
}) => {
  const notify = useNotify();
  const [asking, setAsking] = useState<AuditConfirmation | null>(null);
  // The file check is asked on the click, before the question: the data provider is called in turn.
  const dataProvider = useDataProvider();
  const [update, { isPending: busy }] = useUpdate<{ id: string; practiceId: string; type?: string; audited: boolean }>();
  const target = !detail.audited;
  const allowed = target ? can.audit : can.unaudit;

  const start = async () => {
    const policy = auditConfirmation(target, detail);
    if (policy.blocked) return notify(`${policy.blocked.title}: ${policy.blocked.message}`, { type: 'warning' });
    if (!target) return setAsking(policy);
    try {
      const { data: check } = await dataProvider.getOne<FileCheck & { id: string }>(TRANSACTION_AUDITS_RESOURCE, {
        id: detail._id,
        meta: { practiceId: detail.practiceId },
      });
      setAsking(auditConfirmation(true, detail, check));
    } catch {
      notify(DetailMessages.couldNotCheckFiles, { type: 'error' });
    }
  };

  const confirm = () =>
    update(
      TRANSACTION_AUDITS_RESOURCE,
      {
        id: detail._id,
        data: { practiceId: detail.practiceId, type: detail.type, audited: target },
        previousData: { id: detail._id, practiceId: detail.practiceId, audited: detail.audited },
      },
      {
        mutationMode: 'pessimistic',
        onSuccess: ({ audited }) => {
          notify(DetailMessages.audited(audited), { type: 'success' });
          onChanged(audited);
          setAsking(null);
        },
        onError: () => {
          notify(DetailMessages.tryAgain, { type: 'error' });
          setAsking(null);
        },
      },
    );

  return (
    <>
      <Button
        variant={detail.audited ? 'outlined' : 'contained'}
        startIcon={detail.audited ? <StarIcon /> : <StarBorderIcon />}
        disabled={!allowed}
        onClick={() => void start()}
        data-testid="audit-button"
      >
        {detail.audited ? 'Set as not verified' : 'Set as verified'}
      </Button>
      <Dialog open={!!asking} onClose={() => setAsking(null)} data-testid="audit-confirm">
        <DialogTitle>{target ? 'Verify' : 'Unaudit'}</DialogTitle>
        <DialogContent>
          <Typography>{asking?.question}</Typography>
          {asking && asking.missing.length > 0 && (
            <List dense data-testid="audit-missing">
              {asking.missing.map((m) => (
                <ListItem key={m}>{m}</ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>Cancel</Button>
          <Button variant="contained" onClick={confirm} disabled={busy} data-testid="audit-confirm-yes">
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
