/** Sign-in in two steps, the e-mailed links and the account pages (spec 01 §2, §5, §7, §8). */
import { z } from 'zod';
import { idText } from '../shared/id-text';

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

/** Step 1 answers a pending sign-in: the PIN went out and step 2 (`POST /api/authenticate/pin`) completes it. */
export interface PendingSignIn {
  pinRequired: true;
  trackLoginId: string;
  /** Where the PIN went: 'e-mail' or 'sms'. */
  sentTo: 'e-mail' | 'sms';
  /** The address or number, masked (r*****r@dental.local, +1*******198). */
  destination: string;
  /** Seconds until the PIN expires. */
  expiresIn: number;
}

const trackLoginIdField = idText;

export const pinRequestSchema = z.object({
  trackLoginId: trackLoginIdField,
  pin: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6 digits of the PIN'),
});

export const newPinRequestSchema = z.object({ trackLoginId: trackLoginIdField });

const emailField = z.string().trim().max(254, 'must be at most 254 characters').email('Please provide a valid e-mail');

export const passwordResetRequestSchema = z.object({ email: emailField });
export const unlockMailRequestSchema = z.object({ username: z.string().trim().min(1, 'is required').max(254) });
export const signedLinkSchema = z.object({ token: z.string().min(20, 'is required').max(600) });

/**
 * Password rules (spec 01 §5): 8 or more characters with a special character, a number, a lower-case
 * and an upper-case letter. The web app lists the missing items under 'Password Strength'; the server
 * checks the same list.
 */
export const PASSWORD_RULES = [
  { key: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { key: 'special', label: 'One special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
  { key: 'number', label: 'One number', test: (p: string) => /\d/.test(p) },
  { key: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { key: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
] as const;

/** The rules a password misses, in the order the 'Password Strength' list shows them. */
export function missingPasswordRules(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.label);
}

export const passwordField = z
  .string()
  .max(200, 'must be at most 200 characters')
  .superRefine((password, ctx) => {
    const missing = missingPasswordRules(password);
    if (missing.length > 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `needs: ${missing.join(', ')}` });
  });

export const updatePasswordRequestSchema = z.object({
  token: z.string().min(20, 'is required').max(600),
  password: passwordField,
  userId: idText.optional(),
});

/** What a valid e-mailed link is for. */
export interface LinkValidation {
  valid: true;
  purpose: 'password' | 'unlock';
  userId: string;
  email: string;
}

/** The new-location authorisation page: what tried to sign in. */
export interface AuthorizationRequest {
  trackLoginId: string;
  userId: string;
  accessId: string;
  date: string;
  browser: string;
  device: string;
  os: string;
  location: string;
  ip: string;
  state: KnownAccessState;
}

export const authorizationLinkSchema = z.object({
  trackLoginId: trackLoginIdField,
  signature: z.string().min(20, 'is required').max(600),
});

/** Authorize and Block on the new-location page; `token` is the link's signature. */
export const authorizationDecisionSchema = z.object({
  id: z.string().max(64).optional(),
  trackLoginId: trackLoginIdField,
  userId: idText.optional(),
  token: z.string().min(20, 'is required').max(600),
});

export const KnownAccessStates = ['pending', 'allowed', 'blocked'] as const;
export type KnownAccessState = (typeof KnownAccessStates)[number];

/** A device and location the user signed in from (GET /api/v2/users/access/all). */
export interface KnownAccess {
  _id: string;
  browser: string;
  device: string;
  os: string;
  location: string;
  ip: string;
  state: KnownAccessState;
  firstSeen: string;
  lastSeen: string;
}

export const setAccessStateSchema = z.object({
  accessId: idText,
  state: z.enum(['allowed', 'blocked'], { message: "must be 'allowed' or 'blocked'" }),
});

export const updateProfileSchema = z.object({
  firstName: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  lastName: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  /** Digits only (the web app's mask is +1(###)###-####); '' removes the phone, leaving it out keeps it. */
  phone: z
    .string()
    .trim()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v === '' || /^\d{10,15}$/.test(v), 'must have 10 to 15 digits')
    .optional(),
});

export const loginHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'must be at least 1').default(1),
  rowsPerPage: z.coerce
    .number()
    .int()
    .refine((v) => [5, 10, 25, 50].includes(v), 'must be one of 5, 10, 25, 50')
    .default(10),
});

export type LoginOutcome =
  'PIN sent' | 'Signed in' | 'Wrong password' | 'Wrong PIN' | 'Blocked' | 'Country not allowed' | 'Location blocked';

export interface LoginHistoryEntry {
  _id: string;
  date: string;
  browser: string;
  device: string;
  os: string;
  location: string;
  ip: string;
  outcome: LoginOutcome;
}

export interface LoginHistoryPage {
  data: LoginHistoryEntry[];
  total: number;
  page: number;
  rowsPerPage: number;
}

export interface MessageAnswer {
  message: string;
}

/** Messages of the sign-in area (spec 01 §2, §5, §8, with decision 5's fixes). */
export const SignInMessages = {
  blocked: 'Dear user, your account is blocked. We sent you an e-mail with a link to unblock it; please follow its link.',
  country: 'Dear user, we are sorry... This application is not available in your country',
  pinInvalid: 'Dear user, the PIN is not valid or has expired',
  pinLimit: 'Dear user, an e-mail with the code was already sent; please check your inbox or wait a few minutes before asking again',
  checkEmail: 'Dear user, please check your e-mail',
  invalidLink: 'Dear user, this URL is invalid or already expired.',
  passwordReset: 'Your password has been reset',
  profileUpdated: 'Dear user, your data has been updated',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmail: 'Please provide a valid e-mail',
  tryAgain: 'Please try again',
  authorized: 'Dear user, the sign-in was authorized',
  blockedLocation: 'Dear user, the sign-in was blocked and its session ended',
  unlocked: 'Dear user, your account is unblocked; you can sign in again',
} as const;
