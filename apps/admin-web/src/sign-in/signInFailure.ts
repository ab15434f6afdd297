/**
 * How a failed sign-in reads (spec 01 §8): 403 means the account is blocked, 406 that the
 * application is not offered in the user's country; anything else is 'User not found !', so the
 * page never tells whether the user name or the password was wrong. 429 (too many attempts from this
 * address or for this account) shows the gateway's message, which says how long to wait.
 */
import { Messages, SignInMessages } from '@dental/contracts';

export type SignInFailure =
  | { kind: 'blocked'; message: string }
  | { kind: 'country'; message: string }
  | { kind: 'tooManyAttempts'; message: string }
  | { kind: 'notFound'; message: string };

export const BLOCKED_MESSAGE = SignInMessages.blocked;
export const COUNTRY_MESSAGE = SignInMessages.country;
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many attempts. Please try again later.';

export function signInFailure(status: number | undefined, message?: string): SignInFailure {
  if (status === 429) return { kind: 'tooManyAttempts', message: message || TOO_MANY_ATTEMPTS_MESSAGE };
  if (status === 403) return { kind: 'blocked', message: BLOCKED_MESSAGE };
  if (status === 406) return { kind: 'country', message: COUNTRY_MESSAGE };
  return { kind: 'notFound', message: Messages.signInFailed };
}
