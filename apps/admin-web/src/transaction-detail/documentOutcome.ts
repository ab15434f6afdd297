/**
 * What the header's document buttons tell the person when a call fails (spec 01 §8): Update PMS
 * shows the server's message when it was flagged displayable, else its own; Download template warns
 * 'No data to download' when the transaction has nothing merged, else shows its own failure.
 */
import { DocumentMessages } from '@dental/contracts';
import { ApiError } from '../api/apiError';

export interface Outcome {
  message: string;
  type: 'warning' | 'error';
}

/** The client keeps the server's wording as the shown message only when it was displayable (and not a 400). */
const displayable = (error: unknown): error is ApiError =>
  error instanceof ApiError && !!error.serverMessage && error.message === error.serverMessage;

export function pmsFailure(error: unknown): Outcome {
  return { message: displayable(error) ? error.message : DocumentMessages.pmsFailed, type: 'error' };
}

export function downloadFailure(error: unknown): Outcome {
  return error instanceof ApiError && error.serverMessage === DocumentMessages.noDataToDownload
    ? { message: DocumentMessages.noDataToDownload, type: 'warning' }
    : { message: DocumentMessages.downloadFailed, type: 'error' };
}
