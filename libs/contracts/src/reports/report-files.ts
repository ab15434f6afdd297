/**
 * The spreadsheet reports (spec 03 §2 "Reports", §5 "Report form", §7 "Reports"): the summary report
 * of a practice and the client cost report of a client, each for a date range. A report is written
 * by a background job; its call answers the job, whose progress the screen shows, and the file is
 * downloaded through the gateway once the job has finished.
 */
import { z } from 'zod';
import { ID_PATTERN } from '../shared/ids';
import { parseDay } from '../shared/dates';

export const ReportMessages = {
  startRequired: 'Start Date is required',
  endRequired: 'End date is required',
  endBeforeStart: 'End date cannot be before start date',
  selectOne: 'Select One option',
  notFound: 'Sorry, data was not found, please try again.',
  notFinished: 'Dear user, the report has not finished yet',
  failed: 'Dear user, please try again.',
} as const;

const selection = z.string({ required_error: ReportMessages.selectOne }).regex(ID_PATTERN, ReportMessages.selectOne);
const day = (required: string) =>
  z
    .string({ required_error: required })
    .refine((v) => v.trim() !== '', { message: required })
    .refine((v) => v.trim() === '' || parseDay(v) !== null, { message: 'must be a date as YYYY-MM-DD' })
    .transform((v) => parseDay(v) ?? v);

function rangeRule<T extends z.ZodTypeAny>(schema: T, start: string, end: string) {
  return schema.superRefine((r: Record<string, string>, ctx) => {
    const s = parseDay(r[start] ?? '');
    const e = parseDay(r[end] ?? '');
    if (s && e && e < s) ctx.addIssue({ code: 'custom', path: [end], message: ReportMessages.endBeforeStart });
  });
}

/** GET /api/report/transaction/summary: clientId, practiceId, startDate, endDate. */
export const summaryReportRequestSchema = rangeRule(
  z
    .object({
      clientId: selection,
      practiceId: selection,
      startDate: day(ReportMessages.startRequired),
      endDate: day(ReportMessages.endRequired),
    })
    .strict(),
  'startDate',
  'endDate',
);
export type SummaryReportRequest = z.input<typeof summaryReportRequestSchema>;

/** POST /api/v2/iv/dashboard/report: clientId, dateStart, dateEnd, type 'cost', templateId. */
export const clientCostReportRequestSchema = rangeRule(
  z
    .object({
      clientId: selection,
      dateStart: day(ReportMessages.startRequired),
      dateEnd: day(ReportMessages.endRequired),
      type: z.literal('cost', { errorMap: () => ({ message: "must be 'cost'" }) }).default('cost'),
      /** Sent by the web client the spec describes; the cost report does not depend on it. */
      templateId: z.string().max(40).optional(),
    })
    .strict(),
  'dateStart',
  'dateEnd',
);
export type ClientCostReportRequest = z.input<typeof clientCostReportRequestSchema>;

export const reportJobRefSchema = z.object({ jobId: z.string().min(1).max(200), clientId: z.string().optional() }).strict();

export const REPORT_KINDS = ['summary', 'cost'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A report job as the screen follows it. */
export interface ReportStatus {
  jobId: string;
  kind: ReportKind;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  /** 0 to 100. */
  progress: number;
  /** The file's name (spec 03 §7): summary_report.xlsx; '<client> <start> <end> report.xlsx'. */
  fileName: string;
  /** Rows written, once completed. */
  rows?: number;
  message?: string;
}

/** Where the gateway finds a finished report to stream to its owner. */
export interface ReportFile {
  key: string;
  fileName: string;
  contentType: string;
}

/** The spec's file names: summary_report.xlsx, and the client's name, the dates and 'report.xlsx'. */
export function reportFileName(kind: ReportKind, clientName: string, start: string, end: string): string {
  if (kind === 'summary') return 'summary_report.xlsx';
  const client = clientName.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'client';
  return `${client} ${start} ${end} report.xlsx`;
}
