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
import { DocumentMessages, Routes, type TransactionDetail } from '@dental/contracts';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { callApi } from '../api/httpClient';
import { saveDocument } from '../templates/templateCalls';
import { downloadFailure, pmsFailure } from './documentOutcome';

type Work = 'pms' | 'download';

export const DocumentButtons = ({ detail, canUpdatePms }: { detail: TransactionDetail; canUpdatePms: boolean }) => {
  const notify = useNotify();
  const [working, setWorking] = useState<Work | null>(null);

  const run = async (work: Work, task: () => Promise<void>) => {
    setWorking(work);
    try {
      await task();
    } finally {
      setWorking(null);
    }
  };

  const updatePms = () =>
    run('pms', async () => {
      try {
        await callApi(Routes.driveUpload, { body: { dataId: detail._id } });
        notify(DocumentMessages.pmsUpdated, { type: 'success' });
      } catch (error) {
        const { message, type } = pmsFailure(error);
        notify(message, { type });
      }
    });

  const download = () =>
    run('download', async () => {
      try {
        await callApi(Routes.mergeDocument, { body: { dataId: detail._id } });
        saveDocument(await callApi(Routes.mergedDownload, { params: { id: detail._id } }));
      } catch (error) {
        const { message, type } = downloadFailure(error);
        notify(message, { type });
      }
    });

  const spinner = (work: Work) => (working === work ? <CircularProgress size={16} data-testid={`${work}-progress`} /> : undefined);

  return (
    <>
      {canUpdatePms && (
        <Button
          onClick={() => void updatePms()}
          disabled={working !== null}
          startIcon={spinner('pms') ?? <CloudUploadIcon />}
          data-testid="update-pms"
        >
          Update PMS
        </Button>
      )}
      <Button
        onClick={() => void download()}
        disabled={working !== null}
        startIcon={spinner('download') ?? <DownloadIcon />}
        data-testid="download-template"
      >
        Download template
      </Button>
    </>
  );
};
