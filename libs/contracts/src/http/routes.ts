/**
 * The documented HTTP calls the gateway serves, each bound to the command that answers it.
 * The web app builds its requests from the same table, so a path is written once.
 *
 * - `permission`: the permission key the user must hold (undefined: any signed-in user).
 * - `public`: no token needed (the sign-in family).
 * - `tenancy`: which fields of the request name a client or practices the user must have been granted.
 * - `encryptAnswer`: the answer goes out as an encrypted `value` (spec 01 §7).
 */
import type { CommandDef } from '../messaging/commands';
import { AuthCommands, VerificationCommands } from '../catalog';
import { Permission } from '../access/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  command: CommandDef;
  summary: string;
  public?: boolean;
  permission?: string;
  tenancy?: { clientField?: string; practiceField?: string };
  encryptAnswer?: boolean;
}

export const Routes = {
  authenticate: {
    method: 'POST',
    path: '/api/authenticate',
    command: AuthCommands.signIn,
    summary: 'Sign in with username and password',
    public: true,
  },
  refresh: {
    method: 'POST',
    path: '/api/refresh',
    command: AuthCommands.refresh,
    summary: 'Exchange a refresh token for a new session (the old refresh token stops working)',
    public: true,
  },
  logout: {
    method: 'POST',
    path: '/api/logout',
    command: AuthCommands.logout,
    summary: 'End the session: the access token is blacklisted and the refresh token revoked',
  },
  userPermissions: {
    method: 'GET',
    path: '/api/authz/get/user/permission',
    command: AuthCommands.userPermissions,
    summary: "The signed-in user's permissions and side menu (answered as an encrypted value)",
    encryptAnswer: true,
  },
  grantedPractices: {
    method: 'GET',
    path: '/api/authz/clients/practices',
    command: AuthCommands.grantedPractices,
    summary: 'The clients and practices the signed-in user may work with',
  },
  getAllTransaction: {
    method: 'POST',
    path: '/api/iv/transaction/getAllTransaction',
    command: VerificationCommands.listTransactions,
    summary: 'One page of verification transactions of the selected practices, filtered',
    permission: Permission.ListTransactions,
    tenancy: { clientField: 'clientId', practiceField: 'practiceId' },
  },
} as const satisfies Record<string, RouteDef>;

export const ROUTES: readonly RouteDef[] = Object.values(Routes);
