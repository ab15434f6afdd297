/** HTTP calls of the Command center (extraction schedules), the Logs and the Audit Trail. */
import type { RouteDef } from '../http/route-def';
import { ExtractionCommands as C } from './extraction.commands';

export const ExtractionPermission = { schedules: 'extractionSchedule', auditTrail: 'auditTrait' } as const;

export const ExtractionRoutes = {
  listExtractionSchedules: {
    method: 'GET',
    path: '/api/iv/spreadsheet/pages',
    command: C.listSchedules,
    summary: 'Extraction schedules of the selected practices (practiceIds, repeated), newest first, paged (page, limit)',
    permission: ExtractionPermission.schedules,
    tenancy: { practiceField: 'practiceIds' },
  },
  verifyExtractionDates: {
    method: 'POST',
    path: '/api/iv/spreadsheet/verify/pages',
    command: C.verifyDates,
    summary: 'Which of the dates can be scheduled for the practice and type (those not already scheduled); changes nothing',
    permission: ExtractionPermission.schedules,
    tenancy: { practiceField: 'practiceId' },
  },
  saveExtractionSchedule: {
    method: 'POST',
    path: '/api/iv/spreadsheet/pages',
    command: C.saveSchedule,
    summary:
      'Saves the schedule and hands each new date to the bots (a BullMQ job per practice, type and date: saving the same again enqueues nothing)',
    permission: ExtractionPermission.schedules,
    tenancy: { practiceField: 'practiceId' },
    callerFields: ['name'],
  },
  extractionLogs: {
    method: 'GET',
    path: '/api/extractionSchedule/logs',
    command: C.logs,
    summary: "The bots' spreadsheet rows of a sheet date (sheetDate required; practiceId, limit, offset), newest first",
    permission: ExtractionPermission.schedules,
    tenancy: { practiceField: 'practiceId' },
  },
  botStatus: {
    method: 'GET',
    path: '/api/bot/status',
    command: C.botStatus,
    summary: "The bots' status reports (Audit Trail), filtered by botName, code, startDate, endDate and practiceIds, paged",
    permission: ExtractionPermission.auditTrail,
    tenancy: { practiceField: 'practiceIds' },
  },
} as const satisfies Record<string, RouteDef>;
