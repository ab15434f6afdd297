import { AppError, ErrorCode, type Actor } from '@dental/contracts';

/** The actor of a command that needs a signed-in user (the gateway always sends one for such routes). */
export function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new AppError(ErrorCode.Unauthenticated, 'Sign in first');
  return actor;
}
