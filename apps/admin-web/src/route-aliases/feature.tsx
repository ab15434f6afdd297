/**
 * Addresses of the spec's route table (03 §2) whose screen lives at another address in this app:
 * /grid-transaction and /transaction are the transaction grid (All Transactions, shown there as
 * well, so links and bookmarks of either open the same page); /clients-form opens the New Client
 * form and /tree the permission catalogue (/permissions). Each page still checks its own permission.
 */
import { Navigate, useLocation } from 'react-router-dom';
import type { Feature } from '../features';
import transactions from '../transactions';

/** Keeps the query (a day, filters) when an older address forwards. */
const Forward = ({ to }: { to: string }) => {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
};

const feature: Feature = {
  routes: [
    { path: '/grid-transaction', element: <transactions.list /> },
    { path: '/transaction', element: <transactions.list /> },
    { path: '/clients-form', element: <Forward to="/clients/create" /> },
    { path: '/tree', element: <Forward to="/permissions" /> },
  ],
};
export default feature;
