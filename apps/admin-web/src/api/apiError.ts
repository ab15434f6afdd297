/**
 * What a failed call means to the person using the screen (spec 01 §7 and §8). The HTTP client
 * throws an ApiError whose `message` is the text to show; the server's own wording is kept in
 * `serverMessage` for the console and for callers that react to a specific answer.
 */
import { Messages, type ApiFailure, type ErrorCode } from '@dental/contracts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode | undefined,
    readonly serverMessage: string | undefined,
    /** True when nothing should be shown (a silent sign-out). */
    readonly silent = false,
    /** The server's reason for each refused field of a 400 (`payload.phone`, `user.email`). */
    readonly issues: readonly { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The wording of the answer's failure to show: 400 is a connection problem; otherwise the server's message only when displayable. */
export function failureMessage(status: number, failure: Partial<ApiFailure> | undefined): string {
  if (status === 400 || status === 0) return Messages.connectionProblem;
  if (failure?.displayable && failure.message) return failure.message;
  return Messages.tryAgain;
}

export function apiErrorOf(status: number, failure: Partial<ApiFailure> | undefined, silent = false): ApiError {
  return new ApiError(failureMessage(status, failure), status, failure?.code, failure?.message, silent, failure?.issues ?? []);
}
