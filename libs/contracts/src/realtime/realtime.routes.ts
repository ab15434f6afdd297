/** HTTP calls of real-time verification (spec 03 §7 "Real-time verification"). */
import type { RouteDef } from '../http/route-def';
import { RealtimeCommands } from './realtime.commands';
import { RealtimePermission } from './realtime-verification';

const tenancy = { clientField: 'clientId' } as const;

export const RealtimeRoutes = {
  realtimeList: {
    method: 'POST',
    path: '/api/iv/processflow/get',
    command: RealtimeCommands.list,
    summary: 'The Real Time IV list of the selected practices: filtered (patient name, bot status, IV type, dates) and paged, newest first',
    permission: RealtimePermission,
    tenancy: { clientField: 'clientId', practiceField: 'practiceIds' },
  },
  realtimeCarriers: {
    method: 'GET',
    path: '/api/realtimeiv/carriers',
    command: RealtimeCommands.carriers,
    summary: 'The carriers a real-time verification can ask (_id, name)',
    permission: RealtimePermission,
    tenancy,
  },
  carrierForm: {
    method: 'POST',
    path: '/api/iv/carrier/form',
    command: RealtimeCommands.carrierForm,
    summary: "A carrier's real-time verification form (typeForm 'iv'): its fields with type, required, options and maxlength",
    permission: RealtimePermission,
    tenancy,
  },
  carrierStore: {
    method: 'POST',
    path: '/api/iv/carrier/store',
    command: RealtimeCommands.store,
    summary:
      "Starts a real-time verification from the carrier form's values (plus carrierId, practiceId, carrierName) and its All Transactions transaction; answers the pending record",
    permission: RealtimePermission,
    tenancy: { clientField: 'clientId', practiceField: 'practiceId' },
  },
  realtimeRecord: {
    method: 'GET',
    path: '/api/realtimeiv/record/{id}',
    command: RealtimeCommands.record,
    summary: 'A real-time verification with its progress and, once completed, the eligibility response the cards show',
    permission: RealtimePermission,
    tenancy,
  },
} as const satisfies Record<string, RouteDef>;

/** The response document's download, served by the gateway's own handler (it streams from object storage). */
export const RealtimeFileRoutes = {
  realtimeFile: {
    method: 'GET',
    path: '/api/realtimeiv/getFile',
    command: RealtimeCommands.file,
    summary: "A completed real-time verification's response document, a Word document (?file=<record id>)",
    permission: RealtimePermission,
    tenancy,
    fileDownload: true,
  },
} as const satisfies Record<string, RouteDef>;
