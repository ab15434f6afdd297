import { TransactionPlanMessages, TRANSACTION_PLAN_PERMISSION } from '@dental/contracts';
import { Alert } from '@mui/material';
import { Navigate, useLocation } from 'react-router-dom';
import type { Feature } from '../features';
import transactionPlans from '.';
import { TRANSACTION_PLAN_RESOURCE, transactionPlansAdapter } from './transactionPlansAdapter';

/**
 * The spec's /transaction-plan-detail took the plan's id in navigation state: it opens the plan's
 * address, which survives a reload. Without an id (a reload of the old address) there is no record to show.
 */
const PlanDetailFromState = () => {
  const { id } = (useLocation().state ?? {}) as { id?: string };
  if (id) return <Navigate to={`/${TRANSACTION_PLAN_RESOURCE}/${encodeURIComponent(id)}`} replace />;
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {TransactionPlanMessages.notFound}
    </Alert>
  );
};

/** The spec leaves who may see the plans open; they go with the Command center's permission (TRANSACTION_PLAN_PERMISSION). */
const feature: Feature = {
  resources: [
    {
      name: TRANSACTION_PLAN_RESOURCE,
      label: 'Transaction plans',
      screens: transactionPlans,
      adapter: transactionPlansAdapter,
      access: { permission: TRANSACTION_PLAN_PERMISSION },
    },
  ],
  routes: [{ path: '/transaction-plan-detail', element: <PlanDetailFromState /> }],
};
export default feature;
