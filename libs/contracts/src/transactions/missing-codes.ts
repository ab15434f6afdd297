/** The Insurance Verification missing-code list (spec 01 §2, §3 "Missing-list filter", §7, §9). */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import { parseDay } from '../shared/dates';
import { transactionSortSchema } from './transaction-preferences';

const day = z.string().refine((v) => v === '' || parseDay(v) !== null, { message: 'must be a date as YYYY-MM-DD or YYYY/MM/DD' });

export const MISSING_CODE_PAGE_SIZES = [10, 25, 50] as const;

export const missingCodeListRequestSchema = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .refine((n) => (MISSING_CODE_PAGE_SIZES as readonly number[]).includes(n), {
        message: `must be one of ${MISSING_CODE_PAGE_SIZES.join(', ')}`,
      })
      .default(10),
    offset: z.coerce.number().int().min(0, 'must be 0 or more').max(1_000_000, 'is too large').default(0),
    sort: transactionSortSchema.optional(),
    practiceIds: z.array(idText).max(500, 'lists too many practices').optional(),
    carrier: z.string().trim().max(200).optional(),
    startDate: day.optional(),
    endDate: day.optional(),
    statusPatient: z.string().trim().max(100).optional(),
    clientId: idText.optional(),
  })
  .strict();
export type MissingCodeListRequest = z.input<typeof missingCodeListRequestSchema>;

/** Missing-fields pie value (spec 01 §9): 100 - 100 * missing / total; ELG always 0 missing. */
export function missingFieldsPie(type: string, missing: number, total: number): { value: number; missing: number } {
  if (type === 'ELG') return { value: 100, missing: 0 };
  if (total <= 0) return { value: 100, missing };
  return { value: Math.round(100 - (100 * missing) / total), missing };
}

/** The actions menu is hidden for a record with nothing loaded (spec 01 §2). */
export function missingCodeActionsHidden(row: { StatusPatient: string; VerificationType: string }): boolean {
  return row.StatusPatient === 'No content loaded' && row.VerificationType === 'Unchecked';
}

export const RESUME_DETAILS_FIELDS = [
  'CarrierName',
  'type',
  'EmployerName',
  'MemberID',
  'PatientFirstName',
  'PatientLastName',
  'PatientDOB',
  'PatientId',
  'Relationship',
  'SubscriberDOB',
  'SubscriberFirstName',
  'SubscriberLastName',
  'SubscriberId',
  'ApptDate',
] as const;
export type ResumeDetailsField = (typeof RESUME_DETAILS_FIELDS)[number];
/** Shown but never changed by the modal. */
export const RESUME_DETAILS_LOCKED: readonly ResumeDetailsField[] = ['PatientId', 'SubscriberId', 'ApptDate'];
export const RESUME_DETAILS_INCOMPLETE = 'Please complete all the fields';

export type ResumeDetails = Record<ResumeDetailsField, string>;

const required = z.string({ message: RESUME_DETAILS_INCOMPLETE }).trim().min(1, RESUME_DETAILS_INCOMPLETE);
const dob = required.refine((v) => parseDay(v) !== null, { message: 'must be a date as YYYY-MM-DD' });

/** Save of the Resume Details modal; locked fields are not accepted. */
export const resumeDetailsRequestSchema = z
  .object({
    id: idText,
    clientId: idText.optional(),
    CarrierName: required.pipe(z.string().max(200)),
    type: z.enum(['FBD', 'ELG'], { message: 'must be FBD or ELG' }),
    EmployerName: required.pipe(z.string().max(200)),
    MemberID: required.pipe(z.string().max(40)),
    PatientFirstName: required.pipe(z.string().max(100)),
    PatientLastName: required.pipe(z.string().max(100)),
    PatientDOB: dob,
    Relationship: z.enum(['Self', 'Spouse', 'Child', 'Other'], { message: 'must be Self, Spouse, Child or Other' }),
    SubscriberDOB: dob,
    SubscriberFirstName: required.pipe(z.string().max(100)),
    SubscriberLastName: required.pipe(z.string().max(100)),
  })
  .strict();

export const resumeDetailsGetSchema = z.object({ id: idText, clientId: idText.optional() }).strict();

export interface MissingCodeRow {
  _id: string;
  type: string;
  practiceId: string;
  PracticeName: string;
  PatientName: string;
  CarrierName: string;
  appointment_date: string;
  missingRequiredInputQty: number;
  totalRequiredFields: number;
  VerificationType: string;
  StatusPatient: string;
  iv_status: string;
  iv_process_result: string;
  audited: boolean;
}
export interface MissingCodePage {
  records: MissingCodeRow[];
  recordsQty: number;
}
