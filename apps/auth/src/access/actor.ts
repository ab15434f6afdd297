import { AppError, ErrorCode, TokenMessages, type Actor } from '@dental/contracts';

/** The caller of a command the gateway authenticated; a missing actor means the call skipped the gateway's checks. */
export function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new AppError(ErrorCode.Unauthenticated, TokenMessages.invalid);
  return actor;
}

/** A record of a client the caller may not reach answers exactly like a missing one. */
export function notFound(what: string): AppError {
  return new AppError(ErrorCode.NotFound, `${what} not found`);
}

export function badInput(path: string, message: string): AppError {
  return new AppError(ErrorCode.BadInput, `${path} ${message}`, true, [{ path, message }]);
}
