import DownloadIcon from '@mui/icons-material/Download';
import { IconButton, Tooltip } from '@mui/material';
import { realtimeFileName, type RealtimeRecord } from '@dental/contracts';
import { useDataProvider, useNotify, type DataProvider } from 'react-admin';
import type { RealtimeMethods } from './realtimeCalls';

/** The response document of a completed verification. */
export const DownloadResponseButton = ({ record }: { record: RealtimeRecord & { id: string } }) => {
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & RealtimeMethods>();
  if (record.stateId !== 'completed' || !record.urlFile) return null;
  const download = async () => {
    try {
      await dataProvider.downloadRealtimeResponse({ recordId: record.urlFile!, fileName: realtimeFileName(record) });
      notify('The file has been downloaded successfully', { type: 'success' });
    } catch {
      notify('Error downloading the file', { type: 'error' });
    }
  };
  return (
    <Tooltip title="Download the response">
      <IconButton size="small" aria-label="Download" onClick={() => void download()}>
        <DownloadIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};
