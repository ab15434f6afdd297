import { Permission } from '@dental/contracts';
import type { Feature } from '../features';
import { TRANSACTION_FILES_RESOURCE, transactionFilesAdapter } from './transactionFilesAdapter';

/** The transaction detail's Files tab calls these data provider methods; each call is checked by its own file permission. */
const feature: Feature = {
  resources: [
    {
      name: TRANSACTION_FILES_RESOURCE,
      label: 'Files',
      adapter: transactionFilesAdapter,
      access: { permission: Permission.ListTransactions },
    },
  ],
};
export default feature;
