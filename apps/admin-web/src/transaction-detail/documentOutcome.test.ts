import { DocumentMessages, ErrorCode } from '@dental/contracts';
import { apiErrorOf } from '../api/apiError';
import { downloadFailure, pmsFailure } from './documentOutcome';

const failure = (status: number, code: string, message: string, displayable: boolean) =>
  apiErrorOf(status, { success: false, code: code as never, message, displayable });

describe('Update PMS failures', () => {
  it("shows the server's displayable message, and the spec's own otherwise", () => {
    const noData = failure(409, ErrorCode.Conflict, DocumentMessages.noDataForPms, true);
    expect(pmsFailure(noData)).toEqual({ message: DocumentMessages.noDataForPms, type: 'error' });
    expect(pmsFailure(failure(500, ErrorCode.Internal, 'database exploded', false)).message).toBe(DocumentMessages.pmsFailed);
    expect(pmsFailure(failure(400, ErrorCode.BadInput, 'dataId must be an id', true)).message).toBe(DocumentMessages.pmsFailed);
    expect(pmsFailure(new Error('network')).message).toBe(DocumentMessages.pmsFailed);
  });
});

describe('Download template failures', () => {
  it("warns 'No data to download' when nothing was saved, and shows the download failure otherwise", () => {
    expect(downloadFailure(failure(404, ErrorCode.NotFound, DocumentMessages.noDataToDownload, true))).toEqual({
      message: 'No data to download',
      type: 'warning',
    });
    expect(downloadFailure(failure(404, ErrorCode.NotFound, 'not found', true))).toEqual({
      message: DocumentMessages.downloadFailed,
      type: 'error',
    });
  });
});
