import type { Feature } from '../features';
import { TransactionForm } from './TransactionForm';

const feature: Feature = { routes: [{ path: '/transaction-form', element: <TransactionForm /> }] };
export default feature;
