/** HTTP calls of the Claims screen. */
import type { RouteDef } from '../http/route-def';
import { ClaimCommands } from './claims.commands';

export const ClaimRoutes = {
  listClaims: {
    method: 'GET',
    path: '/api/preliveDental',
    command: ClaimCommands.list,
    summary:
      "A practice's claim requests (practiceId required), filtered by startDate, endDate (YYYY-MM-DD), patientName and claimType, paged",
    permission: 'claims',
    tenancy: { practiceField: 'practiceId' },
  },
} as const satisfies Record<string, RouteDef>;
