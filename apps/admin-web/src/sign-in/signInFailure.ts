/**
 * How a failed sign-in reads (spec 01 §8): 403 means the account is blocked, 406 that the
 * application is not offered in the user's country; anything else is 'User not found !', so the
 * page never tells whether the user name or the password was wrong.
 */
import { Messages, SignInMessages } from '@dental/contracts';

export type SignInFailure =
  { kind: 'blocked'; message: string } | { kind: 'country'; message: string } | { kind: 'notFound'; message: string };

export const BLOCKED_MESSAGE = SignInMessages.blocked;
export const COUNTRY_MESSAGE = SignInMessages.country;

export function signInFailure(status: number | undefined): SignInFailure {
  if (status === 403) return { kind: 'blocked', message: BLOCKED_MESSAGE };
  if (status === 406) return { kind: 'country', message: COUNTRY_MESSAGE };
  return { kind: 'notFound', message: Messages.signInFailed };
}
