/**
 * What the verification service and the bots say to each other about extractions, and what bots
 * report about themselves. docs/bot-topics.md is generated from these schemas and examples
 * (botTopicCatalogue below; `node scripts/bot-topics-doc.mjs`), so bot authors need nothing else.
 */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import { instantText } from '../shared/instant-text';
import { parseDay } from '../shared/dates';
import { EXTRACTION_TYPES } from './extraction-schedules';

const day = z.string().refine((v) => parseDay(v) !== null, { message: 'must be a date as YYYY-MM-DD' });
const eventId = z.string().uuid('must be a UUID');
const commandId = z
  .string()
  .regex(/^extraction-[0-9a-f]{24}-(new|review|retry|upload)-\d{4}-\d{2}-\d{2}$/, 'must be the commandId of an extraction command');

/** `bot.extraction.command`: the verification service asks the bots to extract one practice's spreadsheet for one date. */
export const extractionCommandSchema = z.object({
  commandId: commandId.describe('identifies the extraction (practice, type and date); repeated on every attempt'),
  attempt: z.number().int().min(1).describe('1 for the first request, 2 and up for retries after no or a failed answer'),
  scheduleId: idText.describe('the schedule the date belongs to'),
  clientId: idText,
  practiceId: idText,
  type: z.enum(EXTRACTION_TYPES).describe('new, review, retry or upload'),
  date: day.describe('the appointment date whose spreadsheet to extract (YYYY-MM-DD)'),
  replyWithinSeconds: z.number().int().min(1).describe('the service gives up on this attempt when no report arrives for this long'),
  requestedAt: instantText,
});
export type ExtractionCommand = z.infer<typeof extractionCommandSchema>;

/**
 * `bot.extraction.report`: a bot's answer to a command. `started` and `progress` keep the attempt
 * alive; `completed` ends it; `failed` ends the attempt with the bot's reason (the service retries).
 */
export const extractionReportSchema = z.object({
  eventId: eventId.describe('unique id of this report; a redelivered report is applied once'),
  commandId,
  botId: z.string().trim().min(1, 'is required').max(60),
  practiceId: idText,
  status: z.enum(['started', 'progress', 'completed', 'failed'], { message: 'must be started, progress, completed or failed' }),
  progress: z.number().int().min(0).max(100).optional().describe('0 to 100'),
  transactions: z.number().int().min(0).optional().describe('with completed: how many verification results the bot published'),
  message: z.string().max(500).optional().describe('with failed: why, in words a person can act on'),
  occurredAt: instantText,
});
export type ExtractionReport = z.infer<typeof extractionReportSchema>;

/** `bot.extraction.log`: one row of a spreadsheet a bot worked through (the Logs screen). */
export const extractionLogEventSchema = z.object({
  eventId,
  practiceId: idText,
  sheetDate: day.describe('the spreadsheet date the row belongs to'),
  rowNumber: z.number().int().min(0),
  status: z.boolean().describe('true when the row was processed, false when it was not'),
  title: z.string().trim().max(200),
  message: z.string().max(1000),
  occurredAt: instantText,
});
export type ExtractionLogEvent = z.infer<typeof extractionLogEventSchema>;

/** `bot.status`: what a bot reports about itself (the Audit Trail screen). */
export const botStatusEventSchema = z.object({
  eventId,
  botName: z.string().trim().min(1, 'is required').max(100),
  code: z.string().trim().min(1, 'is required').max(60).describe('a short code, e.g. EXTRACTION_STARTED, LOGIN_FAILED'),
  message: z.string().max(1000),
  practiceId: idText.describe('the practice the bot was working for'),
  occurredAt: instantText,
});
export type BotStatusEvent = z.infer<typeof botStatusEventSchema>;

const PRACTICE = '6955b9000000000000000201';
const CLIENT = '6955b9000000000000000101';
const SCHEDULE = '6967a1c00000000000000001';
const COMMAND = `extraction-${PRACTICE}-new-2026-11-30`;

export const EXTRACTION_EXAMPLES = {
  command: {
    commandId: COMMAND,
    attempt: 1,
    scheduleId: SCHEDULE,
    clientId: CLIENT,
    practiceId: PRACTICE,
    type: 'new',
    date: '2026-11-30',
    replyWithinSeconds: 120,
    requestedAt: '2026-11-27T08:00:00.000Z',
  } satisfies ExtractionCommand,
  report: {
    eventId: '0b5f3c1e-8d2a-4c59-9f0e-2a7d4b6c8e10',
    commandId: COMMAND,
    botId: 'extraction-bot-1',
    practiceId: PRACTICE,
    status: 'completed',
    progress: 100,
    transactions: 12,
    occurredAt: '2026-11-27T08:01:10.000Z',
  } satisfies ExtractionReport,
  log: {
    eventId: '5d1e0f7a-3b6c-4e2d-8a9f-1c0b2d3e4f50',
    practiceId: PRACTICE,
    sheetDate: '2026-11-30',
    rowNumber: 4,
    status: false,
    title: 'Carrier not found',
    message: 'Row 4: the carrier "Delta Dentl" is not a known carrier',
    occurredAt: '2026-11-27T08:00:41.000Z',
  } satisfies ExtractionLogEvent,
  status: {
    eventId: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    botName: 'extraction-bot-1',
    code: 'EXTRACTION_COMPLETED',
    message: 'Extracted 12 appointments of 2026-11-30',
    practiceId: PRACTICE,
    occurredAt: '2026-11-27T08:01:10.000Z',
  } satisfies BotStatusEvent,
} as const;
