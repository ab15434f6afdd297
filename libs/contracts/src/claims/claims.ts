/**
 * Claims (`/claims`, spec 03): the claim requests bots sent to the clearinghouse for a practice
 * (validate or submit), listed by request date with filters. Bots report each request on `bot.claim`
 * (ClaimEvent); the verification service keeps them and answers `GET /api/preliveDental`.
 */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import { instantText } from '../shared/instant-text';
import { parseDay } from '../shared/dates';

export const CLAIM_TYPES = ['validate', 'submit'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const DEFAULT_CLAIM_TYPE: ClaimType = 'validate';

/** `bot.claim`: one claim request a bot made for a practice. */
export const claimEventSchema = z.object({
  eventId: z.string().uuid('must be a UUID'),
  practiceId: idText,
  claimType: z.enum(CLAIM_TYPES, { message: 'must be validate or submit' }),
  patientName: z.string().trim().min(1, 'is required').max(200),
  companyName: z.string().trim().max(200).describe('the insurance company the claim went to'),
  requestedAt: instantText,
});
export type ClaimEvent = z.infer<typeof claimEventSchema>;

export const CLAIM_EXAMPLE: ClaimEvent = {
  eventId: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
  practiceId: '6955b9000000000000000201',
  claimType: 'validate',
  patientName: 'Ana Lopez',
  companyName: 'Delta Dental',
  requestedAt: '2026-11-27T09:12:00.000Z',
};

const day = z
  .string()
  .optional()
  .refine((v) => !v || parseDay(v) !== null, 'must be a date as YYYY-MM-DD')
  .transform((v) => (v ? parseDay(v)! : undefined));

/** GET /api/preliveDental: a practice's claims (needs a selected practice), newest first. */
export const claimQuerySchema = z.object({
  practiceId: idText,
  startDate: day,
  endDate: day,
  patientName: z.string().trim().max(200).optional(),
  claimType: z.enum(CLAIM_TYPES, { message: 'must be validate or submit' }).default(DEFAULT_CLAIM_TYPE),
  page: z.coerce.number().int().min(1, 'must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((v) => [10, 25, 50, 100].includes(v), 'must be one of 10, 25, 50, 100')
    .default(25),
});

export interface Claim {
  _id: string;
  dateRequest: string;
  claimType: ClaimType;
  patientName: string;
  companyName: string;
}
export interface ClaimPage {
  records: Claim[];
  recordsQty: number;
}
