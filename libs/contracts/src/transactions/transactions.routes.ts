/** HTTP calls of the verification workflow (answered by the verification service). */
import type { RouteDef } from '../http/route-def';
import { Permission } from '../access/permissions';
import { VerificationCommands } from './transactions.commands';
import { TransactionListRoutes } from './transaction-list.routes';

export { TransactionExportFileRoutes } from './transaction-list.routes';

export const TransactionRoutes = {
  getAllTransaction: {
    method: 'POST',
    path: '/api/iv/transaction/getAllTransaction',
    command: VerificationCommands.listTransactions,
    summary: 'One page of verification transactions of the selected practices, filtered',
    permission: Permission.ListTransactions,
    tenancy: { clientField: 'clientId', practiceField: 'practiceId' },
    keptAnswer: true,
  },
  ...TransactionListRoutes,
} as const satisfies Record<string, RouteDef>;
