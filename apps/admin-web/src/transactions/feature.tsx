import { Permission } from '@dental/contracts';
import type { Feature } from '../features';
import transactions from '.';
import { transactionsAdapter } from './transactionsAdapter';

const feature: Feature = {
  resources: [
    {
      name: 'transactions',
      label: 'All Transactions',
      // The list lives at the spec's route /allTransaction, below; the resource gives it its name and data.
      screens: { recordRepresentation: transactions.recordRepresentation },
      adapter: transactionsAdapter,
      access: { permission: null, actions: { list: Permission.ListTransactions } },
    },
  ],
  routes: [{ path: '/allTransaction', element: <transactions.list /> }],
};
export default feature;
