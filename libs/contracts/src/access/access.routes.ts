/** HTTP calls of sign-in, sessions, permissions and tenancy (answered by the auth service). */
import type { RouteDef } from '../http/route-def';
import { AuthCommands } from './access.commands';

export const AccessRoutes = {
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
} as const satisfies Record<string, RouteDef>;
