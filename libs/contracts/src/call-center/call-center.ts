/**
 * Call Center (`/callCenter`): staff verify a transaction by phone and record what the carrier said:
 * the coverage dates, an E (eligible) or N (not eligible) per procedure item with its frequency and
 * history, and notes. The verification service keeps it with the transaction, so All Transactions,
 * the audit trail and the transaction's events see the same change as any other edit.
 */
import { z } from 'zod';
import { ID_MESSAGE } from '../shared/ids';

export const CallCenterMessages = {
  notesRequired: 'Notes are required',
  itemTextRequired: 'write its frequency or history when it is eligible',
  convertQuestion: 'A change of type from ELG to FBD is going to be made, you want to continue?',
  saved: 'Data was successfully updated',
  title: 'Verification Call Center',
  carriersNotFound: 'Carriers list not found.',
  phoneNotFound: 'Phone number not found, please try again.',
  dateFormat: 'must be a date (yyyy/MM/DD, yyyy-MM-DD, MM/DD/YYYY, MM-DD-YYYY, DD/MM/YYYY or DD-MM-YYYY)',
} as const;

export const ELIGIBILITY_VALUES = ['E', 'N'] as const;

/** A procedure item of the verification: a code of the practice's form with what the carrier said of it. */
export interface CallCenterItem {
  code: string;
  elegible: '' | 'E' | 'N';
  frecuency: string;
  history: string;
}

export interface CallCenterVerification {
  coverageDateStart: string;
  coverageDateEnd: string;
  annual: string;
  remaining: string;
  referenceNumber: string;
  notes: string;
  items: { categoryId: string; bookmarks: CallCenterItem[] }[];
  userCreated: string;
  userUpdate: string;
  dateCreated: string;
  dateUpdated: string;
}

/** `GET /api/v2/iv/calls/bookmarks/{id}`: the dialog's header, the form's categories and what was saved. */
export interface CallCenterAnswer {
  transaction: {
    _id: string;
    practiceId: string;
    patientName: string;
    provider: string;
    carrier: string;
    type: string;
    audited: boolean;
    appointmentDate: string;
  };
  categories: { categoryId: string; name: string; items: { code: string; description: string }[] }[];
  verification: CallCenterVerification | null;
}

const DATE_FORMATS: [RegExp, (m: RegExpExecArray) => [string, string, string]][] = [
  [/^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/, (m) => [m[1], m[2], m[3]]],
  // MM/DD/YYYY first; a first number above 12 can only be a day (DD/MM/YYYY).
  [/^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/, (m) => (Number(m[1]) > 12 ? [m[3], m[2], m[1]] : [m[3], m[1], m[2]])],
];

/** A date in one of the accepted input formats (spec 03 §5), as YYYY-MM-DD, or null. */
export function normaliseCoverageDate(value: string): string | null {
  for (const [pattern, parts] of DATE_FORMATS) {
    const m = pattern.exec(value.trim());
    if (!m) continue;
    const [y, mo, d] = parts(m);
    const iso = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
    const date = new Date(`${iso}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso) ? iso : null;
  }
  return null;
}

const coverageDate = z
  .string()
  .trim()
  .max(10)
  .refine((v) => normaliseCoverageDate(v) !== null, CallCenterMessages.dateFormat)
  .transform((v) => normaliseCoverageDate(v)!);
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

const itemSchema = z
  .object({
    code: z.string().trim().min(1, 'is required').max(120),
    elegible: z.enum(['', ...ELIGIBILITY_VALUES], { message: 'must be E or N' }).default(''),
    frecuency: text(500).default(''),
    history: text(2000).default(''),
  })
  .superRefine((item, ctx) => {
    if (item.elegible === 'E' && !item.frecuency && !item.history)
      ctx.addIssue({ code: 'custom', path: ['frecuency'], message: CallCenterMessages.itemTextRequired });
  });

/**
 * `PUT /api/v2/iv/calls/verifications/{id}`: the verification update payload (spec 03 §3). The
 * coverage dates travel as YYYY-MM-DD (any accepted input format is normalised) and must be in
 * order; notes are required; an eligible item needs its frequency or history. `convertToFbd`
 * answers the ELG to FBD question: an ELG transaction is saved only once it is given.
 */
export const callCenterSaveSchema = z
  .object({
    id: z.string().regex(/^[0-9a-f]{24}$/, `id ${ID_MESSAGE}`),
    transactionId: z.string().optional(),
    userCreated: z.string().max(100).optional(),
    userUpdate: z.string().max(100).optional(),
    annual: text(100).default(''),
    remaining: text(100).default(''),
    referenceNumber: text(100).default(''),
    coverageDateStart: coverageDate,
    coverageDateEnd: coverageDate,
    notes: z.string({ message: CallCenterMessages.notesRequired }).trim().min(1, CallCenterMessages.notesRequired).max(5000),
    items: z
      .array(z.object({ categoryId: z.string().trim().min(1, 'is required').max(64), bookmarks: z.array(itemSchema).max(500) }))
      .max(100)
      .default([]),
    convertToFbd: z.boolean().optional(),
    clientId: z.string().max(24).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.coverageDateEnd < v.coverageDateStart)
      ctx.addIssue({ code: 'custom', path: ['coverageDateEnd'], message: 'cannot be before coverageDateStart' });
    if (v.transactionId !== undefined && v.transactionId !== v.id)
      ctx.addIssue({ code: 'custom', path: ['transactionId'], message: 'must be the transaction of the address' });
  });
export type CallCenterSave = z.output<typeof callCenterSaveSchema>;

export const callCenterRefSchema = z
  .object({ id: z.string().regex(/^[0-9a-f]{24}$/, `id ${ID_MESSAGE}`), clientId: z.string().max(24).optional() })
  .strict();

/** A carrier of the Call Center's select (spec 03 §3 "Carrier"). */
export interface CallCenterCarrier {
  _id: string;
  name: string;
}

/** `GET /api/v2/appsettings/carriers/{id}`: the carrier with its phone profile. */
export interface CarrierPhoneProfile extends CallCenterCarrier {
  phoneNumber: string;
}

export const carrierListSchema = z.object({ clientId: z.string().max(24).optional() }).strict();
