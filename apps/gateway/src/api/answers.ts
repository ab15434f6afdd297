import { AppError, ErrorCode, Messages, RETRY_AFTER_SECONDS, statusOf, type ApiFailure } from '@dental/contracts';

export interface HttpAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The failure envelope: the AppError as the service said it, or a safe message for anything else. */
export function failureAnswer(error: unknown, requestId: string): HttpAnswer {
  if (error instanceof AppError) {
    const body: ApiFailure = {
      success: false,
      message: error.message,
      displayable: error.displayable,
      code: error.code,
      ...(error.issues ? { issues: error.issues } : {}),
      requestId,
    };
    const status = statusOf(error.code);
    // A 503 is passing (a service restarting, a rebalance): say when to ask again.
    return { status, body, ...(status === 503 ? { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } } : {}) };
  }
  const body: ApiFailure = { success: false, message: Messages.tryAgain, displayable: true, code: ErrorCode.Internal, requestId };
  return { status: 500, body };
}
