import type { ResourceScreens } from '../features';
import { lazyScreen } from '../shared/lazyScreen';

/** The subscriptions list (`/dentalmation-clients`); a subscription's details are a page of their own (`/dentalmation-product/:id`). */
const subscriptions: ResourceScreens = {
  list: lazyScreen(
    () => import('./SubscriptionList'),
    (m) => m.SubscriptionList,
  ),
  recordRepresentation: (client: { name: string }) => client.name,
};
export default subscriptions;
