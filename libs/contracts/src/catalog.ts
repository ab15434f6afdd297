/** Every command each service answers, with its request schema. The gateway's routes call these. */
import { z } from 'zod';
import { defineCommand, type CommandDef } from './messaging/commands';
import type { ServiceName } from './messaging/services';
import { signInRequestSchema, refreshRequestSchema, type Session } from './access/sign-in';
import { accessProfileRequestSchema, type AccessProfile, type GrantedClient } from './access/access-profile';
import type { UserPermissions } from './access/menu';
import { transactionListRequestSchema } from './transactions/transaction-list';
import type { TransactionPage } from './transactions/transaction';

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

export const VerificationCommands = {
  listTransactions: defineCommand<TransactionPage>()('verification', 'transaction.list', transactionListRequestSchema),
} as const;

/** Services with no commands yet answer health only; their features arrive with later issues. */
export const ALL_COMMANDS: readonly CommandDef[] = [...Object.values(AuthCommands), ...Object.values(VerificationCommands)];

export function commandsOf(service: ServiceName): CommandDef[] {
  return ALL_COMMANDS.filter((c) => c.service === service);
}

export function findCommand(service: ServiceName, name: string): CommandDef | undefined {
  return ALL_COMMANDS.find((c) => c.service === service && c.name === name);
}
