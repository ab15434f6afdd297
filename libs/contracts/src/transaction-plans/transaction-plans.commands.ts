import { defineCommand } from '../messaging/commands';
import {
  transactionPlanAuditSchema,
  transactionPlanBookmarksSchema,
  transactionPlanQuerySchema,
  transactionPlanRefSchema,
  type TransactionPlanDetail,
  type TransactionPlanPage,
  type TransactionPlanSaved,
} from './transaction-plans';

export const TransactionPlanCommands = {
  list: defineCommand<TransactionPlanPage>()('verification', 'transaction-plan.list', transactionPlanQuerySchema),
  bookmarks: defineCommand<TransactionPlanDetail>()('verification', 'transaction-plan.bookmarks', transactionPlanRefSchema),
  audit: defineCommand<TransactionPlanSaved>()('verification', 'transaction-plan.audit', transactionPlanAuditSchema),
  saveBookmarks: defineCommand<TransactionPlanSaved>()('verification', 'transaction-plan.bookmarks.save', transactionPlanBookmarksSchema),
} as const;
