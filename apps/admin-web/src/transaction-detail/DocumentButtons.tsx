/**
 * The detail header's document actions (spec 01 §2, §7, §8): **Update PMS** merges the
 * transaction's values into its practice's template and stores the .docx in the practice's document
 * storage (`POST /api/tmp/drive/upload`); **Download template** merges (`POST /api/tmp/merge`) and
 * downloads the result (`GET /api/tmp/data/download/{id}`) under the name the service gives it.
 * Each button shows a spinner while its work runs, and only one runs at a time.
 */
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { DocumentMessages, type TransactionDetail } from '@dental/contracts';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, type DataProvider } from 'react-admin';
import { saveDocument } from '../templates/templateCalls';
import { downloadFailure, pmsFailure } from './documentOutcome';
import type { TransactionDocumentMethods } from './transactionDetailAdapters';

type Work = 'pms' | 'download';

export const DocumentButtons = ({ detail, canUpdatePms }: { detail: TransactionDetail; canUpdatePms: boolean }) => {
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & TransactionDocumentMethods>();
  const transactionId = detail._id;

  const pms = useMutation({
    mutationFn: () => dataProvider.updatePms({ transactionId }),
    onSuccess: () => notify(DocumentMessages.pmsUpdated, { type: 'success' }),
    onError: (error) => {
      const { message, type } = pmsFailure(error);
      notify(message, { type });
    },
  });

  const download = useMutation({
    mutationFn: () => dataProvider.mergedDocument({ transactionId }),
    onSuccess: saveDocument,
    onError: (error) => {
      const { message, type } = downloadFailure(error);
      notify(message, { type });
    },
  });

  const working: Work | null = pms.isPending ? 'pms' : download.isPending ? 'download' : null;

  const spinner = (work: Work) => (working === work ? <CircularProgress size={16} data-testid={`${work}-progress`} /> : undefined);

  return (
    <>
      {canUpdatePms && (
        <Button
          onClick={() => pms.mutate()}
          disabled={working !== null}
          startIcon={spinner('pms') ?? <CloudUploadIcon />}
          data-testid="update-pms"
        >
          Update PMS
        </Button>
      )}
      <Button
        onClick={() => download.mutate()}
        disabled={working !== null}
        startIcon={spinner('download') ?? <DownloadIcon />}
        data-testid="download-template"
      >
        Download template
      </Button>
    </>
  );
};
