/**
 * Transaction plans (`/transaction-plan`, `/transaction-plan-detail`, spec 02): the insurance plans
 * the bots read while verifying a practice's appointments (employer, group and plan number,
 * deductible, maximum, and the plan's benefits as sections of bookmark fields). Bots report each
 * plan on `bot.transaction.plan` (TransactionPlanEvent); the verification service keeps them, lists
 * them per practice, lets staff correct the bookmark values and set a plan verified or not verified.
 */
import { z } from 'zod';
import { ID_MESSAGE, ID_PATTERN } from '../shared/ids';
import { idText } from '../shared/id-text';
import { instantText } from '../shared/instant-text';

export const TransactionPlanMessages = {
  /** Spec 02 §8, with its grammar corrected as the spec's rule for text shown to people asks ("does not exists"). */
  notFound: 'Dear user, the record you are trying to view, does not exist',
  bookmarksSaved: 'The bookmarks were updated successfully',
  selectConnection: 'Please select a connection',
  verified: 'The plan was set as verified',
  notVerified: 'The plan was set as not verified',
  auditedReadOnly: 'Dear user, this plan is verified (audited): its bookmarks cannot be changed until it is set as not verified.',
} as const;

/** `audit` on the wire is the toggle's state as text (spec 02 §7: "audit (string)"). */
export const TRANSACTION_PLAN_AUDIT_VALUES = ['true', 'false'] as const;

const amount = z.number().min(0, 'must be 0 or more').max(10_000_000, 'must be at most 10000000');

/** One bookmark field of a plan section, with the value the bot read. */
export const planBookmarkSchema = z.object({
  bookmark: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(120)
    .regex(/^[A-Za-z0-9_.-]+$/, 'must be letters, digits, _ . or -'),
  label: z.string().trim().min(1, 'is required').max(200),
  value: z.string().max(2000, 'must be at most 2000 characters'),
});
export type PlanBookmark = z.infer<typeof planBookmarkSchema>;

export const planSectionSchema = z.object({
  name: z.string().trim().min(1, 'is required').max(200),
  bookmarks: z.array(planBookmarkSchema).min(1, 'must hold at least one bookmark').max(200),
});
export type PlanSection = z.infer<typeof planSectionSchema>;

/** `bot.transaction.plan`: a plan a bot read for a practice (one message per plan it found). */
export const transactionPlanEventSchema = z
  .object({
    eventId: z.string().uuid('must be a UUID'),
    practiceId: idText,
    employer: z.string().trim().min(1, 'is required').max(200),
    groupNumber: z.string().trim().max(60),
    plannum: z.string().trim().max(60).describe("the carrier's plan number"),
    deductible: amount.describe('the individual deductible, in dollars'),
    maximum: amount.describe('the annual maximum, in dollars'),
    botDBStatus: z.string().trim().min(1, 'is required').max(60).describe("the bot's own state of the plan in its database (Bot Status)"),
    sections: z
      .array(planSectionSchema)
      .min(1, 'must hold at least one section')
      .max(50)
      .refine((sections) => {
        const codes = sections.flatMap((s) => s.bookmarks.map((b) => b.bookmark));
        return new Set(codes).size === codes.length;
      }, 'must not repeat a bookmark code'),
    occurredAt: instantText,
  })
  .describe('One plan per message; the plan is kept under eventId, so a redelivered message changes nothing.');
export type TransactionPlanEvent = z.infer<typeof transactionPlanEventSchema>;

export const TRANSACTION_PLAN_EXAMPLE: TransactionPlanEvent = {
  eventId: '2b7e4d1a-9c3f-4e8b-a1d2-3f4e5a6b7c8d',
  practiceId: '6955b9000000000000000201',
  employer: 'Acme Manufacturing',
  groupNumber: 'G-104552',
  plannum: 'PPO-2000',
  deductible: 50,
  maximum: 1500,
  botDBStatus: 'Saved',
  sections: [
    {
      name: 'Plan information',
      bookmarks: [
        { bookmark: 'PLAN_CARRIER', label: 'Carrier', value: 'Delta Dental' },
        { bookmark: 'PLAN_RENEWAL', label: 'Benefit year renews', value: 'January' },
      ],
    },
    {
      name: 'Coverage',
      bookmarks: [
        { bookmark: 'PREVENTIVE_PCT', label: 'Preventive', value: '100%' },
        { bookmark: 'BASIC_PCT', label: 'Basic', value: '80%' },
        { bookmark: 'MAJOR_PCT', label: 'Major', value: '50%' },
      ],
    },
  ],
  occurredAt: '2026-11-27T09:12:00.000Z',
};

/** A plan as the list shows it. `audit` true is verified. */
export interface TransactionPlan {
  _id: string;
  practiceId: string;
  employer: string;
  groupNumber: string;
  deductible: number;
  maximum: number;
  plannum: string;
  botDBStatus: string;
  audit: boolean;
  dateCreated: string;
}
export interface TransactionPlanPage {
  records: TransactionPlan[];
  recordsQty: number;
}

/** GET /api/transactionPlan/{id}/bookmarks: the plan with its sections of bookmark fields. */
export interface TransactionPlanDetail extends TransactionPlan {
  sections: PlanSection[];
  updatedBy: string | null;
  updatedAt: string | null;
}

/** The page sizes the list offers (the spec leaves the plans' page size open). */
export const TRANSACTION_PLAN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const TRANSACTION_PLAN_PAGE_SIZE = 25;

const planId = z.string({ required_error: 'id is required' }).regex(ID_PATTERN, { message: `id ${ID_MESSAGE}` });
const clientId = { clientId: idText.optional() };

/** GET /api/transactionPlan: a practice's plans (practiceId required), newest first. */
export const transactionPlanQuerySchema = z.object({
  practiceId: idText,
  page: z.coerce.number().int().min(1, 'must be 1 or more').default(1),
  limit: z.coerce
    .number()
    .int()
    .refine(
      (v) => (TRANSACTION_PLAN_PAGE_SIZES as readonly number[]).includes(v),
      `must be one of ${TRANSACTION_PLAN_PAGE_SIZES.join(', ')}`,
    )
    .default(TRANSACTION_PLAN_PAGE_SIZE),
  ...clientId,
});

export const transactionPlanRefSchema = z.object({ id: planId, ...clientId });

/** PUT /api/transactionPlan/{id}/audit {audit: 'true' | 'false'}. */
export const transactionPlanAuditSchema = z.object({
  id: planId,
  audit: z.enum(TRANSACTION_PLAN_AUDIT_VALUES, { errorMap: () => ({ message: "must be 'true' (verified) or 'false' (not verified)" }) }),
  ...clientId,
});

/**
 * PUT /api/transactionPlan/{id}/bookmark {bookmarks, userId}: the new values by bookmark code. Who
 * saved is the signed-in user; a `userId` in the body is accepted for the documented shape and not
 * trusted.
 */
export const transactionPlanBookmarksSchema = z.object({
  id: planId,
  bookmarks: z.record(z.string().max(120), z.string({ message: 'must be a text' }).max(2000, 'must be at most 2000 characters'), {
    required_error: 'bookmarks is required',
    invalid_type_error: 'bookmarks must be an object of bookmark code to value',
  }),
  userId: z.string().max(120).optional(),
  ...clientId,
});

export interface TransactionPlanSaved {
  message: string;
  plan: TransactionPlanDetail;
}
