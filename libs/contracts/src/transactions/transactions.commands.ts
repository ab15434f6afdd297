/** Commands the verification service answers. */
import { defineCommand } from '../messaging/commands';
import { transactionListRequestSchema } from './transaction-list';
import type { TransactionPage } from './transaction';
import { TransactionListCommands } from './transaction-list.commands';

export const VerificationCommands = {
  listTransactions: defineCommand<TransactionPage>()('verification', 'transaction.list', transactionListRequestSchema),
  ...TransactionListCommands,
} as const;
