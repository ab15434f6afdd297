import type { MenuItem } from '../access/menu';

/** Fee Schedule opens /feeschedule for holders of its route permission (spec 02 §6). */
export const BILLING_MENU: readonly MenuItem[] = [
  { label: 'Fee Schedule', path: '/feeschedule', icon: 'request_quote', permission: 'feeSchedule', group: 'MODULES' },
];
