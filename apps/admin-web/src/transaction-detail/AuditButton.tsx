/**
 * Set verified / not verified (spec 01 §4). Setting verified runs the policy check, then the file
 * check ('Could not check files' aborts), then asks, listing the missing files and, for FBD with an
 * uploaded FBD file, the missing required field count. Unaudit only with transaction.unaudit.
 */
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from '@mui/material';
import { DetailMessages, Routes, type TransactionDetail } from '@dental/contracts';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { callApi } from '../api/httpClient';
import { auditConfirmation, type AuditConfirmation } from './detailRules';

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
  const [busy, setBusy] = useState(false);
  const target = !detail.audited;
  const allowed = target ? can.audit : can.unaudit;

  const start = async () => {
    const policy = auditConfirmation(target, detail);
    if (policy.blocked) return notify(`${policy.blocked.title}: ${policy.blocked.message}`, { type: 'warning' });
    if (!target) return setAsking(policy);
    try {
      const check = await callApi(Routes.fileCheck, { params: { transactionId: detail._id, practiceId: detail.practiceId } });
      setAsking(auditConfirmation(true, detail, check));
    } catch {
      notify(DetailMessages.couldNotCheckFiles, { type: 'error' });
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      const route = detail.type === 'FBD' ? Routes.auditFbd : Routes.auditElg;
      const { audited } = await callApi(route, { body: { transactionId: detail._id, practiceId: detail.practiceId, state: target } });
      notify(DetailMessages.audited(audited), { type: 'success' });
      onChanged(audited);
    } catch {
      notify(DetailMessages.tryAgain, { type: 'error' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

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
          <Button variant="contained" onClick={() => void confirm()} disabled={busy} data-testid="audit-confirm-yes">
            Yes
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
