import { DataQualityPermission } from '@dental/contracts';
import type { Feature } from '../features';
import recallTransactions from '.';
import { RECALL_RESOURCE, recallTransactionsAdapter } from './recallTransactionsAdapter';

/**
 * /recall-transactions: the spec names no permission for it; it lists who was contacted for missing
 * data, so it needs the Data Quality one, as its API call does.
 */
const feature: Feature = {
  resources: [
    {
      name: RECALL_RESOURCE,
      label: 'Recall Transactions',
      screens: recallTransactions,
      adapter: recallTransactionsAdapter,
      access: { permission: DataQualityPermission },
    },
  ],
};
export default feature;
