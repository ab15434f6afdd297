import type { TransactionPlan } from '@dental/contracts';
import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The plans list and a plan's record (its bookmark sections); the bots create the plans. */
const transactionPlans: ResourceScreens = {
  list: lazyScreen(
    () => import('./TransactionPlanList'),
    (m) => m.TransactionPlanList,
  ),
  edit: lazyScreen(
    () => import('./TransactionPlanEdit'),
    (m) => m.TransactionPlanEdit,
  ),
  recordRepresentation: (plan: Pick<TransactionPlan, 'employer' | 'plannum'>) => `${plan.employer} ${plan.plannum}`.trim(),
};
export default transactionPlans;
