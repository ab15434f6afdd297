import { AppError, ErrorCode, type Actor } from '@dental/contracts';

/** The actor of a call that needs a signed-in user (the gateway always sends one for such routes). */
export function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new AppError(ErrorCode.Unauthenticated, 'Sign in first');
  return actor;
}

/** A client named in a path must be one of the actor's; another client's records are "not found", never shown. */
export function ownClient(actor: Actor, clientId: string): string {
  if (clientId !== actor.clientId && !actor.clientIds.includes(clientId)) throw new AppError(ErrorCode.NotFound, 'Not found client');
  return clientId;
}
