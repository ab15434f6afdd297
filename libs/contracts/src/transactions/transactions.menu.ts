import type { MenuItem } from '../access/menu';

/** Entries of the verification workflow screens. */
export const TRANSACTIONS_MENU: readonly MenuItem[] = [
  {
    label: 'Insurance Verification',
    path: '/allTransaction',
    icon: 'fact_check',
    permission: 'transaction.list_transaction',
    group: 'MODULES',
  },
];
