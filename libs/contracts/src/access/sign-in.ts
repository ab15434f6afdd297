/** Step 1 of sign-in, `POST /api/authenticate` (spec 01 §7). */
import { z } from 'zod';

export const signInRequestSchema = z.object({
  username: z.string().trim().min(1, 'is required').max(254, 'must be at most 254 characters'),
  password: z.string().min(1, 'is required').max(200, 'must be at most 200 characters'),
  browser: z.string().max(100).default(''),
  browserVersion: z.string().max(100).default(''),
  deviceType: z.string().max(100).default(''),
  deviceOs: z.string().max(100).default(''),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const refreshRequestSchema = z.object({ refreshToken: z.string().min(20, 'is required').max(400) });

export interface SessionUser {
  _id: string;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  clientId: string;
  defaultPath: string;
}

export interface Session {
  token: string;
  refreshToken: string;
  expiresIn: number;
  user: SessionUser;
}

/** Claims of the access token the auth service signs and the gateway verifies. */
export interface AccessTokenClaims {
  sub: string;
  clientId: string;
  /** Token id, so a single token can be blacklisted on logout. */
  jti: string;
  iat?: number;
  exp?: number;
}

export const SIGN_IN_FAILED_MESSAGE = 'User not found !';

/**
 * The 401 messages of spec 01 §8, which the web app tells apart: an invalid token clears the session,
 * an expired one is refreshed once, a blacklisted one opens the re-login dialog, and a refused
 * refresh ends the session silently.
 */
export const TokenMessages = {
  invalid: 'Invalid token',
  expired: 'Token has expired',
  blacklisted: 'The token has been blacklisted',
  refreshRefused: 'Token has expired and can no longer be refreshed',
} as const;

/** Redis key (under REDIS_KEY_PREFIX) marking a logged-out access token: the auth service writes it, the gateway reads it. */
export function blacklistKey(jti: string): string {
  return `blacklist:${jti}`;
}
