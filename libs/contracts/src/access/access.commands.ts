/** Commands the auth service answers. */
import { z } from 'zod';
import { defineCommand } from '../messaging/commands';
import {
  authorizationDecisionSchema,
  authorizationLinkSchema,
  loginHistoryQuerySchema,
  newPinRequestSchema,
  passwordResetRequestSchema,
  pinRequestSchema,
  refreshRequestSchema,
  setAccessStateSchema,
  signInRequestSchema,
  signedLinkSchema,
  unlockMailRequestSchema,
  updatePasswordRequestSchema,
  updateProfileSchema,
  type AuthorizationRequest,
  type KnownAccess,
  type LinkValidation,
  type LoginHistoryPage,
  type MessageAnswer,
  type PendingSignIn,
  type Session,
} from './sign-in';
import { accessProfileRequestSchema, type AccessProfile, type GrantedClient } from './access-profile';
import type { UserPermissions } from './menu';
import { AdminCommands } from './administration.commands';

export const AuthCommands = {
  signIn: defineCommand<PendingSignIn>()('auth', 'session.signIn', signInRequestSchema.extend({ ip: z.string().max(64).default('') })),
  verifyPin: defineCommand<Session>()('auth', 'session.verifyPin', pinRequestSchema),
  newPin: defineCommand<PendingSignIn>()('auth', 'session.newPin', newPinRequestSchema),
  sendUnlockMail: defineCommand<MessageAnswer>()('auth', 'session.sendUnlockMail', unlockMailRequestSchema),
  unlock: defineCommand<MessageAnswer>()('auth', 'session.unlock', signedLinkSchema),
  authorizationRequest: defineCommand<AuthorizationRequest>()('auth', 'session.authorizationRequest', authorizationLinkSchema),
  allowSignIn: defineCommand<MessageAnswer>()('auth', 'session.allowSignIn', authorizationDecisionSchema),
  blockSignIn: defineCommand<MessageAnswer>()('auth', 'session.blockSignIn', authorizationDecisionSchema),
  requestPasswordReset: defineCommand<MessageAnswer>()('auth', 'password.requestReset', passwordResetRequestSchema),
  validateLink: defineCommand<LinkValidation>()('auth', 'password.validateLink', signedLinkSchema),
  updatePassword: defineCommand<MessageAnswer>()('auth', 'password.update', updatePasswordRequestSchema),
  updateProfile: defineCommand<MessageAnswer>()('auth', 'account.updateProfile', updateProfileSchema),
  knownAccesses: defineCommand<KnownAccess[]>()('auth', 'account.knownAccesses', z.object({}).passthrough()),
  setAccessState: defineCommand<KnownAccess>()('auth', 'account.setAccessState', setAccessStateSchema),
  loginHistory: defineCommand<LoginHistoryPage>()('auth', 'account.loginHistory', loginHistoryQuerySchema),
  refresh: defineCommand<Session>()('auth', 'session.refresh', refreshRequestSchema),
  logout: defineCommand<{ loggedOut: true }>()(
    'auth',
    'session.logout',
    z.object({ jti: z.string().min(1), exp: z.number().int(), refreshToken: z.string().max(400).optional() }),
  ),
  accessProfile: defineCommand<AccessProfile>()('auth', 'access.profile', accessProfileRequestSchema),
  userPermissions: defineCommand<UserPermissions>()('auth', 'access.userPermissions', z.object({}).passthrough()),
  grantedPractices: defineCommand<GrantedClient[]>()('auth', 'access.grantedPractices', z.object({}).passthrough()),
  ...AdminCommands,
} as const;
