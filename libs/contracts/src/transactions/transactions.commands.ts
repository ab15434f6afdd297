/** Commands the verification service answers. */
import { defineCommand } from '../messaging/commands';
import { transactionListRequestSchema } from './transaction-list';
import type { TransactionPage } from './transaction';
import { TransactionListCommands } from './transaction-list.commands';
import { transactionFactsRequestSchema, type TransactionFactsAnswer } from '../reports/transaction-facts';
import { confirmedAnswerRequestSchema, type ConfirmedAnswerResult } from '../reports/confirmed-answer';

export const VerificationCommands = {
  listTransactions: defineCommand<TransactionPage>()('verification', 'transaction.list', transactionListRequestSchema),
  ...TransactionListCommands,
  /** The reports service asks for the facts its read model keeps (service to service only: no route). */
  transactionFacts: defineCommand<TransactionFactsAnswer>()('verification', 'transaction.facts', transactionFactsRequestSchema),
  /** Confirm update of a data quality record writes the confirmed answer into its transaction (reports service only: no route). */
  applyConfirmedAnswer: defineCommand<ConfirmedAnswerResult>()(
    'verification',
    'transaction.applyConfirmedAnswer',
    confirmedAnswerRequestSchema,
  ),
} as const;
