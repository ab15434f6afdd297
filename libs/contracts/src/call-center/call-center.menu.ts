import type { MenuItem } from '../access/menu';

/** The Call Center sits with the call log under Communications, shown by its route permission. */
export const CALL_CENTER_MENU: readonly MenuItem[] = [
  {
    label: 'Call Center',
    path: '/callCenter',
    icon: 'support_agent',
    permission: 'callCenter',
    group: 'MODULES',
    parent: 'Communications',
  },
];
