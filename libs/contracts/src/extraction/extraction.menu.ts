import type { MenuItem } from '../access/menu';

/** The Command center's screens, under Verification with the other bot-fed screens. */
export const EXTRACTION_MENU: readonly MenuItem[] = [
  { label: 'Command center', path: '/extraction_schedule', icon: 'event', permission: 'extractionSchedule', group: 'MODULES' },
  { label: 'Logs', path: '/logs', icon: 'receipt', permission: 'extractionSchedule', group: 'MODULES' },
  { label: 'Transaction Plans', path: '/transaction-plan', icon: 'assignment', permission: 'extractionSchedule', group: 'MODULES' },
  { label: 'Claims', path: '/claims', icon: 'receipt_long', permission: 'claims', group: 'MODULES' },
  { label: 'Audit Trail', path: '/audit-trait', icon: 'history', permission: 'auditTrait', group: 'MODULES' },
];
