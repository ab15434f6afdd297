import { Permission } from '@dental/contracts';
import type { Feature } from '../features';
import transactions from '.';
import { TRANSACTION_ADAPTERS, TRANSACTION_RESOURCES } from './transactionsAdapter';

const feature: Feature = {
  resources: [
    {
      name: TRANSACTION_RESOURCES.list,
      label: 'All Transactions',
      // The list lives at the spec's route /allTransaction, below; the resource gives it its name and data.
      screens: { recordRepresentation: transactions.recordRepresentation },
      adapter: TRANSACTION_ADAPTERS[TRANSACTION_RESOURCES.list],
      access: { permission: null, actions: { list: Permission.ListTransactions } },
    },
    // Without screens of their own: read and written by the All Transactions screen through the data provider's hooks
    // (the API checks each call's permission).
    {
      name: TRANSACTION_RESOURCES.preferences,
      label: 'Transaction sort',
      adapter: TRANSACTION_ADAPTERS[TRANSACTION_RESOURCES.preferences],
      access: { permission: null },
    },
    {
      name: TRANSACTION_RESOURCES.columns,
      label: 'Transaction columns',
      adapter: TRANSACTION_ADAPTERS[TRANSACTION_RESOURCES.columns],
      access: { permission: null },
    },
    {
      name: TRANSACTION_RESOURCES.flagColors,
      label: 'Flag colours',
      adapter: TRANSACTION_ADAPTERS[TRANSACTION_RESOURCES.flagColors],
      access: { permission: null },
    },
    {
      name: TRANSACTION_RESOURCES.flags,
      label: 'Transaction flags',
      adapter: TRANSACTION_ADAPTERS[TRANSACTION_RESOURCES.flags],
      access: { permission: null },
    },
    {
      name: TRANSACTION_RESOURCES.statistics,
      label: 'Transaction statistics',
      adapter: TRANSACTION_ADAPTERS[TRANSACTION_RESOURCES.statistics],
      access: { permission: null },
    },
    {
      name: TRANSACTION_RESOURCES.exports,
      label: 'Transaction exports',
      adapter: TRANSACTION_ADAPTERS[TRANSACTION_RESOURCES.exports],
      access: { permission: null },
    },
  ],
  routes: [{ path: '/allTransaction', element: <transactions.list /> }],
};
export default feature;
