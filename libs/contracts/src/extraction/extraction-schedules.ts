/**
 * Extraction schedules (Command center, /extraction_schedule): staff ask the bots to extract a
 * practice's appointment spreadsheet for some dates. The verification service keeps the schedules,
 * runs one BullMQ job per practice, type and date, sends the bots an extraction command and follows
 * their reports (bot-topics.ts) until the date is completed or the job fails.
 */
import { z } from 'zod';
import { ID_PATTERN } from '../shared/ids';
import { idText } from '../shared/id-text';
import { addDays, parseDay } from '../shared/dates';

/** The kinds of extraction a schedule asks for. */
export const EXTRACTION_TYPES = ['new', 'review', 'retry', 'upload'] as const;
export type ExtractionType = (typeof EXTRACTION_TYPES)[number];

/**
 * A schedule's extractionStatus. 0 to 2 are the documented ones (2 was labelled 'Indicted', shown
 * as 'Completed'); 3 is added so a schedule whose job failed says so instead of staying 'In process'.
 */
export const ExtractionStatus = { Pending: 0, InProcess: 1, Completed: 2, Failed: 3 } as const;
export type ExtractionStatus = (typeof ExtractionStatus)[keyof typeof ExtractionStatus];
export const EXTRACTION_STATUS_LABELS: Record<ExtractionStatus, string> = {
  0: 'Pending',
  1: 'In process',
  2: 'Completed',
  3: 'Failed',
};

/** Where one date of a schedule stands: its job's state as the bots' reports left it. */
export const EXTRACTION_DATE_STATES = ['pending', 'in_process', 'completed', 'failed'] as const;
export type ExtractionDateState = (typeof EXTRACTION_DATE_STATES)[number];

/** The most dates one schedule may ask for: a month of appointments. */
export const EXTRACTION_MAX_DATES = 31;

export const ExtractionMessages = {
  practiceRequired: 'Practice is required',
  startRequired: 'Start Date is required',
  endBeforeStart: "End Date can't be before start date",
  typeRequired: 'Type is required',
  tooManyDates: `At most ${EXTRACTION_MAX_DATES} dates can be scheduled at once`,
  datesRequired: 'Dates are required',
  selectConnection: 'Please select a connection',
  verified: 'The dates were verified',
  nothingToVerify: 'Every one of these dates is already scheduled',
  saved: 'The extraction schedule was saved',
  alreadyScheduled: 'These dates were already scheduled; nothing new was added',
  unknownPractice: 'The practice is not known yet, please try again in a moment',
  sheetDateRequired: 'Sheet Date is required',
} as const;

const day = (message: string) => z.string({ required_error: message }).refine((v) => parseDay(v) !== null, 'must be a date as YYYY-MM-DD');
const practiceId = z
  .string({ required_error: ExtractionMessages.practiceRequired })
  .min(1, ExtractionMessages.practiceRequired)
  .regex(ID_PATTERN, ExtractionMessages.practiceRequired);
const type = z.enum(EXTRACTION_TYPES, { errorMap: () => ({ message: ExtractionMessages.typeRequired }) });

/** The body of "Verify dates" and of "Confirm" (POST /api/iv/spreadsheet/verify/pages and /pages). */
export const extractionRequestSchema = z.object({
  practiceId,
  type,
  dates: z
    .array(day(ExtractionMessages.datesRequired), { required_error: ExtractionMessages.datesRequired })
    .min(1, ExtractionMessages.datesRequired)
    .max(EXTRACTION_MAX_DATES, ExtractionMessages.tooManyDates)
    .transform((dates) => [...new Set(dates.map((d) => parseDay(d)!))].sort()),
});
export type ExtractionRequest = z.output<typeof extractionRequestSchema>;

/** The modal's fields; the web app turns the range into the request's `dates`. */
export const extractionFormSchema = z
  .object({
    practiceId,
    type,
    startDate: z.string({ required_error: ExtractionMessages.startRequired }).min(1, ExtractionMessages.startRequired),
    endDate: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    const start = parseDay(form.startDate);
    if (!start) ctx.addIssue({ code: 'custom', path: ['startDate'], message: ExtractionMessages.startRequired });
    const end = form.endDate ? parseDay(form.endDate) : start;
    if (form.endDate && !end) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must be a date as YYYY-MM-DD' });
    if (start && end && end < start) ctx.addIssue({ code: 'custom', path: ['endDate'], message: ExtractionMessages.endBeforeStart });
    if (start && end && end >= start && datesBetween(start, end).length > EXTRACTION_MAX_DATES)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: ExtractionMessages.tooManyDates });
  });

/** Every day from `start` to `end`, both included (YYYY-MM-DD). */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let d = start; d <= end && dates.length <= EXTRACTION_MAX_DATES; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** What "Verify dates" answers: the dates that can be scheduled, and why the others cannot. */
export interface ExtractionVerification {
  dates: string[];
  refused: { date: string; reason: string }[];
  message: string;
}

export interface ExtractionDate {
  date: string;
  state: ExtractionDateState;
  /** 0 to 100, as the bot reports it. */
  progress: number;
  attempts: number;
  /** Transactions the bot reported for the date, once completed. */
  transactions: number;
  /** Why the last attempt failed (a retry may still be under way while state is pending). */
  reason: string | null;
}

/** A row of the Command center's list. */
export interface ExtractionSchedule {
  _id: string;
  firstName: string;
  lastName: string;
  dateCreated: string;
  practiceId: string;
  practice: string;
  type: ExtractionType;
  dates: string[];
  extractionStatus: ExtractionStatus;
  /** Each date's job, for the row's detail (a failed date shows its reason). */
  jobs: ExtractionDate[];
}

export interface ExtractionSchedulePage {
  records: ExtractionSchedule[];
  recordsQty: number;
}

export interface ExtractionSaved {
  message: string;
  schedule: ExtractionSchedule | null;
  /** Dates newly handed to the bots by this save (empty when it repeated an earlier one). */
  enqueued: string[];
}

const pageFields = {
  page: z.coerce.number().int().min(1, 'must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((v) => [10, 25, 50, 100].includes(v), 'must be one of 10, 25, 50, 100')
    .default(25),
};
const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.string().regex(ID_PATTERN, 'must be 24-character hexadecimal ids')).max(500, 'lists too many practices'));

/** GET /api/iv/spreadsheet/pages: the schedules of the selected practices (`practiceIds`, repeated), newest first. */
export const extractionListSchema = z.object({ practiceIds: idList, ...pageFields });

/** What the gateway adds to Confirm: who is scheduling, from the verified session (never from the body). */
export const extractionSaveSchema = z.object({
  practiceId,
  type,
  dates: extractionRequestSchema.shape.dates,
  callerName: z.object({ firstName: z.string().max(100), lastName: z.string().max(100) }).default({ firstName: '', lastName: '' }),
});

/** GET /api/extractionSchedule/logs: the bots' log rows of one sheet date, newest first. */
export const extractionLogQuerySchema = z.object({
  sheetDate: z
    .string({ required_error: ExtractionMessages.sheetDateRequired })
    .min(1, ExtractionMessages.sheetDateRequired)
    .refine((v) => parseDay(v) !== null, 'must be a date as YYYY-MM-DD')
    .transform((v) => parseDay(v)!),
  practiceId: idText.optional(),
  limit: z.coerce.number().int().min(1).max(100, 'must be at most 100').default(10),
  offset: z.coerce.number().int().min(0, 'must be 0 or more').default(0),
});

export interface ExtractionLog {
  _id: string;
  sheetDate: string;
  rowNumber: number;
  status: boolean;
  title: string;
  message: string;
  dateCreated: string;
  practiceId: string;
}
export interface ExtractionLogPage {
  records: ExtractionLog[];
  recordsQty: number;
}

const optionalDay = z
  .string()
  .optional()
  .refine((v) => !v || parseDay(v) !== null, 'must be a date as YYYY-MM-DD')
  .transform((v) => (v ? parseDay(v)! : undefined));

/** GET /api/bot/status: the Audit Trail's rows, filtered by bot name, code and day range. */
export const botStatusQuerySchema = z.object({
  botName: z.string().trim().max(100).optional(),
  code: z.string().trim().max(60).optional(),
  startDate: optionalDay,
  endDate: optionalDay,
  practiceIds: idList.optional(),
  ...pageFields,
});

export interface BotStatusRecord {
  _id: string;
  botName: string;
  code: string;
  message: string;
  createdAt: string;
  practiceId: string;
}
export interface BotStatusPage {
  records: BotStatusRecord[];
  recordsQty: number;
}

/** The job id of an extraction: the work itself, so scheduling the same practice, type and date twice enqueues once. */
export function extractionJobId(practiceId: string, type: ExtractionType, date: string): string {
  return `extraction-${practiceId}-${type}-${date}`;
}

/** The practice, type and date an extraction's job id (a command's commandId) names; undefined when it names none. */
export function parseExtractionJobId(jobId: string): { practiceId: string; type: ExtractionType; date: string } | undefined {
  const match = /^extraction-([0-9a-f]{24})-(new|review|retry|upload)-(\d{4}-\d{2}-\d{2})$/.exec(jobId);
  if (!match || parseDay(match[3]) === null) return undefined;
  return { practiceId: match[1], type: match[2] as ExtractionType, date: match[3] };
}
