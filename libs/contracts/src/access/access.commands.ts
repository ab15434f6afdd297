/** Commands the auth service answers. */
import { z } from 'zod';
import { defineCommand } from '../messaging/commands';
import { signInRequestSchema, refreshRequestSchema, type Session } from './sign-in';
import { accessProfileRequestSchema, type AccessProfile, type GrantedClient } from './access-profile';
import type { UserPermissions } from './menu';

export const AuthCommands = {
  signIn: defineCommand<Session>()('auth', 'session.signIn', signInRequestSchema.extend({ ip: z.string().max(64).default('') })),
  refresh: defineCommand<Session>()('auth', 'session.refresh', refreshRequestSchema),
  logout: defineCommand<{ loggedOut: true }>()(
    'auth',
    'session.logout',
    z.object({ jti: z.string().min(1), exp: z.number().int(), refreshToken: z.string().max(400).optional() }),
  ),
  accessProfile: defineCommand<AccessProfile>()('auth', 'access.profile', accessProfileRequestSchema),
  userPermissions: defineCommand<UserPermissions>()('auth', 'access.userPermissions', z.object({}).passthrough()),
  grantedPractices: defineCommand<GrantedClient[]>()('auth', 'access.grantedPractices', z.object({}).passthrough()),
} as const;
