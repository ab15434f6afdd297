import { AppError, ErrorCode, Messages, statusOf, type ApiFailure } from '@dental/contracts';

export interface HttpAnswer {
  status: number;
  body: unknown;
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
    return { status: statusOf(error.code), body };
  }
  const body: ApiFailure = { success: false, message: Messages.tryAgain, displayable: true, code: ErrorCode.Internal, requestId };
  return { status: 500, body };
}
