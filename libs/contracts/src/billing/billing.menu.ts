import type { MenuItem } from '../access/menu';

/** Fee Schedule and the subscriptions list (DentalMation Clients), each for holders of its route permission. */
export const BILLING_MENU: readonly MenuItem[] = [
  { label: 'Fee Schedule', path: '/feeschedule', icon: 'request_quote', permission: 'feeSchedule', group: 'MODULES' },
  { label: 'DentalMation Clients', path: '/dentalmation-clients', icon: 'storefront', permission: 'dentalMationClients', group: 'MODULES' },
];
