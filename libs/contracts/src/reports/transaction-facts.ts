/**
 * What the reports service keeps of each transaction (its read model), and the command it asks the
 * verification service with: by the ids a batch of `verification.transaction.recorded` events names,
 * or page by page (by id) when it rebuilds its read model from nothing.
 */
import { z } from 'zod';
import { idText } from '../shared/id-text';

/** At most this many transactions per answer: about 400 kB of JSON, well under the broker's 1 MB message limit. */
export const TRANSACTION_FACTS_LIMIT = 1_000;

export const transactionFactsRequestSchema = z
  .object({
    /** The transactions to describe (the ids of a batch of events). */
    ids: z.array(idText).max(TRANSACTION_FACTS_LIMIT, `lists more than ${TRANSACTION_FACTS_LIMIT} transactions`).optional(),
    /** Paging by id for a rebuild: the transactions after this id, in id order ('' for the first page). */
    after: z.string().max(24).optional(),
    limit: z.number().int().min(1).max(TRANSACTION_FACTS_LIMIT).default(TRANSACTION_FACTS_LIMIT),
  })
  .strict()
  .refine((r) => (r.ids === undefined) !== (r.after === undefined), { message: 'give either ids or after', path: ['ids'] });
export type TransactionFactsRequest = z.input<typeof transactionFactsRequestSchema>;

/** The fields of a transaction that the dashboard and the reports read. */
export interface TransactionFacts {
  transactionId: string;
  clientId: string;
  practiceId: string;
  /** The practice's and its client's names as the verification service knows them now ('' when it does not). */
  practiceName: string;
  clientName: string;
  type: string;
  /** YYYY-MM-DD */
  appointmentDate: string;
  patientName: string;
  carrierName: string;
  /** Eligibility status (Active, Inactive, Not Found, ... or 'Main/Detail'). */
  ivStatus: string;
  /** Verification By (Done by DR, Check, Unchecked, Done by CC, NO ACTION TAKEN). */
  ivProcessResult: string;
  statusPatient: string;
  audited: boolean;
  missingRequiredInputQty: number;
  /** When the transaction was made (ISO 8601). */
  created: string;
}

export interface TransactionFactsAnswer {
  facts: TransactionFacts[];
  /**
   * When the verification service read them (its database clock, ISO 8601 with microseconds). A read
   * that starts later sees every change committed before it, so the reports service keeps the facts
   * read last and ignores an older read that arrives after a newer one.
   */
  readAt: string;
}
