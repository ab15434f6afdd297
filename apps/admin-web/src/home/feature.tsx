import type { Feature } from '../features';
import { lazyScreen } from '../shared/lazyScreen';
import { CARRIERS_RESOURCE, DASHBOARD_RESOURCE, carriersAdapter, dashboardAdapter } from './dashboardAdapter';

// The dashboard and its charts (recharts) load when first shown.
const HomePage = lazyScreen(
  () => import('./HomePage'),
  (m) => m.HomePage,
);

/** The dashboard (spec 03 §2) at /home and /main; its data are two resources read through the hooks. */
const feature: Feature = {
  resources: [
    { name: DASHBOARD_RESOURCE, label: 'Dashboard', adapter: dashboardAdapter, access: { permission: 'home' } },
    { name: CARRIERS_RESOURCE, label: 'Carriers', adapter: carriersAdapter, access: { permission: 'home' } },
  ],
  routes: [
    { path: '/home', element: <HomePage /> },
    { path: '/main', element: <HomePage /> },
  ],
};
export default feature;
