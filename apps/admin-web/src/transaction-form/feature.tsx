import { Permission } from '@dental/contracts';
import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import { NEW_TRANSACTIONS_RESOURCE, newTransactionsAdapter } from './transactionFormAdapter';

const TransactionForm = lazyScreen(
  () => import('./TransactionForm'),
  (m) => m.TransactionForm,
);

const feature: Feature = {
  // The form is a <Create> of this resource on the spec's own address.
  resources: [
    {
      name: NEW_TRANSACTIONS_RESOURCE,
      label: 'Create Transaction',
      adapter: newTransactionsAdapter,
      access: { permission: Permission.ListTransactions },
    },
  ],
  routes: [{ path: '/transaction-form', element: <TransactionForm /> }],
};
export default feature;
