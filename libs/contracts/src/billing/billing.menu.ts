import type { MenuItem } from '../access/menu';

/** Fee Schedule, the onboarding requests and the subscriptions list (DentalMation Clients), each for holders of its route permission. */
export const BILLING_MENU: readonly MenuItem[] = [
  { label: 'Fee Schedule', path: '/feeschedule', icon: 'request_quote', permission: 'feeSchedule', group: 'MODULES' },
  // With the other administration screens: the requests become clients.
  {
    label: 'User Requests',
    path: '/user-request',
    icon: 'how_to_reg',
    permission: 'userRequest',
    group: 'MODULES',
    parent: 'Administration',
  },
  { label: 'DentalMation Clients', path: '/dentalmation-clients', icon: 'storefront', permission: 'dentalMationClients', group: 'MODULES' },
];
