/** Error codes shared by every service, the gateway and the web app. Each maps to one HTTP status. */
export const ErrorCode = {
  BadInput: 'BAD_INPUT',
  BadEnvelope: 'BAD_ENVELOPE',
  Unauthenticated: 'UNAUTHENTICATED',
  TokenBlacklisted: 'TOKEN_BLACKLISTED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  Blocked: 'BLOCKED',
  CountryNotAllowed: 'COUNTRY_NOT_ALLOWED',
  TooManyRequests: 'TOO_MANY_REQUESTS',
  ServiceUnavailable: 'SERVICE_UNAVAILABLE',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The failure every service answers with; `displayable` says whether the web app may show `message` as is. */
export interface ProblemDetail {
  code: ErrorCode;
  message: string;
  displayable: boolean;
  /** Field-level reasons for BAD_INPUT, e.g. { path: 'limit', message: 'must be one of 25, 50, 100' }. */
  issues?: { path: string; message: string }[];
}

/** Thrown by services and the gateway; carried across Kafka as a ProblemDetail. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly displayable = true,
    readonly issues?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return statusOf(this.code);
  }

  toProblem(): ProblemDetail {
    return { code: this.code, message: this.message, displayable: this.displayable, ...(this.issues ? { issues: this.issues } : {}) };
  }

  static from(problem: ProblemDetail): AppError {
    return new AppError(problem.code, problem.message, problem.displayable, problem.issues);
  }
}

export function statusOf(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.BadInput:
    case ErrorCode.BadEnvelope:
      return 400;
    case ErrorCode.Unauthenticated:
    case ErrorCode.TokenBlacklisted:
      return 401;
    case ErrorCode.Forbidden:
    case ErrorCode.Blocked:
      return 403;
    case ErrorCode.NotFound:
      return 404;
    case ErrorCode.CountryNotAllowed:
      return 406;
    case ErrorCode.Conflict:
      return 409;
    case ErrorCode.TooManyRequests:
      return 429;
    case ErrorCode.ServiceUnavailable:
      return 503;
    default:
      return 500;
  }
}

/**
 * Seconds a caller is asked to wait after a 503 (the `Retry-After` header): what a restarting replica
 * or a consumer group's rebalance takes to settle.
 */
export const RETRY_AFTER_SECONDS = 5;
