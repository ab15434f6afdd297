import { Navigate } from 'react-router-dom';
import type { Feature } from '../features';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { lazyScreen } from '../shared/lazyScreen';
import subscriptions from '.';
import {
  invoiceMailingsAdapter,
  subscriptionDetailAdapter,
  subscriptionInvoicesAdapter,
  subscriptionsAdapter,
} from './subscriptionsAdapter';

const ProductDetails = lazyScreen(
  () => import('./ProductDetailsPage'),
  (m) => m.ProductDetailsPage,
);

/**
 * Subscriptions and invoices (spec 03): all need `dentalMationClients`. The spec's other addresses of
 * the list (`/dental-mation-clients`, and `/billings` in the Reports menu) lead to it.
 */
const access = { permission: 'dentalMationClients' } as const;
const feature: Feature = {
  resources: [
    { name: 'dentalmation-clients', label: 'DentalMation Clients', screens: subscriptions, adapter: subscriptionsAdapter, access },
    { name: 'dentalmation-product', label: 'Product Details', adapter: subscriptionDetailAdapter, access },
    { name: 'subscription-invoices', label: 'Invoice History', adapter: subscriptionInvoicesAdapter, access },
    { name: 'invoice-mailings', label: 'Invoice mailings', adapter: invoiceMailingsAdapter, access },
  ],
  routes: [
    {
      path: '/dentalmation-product/:id',
      element: (
        <RequireRoutePermission name="dentalMationClients">
          <ProductDetails />
        </RequireRoutePermission>
      ),
    },
    { path: '/dental-mation-clients', element: <Navigate to="/dentalmation-clients" replace /> },
    { path: '/billings', element: <Navigate to="/dentalmation-clients" replace /> },
  ],
};
export default feature;
