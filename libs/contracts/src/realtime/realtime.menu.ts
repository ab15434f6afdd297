import type { MenuItem } from '../access/menu';
import { RealtimePermission } from './realtime-verification';

/** Real Time Verification sits in MODULES, shown by its route permission. */
export const REALTIME_MENU: readonly MenuItem[] = [
  { label: 'Real Time Verification', path: '/insuranceverification', icon: 'bolt', permission: RealtimePermission, group: 'MODULES' },
];
