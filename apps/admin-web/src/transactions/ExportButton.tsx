/**
 * Export of the filtered list (spec 01 §2 export-confirmation modal, §8 'error downloading the file,
 * try again'): asks first, then starts the export job (create on `transaction-exports`), follows its
 * progress (getOne, read again every half second until the job is over) and downloads the .xlsx when
 * it is done (the resource's custom method `file`), all through the data provider.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button, LinearProgress, Typography } from '@mui/material';
import { EXPORT_FAILED, type ExportStatus, type TransactionListRequest } from '@dental/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Confirm, useCreate, useDataProvider, useGetOne, useNotify, type DataProvider } from 'react-admin';
import { TRANSACTION_RESOURCES, type DownloadedExport, type TransactionExportMethods } from './transactionsAdapter';

const POLL_MS = 500;
/** The export's own limit: past it the job is considered lost. */
const GIVE_UP_MS = 10 * 60_000;

type ExportJob = ExportStatus & { id: string };

function saveFile({ blob, fileName }: DownloadedExport) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = fileName;
  link.dataset.testid = 'export-link';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

const isOver = (job: ExportStatus | undefined) => job?.state === 'completed' || job?.state === 'failed';

export const ExportButton = ({ request }: { request: TransactionListRequest }) => {
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & TransactionExportMethods>();
  const [open, setOpen] = useState(false);
  /** The job being followed; null before Download and after the job is over or cancelled. */
  const [following, setFollowing] = useState<{ jobId: string } | null>(null);
  const handled = useRef<string | null>(null);
  const [create, { isPending: starting }] = useCreate();
  const { data: job, error: lost } = useGetOne<ExportJob>(
    TRANSACTION_RESOURCES.exports,
    { id: following?.jobId ?? '' },
    { enabled: following !== null, refetchInterval: (query) => (isOver(query.state.data) ? false : POLL_MS) },
  );
  const file = useMutation({
    mutationFn: (done: ExportStatus) => dataProvider.transactionExportFile({ jobId: done.jobId, fileName: done.fileName }),
  });

  const stop = () => {
    setFollowing(null);
    setOpen(false);
  };
  const fail = () => {
    notify(EXPORT_FAILED, { type: 'error' });
    stop();
  };

  // The job followed is over (or lost): download its file once, or say it failed.
  useEffect(() => {
    if (!following || handled.current === following.jobId) return;
    const current = job?.jobId === following.jobId ? job : undefined;
    if (lost || current?.state === 'failed') {
      handled.current = following.jobId;
      return fail();
    }
    if (current?.state !== 'completed') return;
    handled.current = following.jobId;
    file.mutate(current, { onSuccess: (downloaded) => (saveFile(downloaded), stop()), onError: fail });
    // Each answer of the job is looked at once; the callbacks are the same on every render.
  }, [following, job, lost]);

  // Past the export's limit the job is given up.
  useEffect(() => {
    if (!following) return;
    const timer = setTimeout(() => {
      if (handled.current === following.jobId) return;
      handled.current = following.jobId;
      fail();
    }, GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [following]);

  const start = () =>
    create(
      TRANSACTION_RESOURCES.exports,
      { data: { request } },
      {
        onSuccess: (started) => setFollowing({ jobId: String(started.id) }),
        onError: fail,
      },
    );

  const busy = starting || following !== null;
  const progress = following && job?.jobId === following.jobId ? job.progress : 0;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={() => setOpen(true)} data-testid="export-open">
        Export
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title="Export"
        content={
          busy ? (
            <>
              <Typography variant="body2" gutterBottom>
                Building the file… {progress}%
              </Typography>
              <LinearProgress variant="determinate" value={progress} aria-label="Export progress" data-testid="export-progress" />
            </>
          ) : (
            'Dear user, do you want to download the transactions of the current filter?'
          )
        }
        confirm="Download"
        ConfirmIcon={DownloadIcon}
        onConfirm={start}
        // Closing stops following the job: nothing downloads afterwards.
        onClose={stop}
        data-testid="export-dialog"
      />
    </>
  );
};
