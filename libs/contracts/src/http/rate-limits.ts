/**
 * Limits on the calls that guess or mail: sign-in, the PIN, a new PIN, the unlock mail, the
 * password-reset mail and the e-mailed links. Each is counted per caller address and, where the
 * request names one, per account (the username, e-mail or pending sign-in), in Redis, so every
 * gateway replica shares the counts. Past a limit the gateway answers 429 with `Retry-After` and
 * a message saying how long to wait; the call does not reach the service.
 *
 * The numbers leave room for a person who mistypes a few times or asks for a mail twice, and for an
 * office of several people behind one address, while making guessing a password or a PIN, or
 * flooding someone's inbox, slow enough to be useless.
 */
import { AppError, ErrorCode } from './errors';

export interface RateLimitWindow {
  /** Calls allowed in the window. */
  points: number;
  /** Length of the window, in seconds. */
  seconds: number;
}

export interface RateLimit {
  /** Names the counters in Redis; routes that share a name share the counts. */
  name: string;
  perAddress: RateLimitWindow;
  /** The request field naming the account, and its own limit. */
  perAccount?: RateLimitWindow & { field: string };
  /**
   * A call that succeeds forgets the account's count (a person who finally types the right password
   * starts afresh); the address count stays.
   */
  forgetAccountOnSuccess?: boolean;
}

const MINUTE = 60;

/**
 * One limit: `perAddress` calls per caller address in a window of `minutes`, and where an account
 * field is named, `account.points` calls per account in the same window.
 */
function limit(
  name: string,
  minutes: number,
  perAddress: number,
  account?: { field: string; points: number; forgetOnSuccess?: boolean },
): RateLimit {
  const seconds = minutes * MINUTE;
  return {
    name,
    perAddress: { points: perAddress, seconds },
    ...(account && { perAccount: { field: account.field, points: account.points, seconds } }),
    ...(account?.forgetOnSuccess && { forgetAccountOnSuccess: true }),
  };
}

export const RateLimits = {
  signIn: limit('sign-in', 15, 60, { field: 'username', points: 10, forgetOnSuccess: true }),
  pin: limit('pin', 15, 60, { field: 'trackLoginId', points: 10 }),
  newPin: limit('new-pin', 15, 30, { field: 'trackLoginId', points: 5 }),
  unlockMail: limit('unlock-mail', 60, 20, { field: 'username', points: 5 }),
  passwordReset: limit('password-reset', 60, 20, { field: 'email', points: 5 }),
  /** The e-mailed links (unlock, password, authorisation): their tokens must not be guessable by trying. */
  signedLink: limit('signed-link', 15, 60),
} as const satisfies Record<string, RateLimit>;

/** 'Too many attempts. Please try again in 14 minutes.' */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / MINUTE);
  const wait = retryAfterSeconds < MINUTE ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many attempts. Please try again in ${wait}.`;
}

/** A call past its limit: 429, with the seconds to wait for `Retry-After`. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(ErrorCode.TooManyRequests, rateLimitedMessage(retryAfterSeconds));
    this.name = 'RateLimitedError';
  }
}
