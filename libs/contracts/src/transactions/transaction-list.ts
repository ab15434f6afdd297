/** `POST /api/iv/transaction/getAllTransaction` (spec 01 §7 and the filter of §3). */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import { parseDay } from '../shared/dates';

export const PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Filter operations (spec 01 §9). */
export const FILTER_OPERATIONS = ['c', 'nc', 'e', 'ne', 'sw', 'ew', 'em', 'nem'] as const;
export const FILTER_OPERATION_LABELS: Record<FilterOperation, string> = {
  c: 'contains',
  nc: 'does not contain',
  e: 'equal',
  ne: 'not equal',
  sw: 'starts with',
  ew: 'ends with',
  em: 'is empty',
  nem: 'is not empty',
};
export type FilterOperation = (typeof FILTER_OPERATIONS)[number];
export const FILTER_FIELDS = [
  'patientName',
  'carrier',
  'statusPatient',
  'ivProcessResult',
  'missingFields',
  'provider',
  'audited',
] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

const day = z.string().refine((v) => v === '' || parseDay(v) !== null, { message: 'must be a date as YYYY-MM-DD or YYYY/MM/DD' });

export const filterConditionSchema = z
  .object({
    operation: z.enum(FILTER_OPERATIONS, { message: `must be one of ${FILTER_OPERATIONS.join(', ')}` }),
    value: z.string().max(200, 'must be at most 200 characters').optional().default(''),
  })
  .superRefine((c, ctx) => {
    if (c.operation !== 'em' && c.operation !== 'nem' && c.value.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'is required for this operation' });
    }
  });
export type FilterCondition = z.infer<typeof filterConditionSchema>;

export const transactionFilterSchema = z
  .object(
    Object.fromEntries(FILTER_FIELDS.map((f) => [f, filterConditionSchema.optional()])) as Record<
      FilterField,
      z.ZodOptional<typeof filterConditionSchema>
    >,
  )
  .strict();
export type TransactionFilter = z.infer<typeof transactionFilterSchema>;

export const transactionListRequestSchema = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: `must be one of ${PAGE_SIZES.join(', ')}` })
      .default(DEFAULT_PAGE_SIZE),
    offset: z.coerce.number().int().min(0, 'must be 0 or more').max(1_000_000, 'is too large').default(0),
    /** One practice, several, or empty for every selected practice. */
    practiceId: z.union([idText, z.array(idText).max(500, 'lists too many practices'), z.literal('')]).optional(),
    startDate: day.optional(),
    endDate: day.optional(),
    /** Record types, upper-cased without duplicates (spec 01 §4). */
    type: z
      .array(z.string().trim().min(1).max(10, 'must be at most 10 characters'))
      .max(10)
      .transform((types) => [...new Set(types.map((t) => t.toUpperCase()))])
      .optional(),
    filter: transactionFilterSchema.optional(),
    form: z.string().max(40).optional(),
    range: z.union([z.string().max(40), z.number()]).optional(),
    hasFilter: z.boolean().optional(),
    clientId: idText.optional(),
  })
  .strict();
export type TransactionListRequest = z.input<typeof transactionListRequestSchema>;
export type TransactionListQuery = z.output<typeof transactionListRequestSchema>;
