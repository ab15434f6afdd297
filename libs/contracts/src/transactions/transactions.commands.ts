/** Commands the verification service answers. */
import { defineCommand } from '../messaging/commands';
import { transactionListRequestSchema } from './transaction-list';
import type { TransactionPage } from './transaction';

export const VerificationCommands = {
  listTransactions: defineCommand<TransactionPage>()('verification', 'transaction.list', transactionListRequestSchema),
} as const;
