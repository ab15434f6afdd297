/**
 * Call log (`/air-call`, `/air-call-detail/{callId}`): the calls of the call provider (Aircall),
 * read through its public REST API with the client's own credentials. The provider keeps the calls;
 * the files service pages and filters through the provider's own paging and search.
 */
import { z } from 'zod';

export const CALL_DIRECTIONS = ['inbound', 'outbound'] as const;
export type CallDirection = (typeof CALL_DIRECTIONS)[number];

/** The party on the other end of the call, as the provider describes its number. */
export interface CallNumber {
  name: string;
  digits: string;
  country: string;
  time_zone: string;
}

/** The user who answered or placed the call. */
export interface CallUser {
  id: number;
  name: string;
  email: string;
  language: string;
  time_zone: string;
}

/** A call (spec 03 §3 "Call"): times in epoch seconds, duration in seconds, cost as the provider states it. */
export interface Call {
  id: number;
  direction: CallDirection;
  status: string;
  started_at: number;
  answered_at: number | null;
  ended_at: number | null;
  duration: number;
  cost: string | null;
  raw_digits: string;
  /** A short-lived link to the call's recording, when one was made. */
  recording: string | null;
  number: CallNumber | null;
  user: CallUser | null;
}

/** Whether the provider answered; a list whose provider is down or not configured is empty and says why. */
export interface ProviderState {
  provider: string;
  state: 'up' | 'down' | 'unconfigured';
  message?: string;
}

export interface CallPage {
  calls: Call[];
  meta: { total: number; count: number; current_page: number; per_page: number };
  provider: ProviderState;
}

/** The call log's page size (spec 03 §9); the provider serves at most 50 a page. */
export const CALL_LOG_PAGE_SIZE = 50;

const pageFields = {
  per_page: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(CALL_LOG_PAGE_SIZE, `must be at most ${CALL_LOG_PAGE_SIZE}`)
    .default(CALL_LOG_PAGE_SIZE),
  page: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(100_000).default(1),
  clientId: z.string().max(24).optional(),
};

/** `GET /api/callcenter/calls`: per_page, page. */
export const callListSchema = z.object(pageFields).strict();
export type CallListQuery = z.output<typeof callListSchema>;

const epochSeconds = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a time in epoch seconds` })
    .int(`${name} must be a time in epoch seconds`)
    .min(0, `${name} must be a time in epoch seconds`)
    .max(4_102_444_800, `${name} must be a time in epoch seconds`);

/**
 * `GET /api/callcenter/call/search`: the log's filters. direction inbound or outbound; phone_number
 * as digits (a leading + allowed); user_id the provider's user; from and to in epoch seconds, from not after to.
 */
export const callSearchSchema = z
  .object({
    ...pageFields,
    direction: z.enum(CALL_DIRECTIONS, { message: 'must be inbound or outbound' }).optional(),
    phone_number: z
      .string()
      .trim()
      .regex(/^\+?\d{3,15}$/, 'must be a phone number (digits, an optional leading +)')
      .optional(),
    user_id: z.coerce.number({ message: 'must be a user id' }).int('must be a user id').min(1, 'must be a user id').optional(),
    from: epochSeconds('from').optional(),
    to: epochSeconds('to').optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.from !== undefined && v.to !== undefined && v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'cannot be before from' });
  });
export type CallSearchQuery = z.output<typeof callSearchSchema>;

/** `GET /api/callcenter/calls/{id}`. */
export const callRefSchema = z
  .object({
    id: z.coerce.number({ message: 'must be a call id' }).int('must be a call id').min(1, 'must be a call id'),
    clientId: z.string().max(24).optional(),
  })
  .strict();

export const CallLogMessages = {
  notAnswered: '*Not answered*',
  notFound: 'Call not found',
} as const;

const UNITS = [
  ['year', 365 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

/** A duration in words (spec 03 §2): years, days, hours, minutes and seconds, or 'less than a second'. */
export function durationInWords(seconds: number): string {
  let rest = Math.floor(Math.max(0, seconds));
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    if (n > 0) parts.push(`${n} ${unit}${n === 1 ? '' : 's'}`);
  }
  return parts.length ? parts.join(' ') : 'less than a second';
}
