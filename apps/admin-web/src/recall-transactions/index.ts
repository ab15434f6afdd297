import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** Recall Transactions (read only: computed from the transactions and the patient contacts). */
const recallTransactions: ResourceScreens = {
  list: lazyScreen(
    () => import('./RecallTransactionList'),
    (m) => m.RecallTransactionList,
  ),
};
export default recallTransactions;
