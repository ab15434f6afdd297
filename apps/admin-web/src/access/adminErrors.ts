import { ErrorCode } from '@dental/contracts';
import { ApiError } from '../api/apiError';

/**
 * What an administration form shows when the server refuses a save: the server's own wording for
 * refused input (it names the field), the general message otherwise.
 */
export function apiErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : String(error);
  const specific: string[] = [ErrorCode.BadInput, ErrorCode.Conflict, ErrorCode.NotFound];
  if (error.code && specific.includes(error.code) && error.serverMessage) return error.serverMessage;
  return error.message;
}
