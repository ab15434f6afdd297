/** Commands the verification service answers for the Command center, the Logs and the Audit Trail. */
import { defineCommand } from '../messaging/commands';
import {
  botStatusQuerySchema,
  extractionListSchema,
  extractionLogQuerySchema,
  extractionRequestSchema,
  extractionSaveSchema,
  type BotStatusPage,
  type ExtractionLogPage,
  type ExtractionSaved,
  type ExtractionSchedulePage,
  type ExtractionVerification,
} from './extraction-schedules';

export const ExtractionCommands = {
  listSchedules: defineCommand<ExtractionSchedulePage>()('verification', 'extraction.list', extractionListSchema),
  verifyDates: defineCommand<ExtractionVerification>()('verification', 'extraction.verify', extractionRequestSchema),
  saveSchedule: defineCommand<ExtractionSaved>()('verification', 'extraction.save', extractionSaveSchema),
  logs: defineCommand<ExtractionLogPage>()('verification', 'extraction.logs', extractionLogQuerySchema),
  botStatus: defineCommand<BotStatusPage>()('verification', 'bot.status', botStatusQuerySchema),
} as const;
