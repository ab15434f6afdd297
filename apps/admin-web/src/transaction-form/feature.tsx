import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

const TransactionForm = lazyScreen(
  () => import('./TransactionForm'),
  (m) => m.TransactionForm,
);

const feature: Feature = { routes: [{ path: '/transaction-form', element: <TransactionForm /> }] };
export default feature;
