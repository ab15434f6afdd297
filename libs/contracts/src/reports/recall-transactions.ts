/**
 * Recall Transactions (`/recall-transactions`, spec 03 §2 "Reports"): the selected practices'
 * transactions still missing required fields, each with whether the patient was contacted for them
 * (a data quality request), whether the patient responded, what was missing and when the answer was
 * received. The spec shows a static sample; here it is computed from the reports service's read
 * model of transactions and its data quality records.
 */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import { parseDay } from '../shared/dates';

const optionalDay = z
  .string()
  .optional()
  .refine((v) => !v || parseDay(v) !== null, 'must be a date as YYYY-MM-DD')
  .transform((v) => (v ? parseDay(v)! : undefined));

/** The spec's page size for the recall table. */
export const RECALL_PAGE_SIZE = 10;

/** GET /api/report/recall-transactions: practiceIds (repeated), optional appointment dates, paged. */
export const recallListRequestSchema = z
  .object({
    practiceIds: z
      .union([z.string(), z.array(z.string())])
      .transform((v) => (Array.isArray(v) ? v : [v]))
      .pipe(z.array(idText).min(1, 'must name at least one practice').max(500, 'lists too many practices')),
    clientId: idText.optional(),
    startDate: optionalDay,
    endDate: optionalDay,
    patientName: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1, 'must be 1 or more').default(1),
    limit: z.coerce
      .number()
      .int()
      .refine((v) => [10, 25, 50, 100].includes(v), 'must be one of 10, 25, 50, 100')
      .default(RECALL_PAGE_SIZE),
  })
  .strict()
  .superRefine((r, ctx) => {
    if (r.startDate && r.endDate && r.endDate < r.startDate)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before start date' });
  });
export type RecallListRequest = z.input<typeof recallListRequestSchema>;

export interface RecallTransaction {
  /** The transaction's id. */
  _id: string;
  /** YYYY-MM-DD */
  appointment: string;
  patientName: string;
  practice: string;
  patientContacted: boolean;
  patientResponded: boolean;
  /** The fields asked for, or 'N missing fields' when the patient was not contacted. */
  missingItem: string;
  /** When the patient's answer arrived (ISO 8601), null without one. */
  received: string | null;
}

export interface RecallPage {
  records: RecallTransaction[];
  recordsQty: number;
}
