import { AppError, ErrorCode, Messages, RETRY_AFTER_SECONDS, RateLimitedError, statusOf, type ApiFailure } from '@dental/contracts';

export interface HttpAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * No answer repeats unbounded input: a message that quotes what the caller sent (an id, a value) is
 * cut, so a 100 KB id never comes back whole.
 */
const MAX_MESSAGE_LENGTH = 300;

function bounded(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** The failure envelope: the AppError as the service said it, or a safe message for anything else. */
export function failureAnswer(error: unknown, requestId: string): HttpAnswer {
  if (error instanceof AppError) {
    const body: ApiFailure = {
      success: false,
      message: bounded(error.message, MAX_MESSAGE_LENGTH),
      displayable: error.displayable,
      code: error.code,
      ...(error.issues
        ? { issues: error.issues.slice(0, 20).map((i) => ({ path: bounded(i.path, 120), message: bounded(i.message, 200) })) }
        : {}),
      requestId,
    };
    const status = statusOf(error.code);
    // A 429 says when the limit lets the caller in again; a 503 is passing (a service restarting, a rebalance).
    if (error instanceof RateLimitedError) return { status, body, headers: { 'Retry-After': String(error.retryAfterSeconds) } };
    return { status, body, ...(status === 503 ? { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } } : {}) };
  }
  const body: ApiFailure = { success: false, message: Messages.tryAgain, displayable: true, code: ErrorCode.Internal, requestId };
  return { status: 500, body };
}
