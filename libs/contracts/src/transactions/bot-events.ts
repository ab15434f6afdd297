/**
 * What a verification bot publishes on `bot.verification.result` after checking a carrier website.
 * Documented with an example in docs/events.md. The bot's own `verificationId` identifies the
 * appointment verification: publishing it again updates the same transaction; `eventId` identifies
 * the message itself, so a redelivered message is applied once.
 */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import { instantText } from '../shared/instant-text';
import { parseDay } from '../shared/dates';
import { recordTypeSchema } from './transaction';

const day = z.string().refine((v) => parseDay(v) !== null, { message: 'must be a date as YYYY-MM-DD' });
const name = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');

export const personSchema = z.object({
  id: z.string().trim().min(1, 'is required').max(40),
  firstName: name,
  lastName: name,
  dob: day,
});

export const botVerificationResultSchema = z.object({
  eventId: z.string().uuid('must be a UUID'),
  occurredAt: instantText,
  botId: z.string().trim().min(1, 'is required').max(60),
  verificationId: z.string().trim().min(1, 'is required').max(80),
  clientId: idText,
  practiceId: idText,
  type: recordTypeSchema,
  appointment: z.object({
    date: day,
    time: z
      .string()
      .regex(/^\d{2}:\d{2}$/, 'must be HH:mm')
      .optional(),
    provider: z.string().trim().max(100).default(''),
    note: z.string().max(500).default(''),
  }),
  patient: personSchema,
  subscriber: personSchema.extend({
    relationship: z.enum(['Self', 'Spouse', 'Child', 'Other'], { message: 'must be Self, Spouse, Child or Other' }),
  }),
  carrier: z.object({
    name: z.string().trim().max(200, 'must be at most 200 characters'),
    memberId: z.string().trim().max(40).default(''),
    groupNumber: z.string().trim().max(40).default(''),
    employerName: z.string().trim().max(200).default(''),
  }),
  policyType: z.enum(['Primary', 'Secondary']).default('Primary'),
  result: z
    .object({
      verificationBy: z.string().trim().min(1, 'is required').max(60),
      eligibilityStatus: z.string().trim().max(100),
      statusPatient: z.string().trim().max(100).default(''),
      missingRequiredFields: z.number().int().min(0),
      totalRequiredFields: z.number().int().min(0),
    })
    .refine((r) => r.missingRequiredFields <= r.totalRequiredFields, {
      message: 'missingRequiredFields cannot exceed totalRequiredFields',
      path: ['missingRequiredFields'],
    }),
});
export type BotVerificationResult = z.infer<typeof botVerificationResultSchema>;
export type BotVerificationResultInput = z.input<typeof botVerificationResultSchema>;

/**
 * One created or changed transaction, as the verification service announces it (through its outbox)
 * in a `verification.transaction.recorded` message (TransactionsRecordedMessage).
 */
export interface TransactionRecordedEvent {
  transactionId: string;
  clientId: string;
  practiceId: string;
  type: string;
  change: 'created' | 'updated';
  /**
   * 'recount': the missing-field counts followed a new template version (no person or bot acted);
   * 'realtime': a real-time verification asked for it or brought its answer.
   */
  source: 'bot' | 'form' | 'edit' | 'recount' | 'realtime';
  sourceEventId?: string;
  occurredAt: string;
  /** For staff edits (source 'edit'): what was done (patient-info.updated, audited, unaudited, files.uploaded, ...). */
  action?: string;
  /** For staff edits: who did it. */
  userId?: string;
  /** For staff edits: the fields that changed, when the action names fields. */
  fields?: string[];
}

/**
 * How a consumer reads one transaction's record: the fields it relies on are checked, the rest
 * (action, userId, fields, and any added later) pass through.
 */
export const transactionRecordedEventSchema = z
  .object({
    transactionId: idText,
    clientId: z.string(),
    practiceId: z.string(),
    type: z.string(),
    change: z.enum(['created', 'updated']),
    source: z.enum(['bot', 'form', 'edit', 'recount', 'realtime']),
    occurredAt: z.string(),
  })
  .passthrough();

/**
 * Records one `verification.transaction.recorded` message carries at most. A write that changes many
 * transactions at once (a batch of bot results, a recount, the demo seed) announces them in a few
 * messages instead of one each: each message costs an outbox row, a produce, the broker and a
 * processed-message row on the consumer's side, which at thousands of bot results a second were a
 * large share of the intake's CPU (docs/speed.md). 500 records are about 120 KB.
 */
export const RECORDED_PER_MESSAGE = 500;

/** A `verification.transaction.recorded` message: the transactions one write created or changed, in the order written. */
export interface TransactionsRecordedMessage {
  transactions: TransactionRecordedEvent[];
}

export const transactionsRecordedMessageSchema = z
  .object({
    transactions: z
      .array(transactionRecordedEventSchema)
      .min(1, 'names no transaction')
      .max(RECORDED_PER_MESSAGE, `names more than ${RECORDED_PER_MESSAGE} transactions`),
  })
  .passthrough();
