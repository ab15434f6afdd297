/**
 * The user's All Transactions sort and eligibility-status priority (spec 01 §3 "Sort options", §4
 * "Status priority order", §5 "Sort form"), kept by the verification service per user.
 */
import { z } from 'zod';
import { ELIGIBILITY_STATUSES } from './transaction';
import { idText } from '../shared/id-text';

/** The web app adds the selected client to every call (spec 01 §7); preferences are the user's own, so it is only checked. */
const clientId = idText.optional();

export const SORT_FIELDS = [
  'dateToOrder',
  'patientName',
  'practiceName',
  'carrier',
  'iv_process_result',
  'priorityOrder',
  'provider',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const SORT_FIELD_LABELS: Record<SortField, string> = {
  dateToOrder: 'Appointment',
  patientName: 'Patient Name',
  practiceName: 'Practice Name',
  carrier: 'Carrier',
  iv_process_result: 'Verification By',
  priorityOrder: 'Eligibility Status',
  provider: 'Provider',
};
export const MAX_SORT_KEYS = SORT_FIELDS.length;
export type SortDirection = 1 | -1;

export const SortMessages = {
  directionRequired: 'Field is required',
  fieldTwice: 'A field cannot be chosen twice',
  noneSelected: 'Please select at least one of the options',
  priorityIncomplete: `priority must rank each of ${ELIGIBILITY_STATUSES.join(', ')} once`,
} as const;

/** Field to direction; the order of the keys is the order of the sort keys. */
export const transactionSortSchema = z
  .record(
    z.enum(SORT_FIELDS, { message: `must be one of ${SORT_FIELDS.join(', ')}` }),
    z.number({ message: SortMessages.directionRequired }).refine((d) => d === 1 || d === -1, { message: SortMessages.directionRequired }),
  )
  .refine((sort) => Object.keys(sort).length > 0, { message: SortMessages.noneSelected });
export type TransactionSort = Partial<Record<SortField, SortDirection>>;
export type TransactionSortInput = z.output<typeof transactionSortSchema>;

/** One slot of the sort form; the form's rules are checked here so the web app and the API agree. */
export interface SortSlot {
  field: SortField | '';
  direction: SortDirection | null;
}

/** The sort form's errors by slot index ('' when the slot is fine), and a message for the whole form. */
export function sortFormErrors(slots: readonly SortSlot[]): { slots: string[]; form: string } {
  const seen = new Set<string>();
  const errors = slots.map((slot) => {
    if (!slot.field) return '';
    if (seen.has(slot.field)) return SortMessages.fieldTwice;
    seen.add(slot.field);
    return slot.direction === 1 || slot.direction === -1 ? '' : SortMessages.directionRequired;
  });
  return { slots: errors, form: slots.some((s) => s.field) ? '' : SortMessages.noneSelected };
}

/** The map the API stores, from valid slots, in slot order. */
export function sortFromSlots(slots: readonly SortSlot[]): TransactionSort {
  const sort: TransactionSort = {};
  for (const slot of slots) if (slot.field && slot.direction) sort[slot.field] = slot.direction;
  return sort;
}

export const priorityEntrySchema = z.object({
  k: z.enum(ELIGIBILITY_STATUSES, { message: `must be one of ${ELIGIBILITY_STATUSES.join(', ')}` }),
  v: z.number().int().min(0).max(100),
});
export type PriorityEntry = z.infer<typeof priorityEntrySchema>;

export const DEFAULT_PRIORITY: PriorityEntry[] = ELIGIBILITY_STATUSES.map((k, v) => ({ k, v }));
export const DEFAULT_SORT: TransactionSort = { dateToOrder: 1 };

export const prioritySchema = z
  .array(priorityEntrySchema)
  .refine((list) => new Set(list.map((e) => e.k)).size === ELIGIBILITY_STATUSES.length && list.length === ELIGIBILITY_STATUSES.length, {
    message: SortMessages.priorityIncomplete,
  });

/** Ranks in the order given: a drag-and-drop reorder sends the new order and the ranks follow it. */
export function rankedPriority(order: readonly string[]): PriorityEntry[] {
  return order.map((k, v) => ({ k: k as PriorityEntry['k'], v }));
}

export const saveSortRequestSchema = z.object({ sort: transactionSortSchema, clientId }).strict();
export const savePriorityRequestSchema = z.object({ priority: prioritySchema, clientId }).strict();
export const noInputSchema = z.object({}).passthrough();

/** The user's saved configuration (GET): `transaction` is the sort map, `priority` the ranked statuses. */
export interface TransactionPreferences {
  transaction: TransactionSort;
  priority: PriorityEntry[];
}
