import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { lazyScreen } from '../shared/lazyScreen';
import userRequests from '.';
import { onboardingOrdersAdapter, userRequestsAdapter } from './userRequestsAdapter';

const UserRequestDetail = lazyScreen(
  () => import('./UserRequestDetailPage'),
  (m) => m.UserRequestDetailPage,
);

/** Onboarding requests (spec 02): the list and a request's order need `userRequest`; deciding needs `userRequest.decide`. */
const feature: Feature = {
  resources: [
    { name: 'onboarding-order', label: 'Onboarding order', adapter: onboardingOrdersAdapter, access: { permission: 'userRequest' } },
    {
      name: 'user-request',
      label: 'User Requests',
      screens: userRequests,
      adapter: userRequestsAdapter,
      access: { permission: 'userRequest', actions: { edit: 'userRequest.decide' } },
    },
  ],
  routes: [
    {
      path: '/user-request-detail/:id',
      element: (
        <RequireRoutePermission name="userRequest">
          <UserRequestDetail />
        </RequireRoutePermission>
      ),
    },
  ],
};
export default feature;
