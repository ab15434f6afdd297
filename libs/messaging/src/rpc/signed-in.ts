import { AppError, ErrorCode, type Actor } from '@dental/contracts';

/** The actor of a command that needs a signed-in user (the gateway always sends one for such routes). */
export function signedIn(actor: Actor | null): Actor {
  if (!actor) throw new AppError(ErrorCode.Unauthenticated, 'Sign in first');
  return actor;
}

/**
 * The practices a command names, each checked against the signed-in user's grants (the gateway has
 * checked them already; a service checks again before reading), without repeats.
 */
export function grantedPractices(actor: Actor | null, practiceIds: readonly string[]): string[] {
  const granted = new Set(signedIn(actor).practiceIds);
  for (const id of practiceIds) if (!granted.has(id)) throw new AppError(ErrorCode.Forbidden, `You do not have access to practice ${id}`);
  return [...new Set(practiceIds)];
}
