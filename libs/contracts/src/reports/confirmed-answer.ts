/**
 * Confirm update writes the patient's confirmed answer into the transaction it was asked for
 * (spec 03 "Data Quality Records"). The transaction belongs to the verification service, so the
 * reports service asks it with this command (service to service only: no route), on behalf of the
 * person who confirmed, whose grants the verification service checks again.
 */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import { parseDay } from '../shared/dates';

const name = z.string().trim().min(1, 'must not be empty').max(100).optional();

export const confirmedAnswerRequestSchema = z
  .object({
    transactionId: idText,
    /** The data quality record's practice: the transaction must be of the same practice. */
    practiceId: idText,
    /** The data quality request whose answer was confirmed (kept in the transaction's history). */
    requestId: idText,
    /**
     * Only the fields the answer carries: a field left out is left as it is. The transaction keeps
     * the patient's name and date of birth, and the subscriber's when the patient is the subscriber.
     */
    patient: z
      .object({
        firstName: name,
        lastName: name,
        dob: z
          .string()
          .trim()
          .refine((v) => parseDay(v) !== null, 'must be a date as YYYY-MM-DD')
          .transform((v) => parseDay(v)!)
          .optional(),
      })
      .strict(),
  })
  .strict();
export type ConfirmedAnswerRequest = z.input<typeof confirmedAnswerRequestSchema>;

/** The transaction fields the answer changed (PatientFirstName, SubscriberDOB, ...), empty when it held them already. */
export interface ConfirmedAnswerResult {
  transactionId: string;
  fields: string[];
}
