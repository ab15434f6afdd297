import type { Feature } from '../features';
import { TransactionDetailPage } from './TransactionDetailPage';

const feature: Feature = {
  routes: [{ path: '/transaction-detail', element: <TransactionDetailPage /> }],
};
export default feature;
