/** HTTP calls of the Transaction plans screens (spec 02 §7 "Transaction plans"). */
import type { RouteDef } from '../http/route-def';
import { TransactionPlanCommands as C } from './transaction-plans.commands';

/**
 * The spec does not say who may see the plans; they are what the extraction bots read, so they
 * go with the Command center's permission.
 */
export const TRANSACTION_PLAN_PERMISSION = 'extractionSchedule';

const tenancy = { clientField: 'clientId' } as const;

export const TransactionPlanRoutes = {
  listTransactionPlans: {
    method: 'GET',
    path: '/api/transactionPlan',
    command: C.list,
    summary: "A practice's transaction plans (practiceId required), newest first, paged (page, limit)",
    permission: TRANSACTION_PLAN_PERMISSION,
    tenancy: { ...tenancy, practiceField: 'practiceId' },
  },
  transactionPlanBookmarks: {
    method: 'GET',
    path: '/api/transactionPlan/{id}/bookmarks',
    command: C.bookmarks,
    summary: "A plan with its sections of bookmark fields (404 'Dear user, the record you are trying to view, does not exist')",
    permission: TRANSACTION_PLAN_PERMISSION,
    tenancy,
  },
  auditTransactionPlan: {
    method: 'PUT',
    path: '/api/transactionPlan/{id}/audit',
    command: C.audit,
    summary: "Sets a plan verified (audit 'true') or not verified (audit 'false')",
    permission: TRANSACTION_PLAN_PERMISSION,
    tenancy,
  },
  saveTransactionPlanBookmarks: {
    method: 'PUT',
    path: '/api/transactionPlan/{id}/bookmark',
    command: C.saveBookmarks,
    summary: "Saves a plan's bookmark values {bookmarks: {code: value}}; only the plan's own bookmarks, not while it is verified",
    permission: TRANSACTION_PLAN_PERMISSION,
    tenancy,
  },
} as const satisfies Record<string, RouteDef>;
