import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import { DETAIL_RESOURCES } from './detailResources';

const TransactionDetailPage = lazyScreen(
  () => import('./TransactionDetailPage'),
  (m) => m.TransactionDetailPage,
);

const feature: Feature = {
  // The detail's tabs read and write these through the data provider's hooks; no screens of their own.
  resources: DETAIL_RESOURCES,
  // The record's id is in the address (reload, bookmarks); /transaction-detail with router state redirects there.
  routes: [
    { path: '/transaction-detail', element: <TransactionDetailPage /> },
    { path: '/transaction-detail/:id', element: <TransactionDetailPage /> },
  ],
};
export default feature;
