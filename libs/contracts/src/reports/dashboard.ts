/**
 * The dashboard (spec 03 §2 "Dashboard", §3 "Dashboard record", §4 "Dashboard range"): what
 * `POST /api/dashboard/graphicsData` takes and answers, and the rules that sort a transaction into
 * the dashboard's counters. The reports service applies these rules when it stores a transaction;
 * the web app shows the answer as it comes.
 */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import { addDays, parseDay } from '../shared/dates';

const requiredDay = z
  .string({ required_error: 'is required' })
  .refine((v) => parseDay(v) !== null, { message: 'must be a date as YYYY-MM-DD' })
  .transform((v) => parseDay(v) as string);

/** The dashboard shows one calendar month; a longer range is refused rather than silently cut. */
export const DASHBOARD_MAX_DAYS = 31;
/** The four cards count the appointments of today and the next five days. */
export const DASHBOARD_NEXT_DAYS = 5;

export const dashboardRequestSchema = z
  .object({
    startDate: requiredDay,
    endDate: requiredDay,
    practiceIds: z.array(idText).min(1, 'must name at least one practice').max(500, 'lists too many practices'),
    /** Filters the monthly line only ('' or absent: every carrier). */
    carrierName: z.string().trim().max(200).default(''),
    clientId: idText.optional(),
    /** The browser's calendar day, for the next-days cards (absent: the server's UTC day). */
    today: requiredDay.optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.endDate < r.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before start date' });
    else if (addDays(r.startDate, DASHBOARD_MAX_DAYS - 1) < r.endDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: `must be within ${DASHBOARD_MAX_DAYS} days of startDate (one month)` });
  });
export type DashboardRequest = z.input<typeof dashboardRequestSchema>;
export type DashboardQuery = z.output<typeof dashboardRequestSchema>;

/** How a transaction's verification ended, for the bar counters (each transaction counts in one). */
export type DashboardOutcome = 'completed' | 'not-completed' | 'not-found';

/** The main part of an eligibility status: 'Active/Limited' is Active; an empty one reads EMPTY (spec 03 §9). */
export function statusMain(ivStatus: string): string {
  const main = ivStatus.split('/')[0].trim();
  return main === '' ? 'EMPTY' : main;
}

/** Verification By values that mean the verification is done (spec 01: the success labels). */
const COMPLETED_BY = new Set(['done by dr', 'done by cc', 'no action taken']);

/**
 * Not Found: the carrier has no such patient (status Not Found). Completed: Verification By says it
 * is done (Done by DR, also with a leading *, Done by CC, NO ACTION TAKEN). Not Completed: the rest
 * (Check, Unchecked, no result yet).
 */
export function dashboardOutcome(ivStatus: string, ivProcessResult: string): DashboardOutcome {
  if (statusMain(ivStatus).toLowerCase() === 'not found') return 'not-found';
  if (COMPLETED_BY.has(ivProcessResult.replace(/^\*+/, '').trim().toLowerCase())) return 'completed';
  return 'not-completed';
}

/** Week of the month of a YYYY-MM-DD day: ceil(day / 7), so days 29 to 31 are week 5. */
export function weekOfMonth(day: string): number {
  return Math.ceil(Number(day.slice(8, 10)) / 7);
}

export interface DashboardWeek {
  week: number;
  label: string;
  total: number;
  fbd: number;
  elg: number;
}

export interface DashboardStatusRow {
  status: string;
  fbd: number;
  elg: number;
  total: number;
}

export const DONUT_CATEGORIES = ['Active', 'Pending', 'No Missing Fields', 'Has Missing Fields', 'Audited', 'Not Found'] as const;
export type DonutCategory = (typeof DONUT_CATEGORIES)[number];

export interface DashboardData {
  startDate: string;
  endDate: string;
  carrierName: string;
  total: number;
  /** The four cards: appointments from `from` (today) to `to` (today + 5). */
  nextDays: { from: string; to: string; fbd: number; elg: number; missingCode: number; audited: number };
  /** The monthly line: weeks 1 to 5, of the carrier filter's transactions. */
  weeks: DashboardWeek[];
  /** The four bar counters. */
  counters: { completed: number; notCompleted: number; notFound: number; audited: number };
  /** The status table: one row per main eligibility status, most frequent first. */
  statuses: DashboardStatusRow[];
  /** The donut: the count of each category (a transaction may count in several). */
  donut: { name: DonutCategory; value: number }[];
}

/** GET /api/iv/carrier: the carriers met in transactions. `_id` is derived from the name, so it is stable. */
export interface DashboardCarrier {
  _id: string;
  name: string;
}

export const carrierListRequestSchema = z.object({ clientId: idText.optional() }).strict();
