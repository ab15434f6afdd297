/** The Create Transaction form (`/transaction-form`, spec 01 §5 and 03 §3 "Transaction (create/edit form)"). */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import { parseDay } from '../shared/dates';

const required = (max: number) =>
  z.string({ message: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const digits = required(40).regex(/^\d+$/, 'must contain digits only');
const name = required(100);
const date = z.string({ message: 'is required' }).refine((v) => parseDay(v) !== null, { message: 'must be a date as YYYY-MM-DD' });

export const TransactionFormMessages = {
  created: 'Transaction Created Successfully',
  carrier: 'only letters, spaces, underscore and hyphen',
} as const;

export const createTransactionSchema = z
  .object({
    practiceId: idText,
    clientId: idText.optional(),
    typeRecord: z.enum(['FBD', 'ELG'], { message: 'must be FBD or ELG' }),
    carrierName: z
      .string()
      .trim()
      .max(200, 'must be at most 200 characters')
      .regex(/^[A-Za-z\s_-]*$/, `may contain ${TransactionFormMessages.carrier}`)
      .default(''),
    apptDate: date,
    employerName: required(200),
    relationship: z.enum(['Self', 'Spouse', 'Child', 'Other'], { message: 'must be Self, Spouse, Child or Other' }),
    memberId: digits,
    patientId: digits,
    subscriberId: digits,
    patientFirstName: name,
    patientLastName: z.string().trim().max(100).default(''),
    patientDOB: date,
    subscriberFirstName: name,
    subscriberLastName: name,
    subscriberDOB: date,
  })
  .strict();
export type CreateTransactionRequest = z.input<typeof createTransactionSchema>;
