/**
 * Export of the filtered list (spec 01 §2 export-confirmation modal, §8 'error downloading the file,
 * try again'): asks first, then follows the export job's progress and downloads the .xlsx when done,
 * from the gateway (which streams it from object storage) with the session's token.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { EXPORT_FAILED, Routes, TransactionExportFileRoutes, type ExportStatus, type TransactionListRequest } from '@dental/contracts';
import { useRef, useState } from 'react';
import { useNotify } from 'react-admin';
import { authorizedFetch, callApi } from '../api/httpClient';

const POLL_MS = 500;
/** The export's own limit: past it the job is considered lost. */
const GIVE_UP_MS = 10 * 60_000;

export const ExportButton = ({ request }: { request: TransactionListRequest }) => {
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ExportStatus | null>(null);
  const cancelled = useRef(false);

  const run = async () => {
    cancelled.current = false;
    try {
      const { limit: _l, offset: _o, ...body } = request;
      let current = await callApi(Routes.downloadTransactions, { body });
      const started = Date.now();
      setStatus(current);
      while (current.state !== 'completed') {
        if (current.state === 'failed' || Date.now() - started > GIVE_UP_MS) throw new Error(current.message ?? EXPORT_FAILED);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        if (cancelled.current) return;
        current = await callApi(Routes.downloadStatus, { params: { jobId: current.jobId } });
        setStatus(current);
      }
      const response = await authorizedFetch(
        TransactionExportFileRoutes.exportDownload.path.replace('{jobId}', encodeURIComponent(current.jobId)),
      );
      if (!response.ok) throw new Error(EXPORT_FAILED);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = current.fileName ?? 'transactions.xlsx';
      link.dataset.testid = 'export-link';
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
      setOpen(false);
    } catch {
      notify(EXPORT_FAILED, { type: 'error' });
      setOpen(false);
    } finally {
      setStatus(null);
    }
  };

  return (
    <>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)} data-testid="export-open">
        Export
      </Button>
      <Dialog open={open} onClose={() => status || setOpen(false)}>
        <DialogTitle>Export</DialogTitle>
        <DialogContent sx={{ minWidth: 360 }}>
          {status ? (
            <>
              <Typography variant="body2" gutterBottom>
                Building the file… {status.progress}%
              </Typography>
              <LinearProgress variant="determinate" value={status.progress} data-testid="export-progress" />
            </>
          ) : (
            <Typography variant="body2">Dear user, do you want to download the transactions of the current filter?</Typography>
          )}
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() => {
              cancelled.current = true;
              setOpen(false);
            }}
          >
            Cancel
          </Button>
          <Button variant="contained" disabled={!!status} onClick={run} data-testid="export-confirm">
            Download
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
