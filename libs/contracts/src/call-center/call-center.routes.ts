/** HTTP calls of the Call Center dialog (spec 03 §7 "Call centre and call log"). */
import type { RouteDef } from '../http/route-def';
import { CallCenterCommands } from './call-center.commands';

const tenancy = { clientField: 'clientId' } as const;

export const CallCenterRoutes = {
  callCenterVerification: {
    method: 'GET',
    path: '/api/v2/iv/calls/bookmarks/{id}',
    command: CallCenterCommands.verification,
    summary: "A transaction's phone verification: header, the practice form's procedure categories and items, what was saved",
    permission: 'callCenter',
    tenancy,
  },
  saveCallCenterVerification: {
    method: 'PUT',
    path: '/api/v2/iv/calls/verifications/{id}',
    command: CallCenterCommands.saveVerification,
    summary:
      'Saves (or updates) the phone verification: coverage dates, E/N items with frequency and history, notes; an ELG transaction becomes FBD once convertToFbd is sent',
    permission: 'callCenter',
    tenancy,
  },
  callCenterCarriers: {
    method: 'GET',
    path: '/api/v2/appsettings/carriers',
    command: CallCenterCommands.carriers,
    summary: "The carriers of the Call Center's carrier select (_id, name)",
    permission: 'callCenter',
    tenancy,
  },
  callCenterCarrier: {
    method: 'GET',
    path: '/api/v2/appsettings/carriers/{id}',
    command: CallCenterCommands.carrier,
    summary: 'A carrier with its phone profile (phoneNumber), which the dial button calls',
    permission: 'callCenter',
    tenancy,
  },
} as const satisfies Record<string, RouteDef>;
