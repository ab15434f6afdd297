import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

const TransactionDetailPage = lazyScreen(
  () => import('./TransactionDetailPage'),
  (m) => m.TransactionDetailPage,
);

const feature: Feature = {
  routes: [{ path: '/transaction-detail', element: <TransactionDetailPage /> }],
};
export default feature;
