/**
 * The side menu (spec 01 §2): a MODULES group built from the user's permissions and a GENERAL group
 * (Connections, Tools) every signed-in user sees. An item shows when the user holds its permission;
 * a parent shows when any child shows. Each feature folder lists its own entries (*.menu.ts), so the
 * web app and the auth service agree on one menu.
 */
import { ACCESS_MENU } from './access.menu';
import { TRANSACTIONS_MENU } from '../transactions/transactions.menu';
import { TEMPLATES_MENU } from '../templates/templates.menu';
import { FILES_MENU } from '../files/files.menu';
import { CALLS_MENU } from '../calls/calls.menu';
import { CALL_CENTER_MENU } from '../call-center/call-center.menu';
import { REALTIME_MENU } from '../realtime/realtime.menu';
import { BILLING_MENU } from '../billing/billing.menu';
import { EXTRACTION_MENU } from '../extraction/extraction.menu';
import { REPORTS_MENU } from '../reports/reports.menu';
import type { PermissionEntry } from './administration';
export interface MenuItem {
  label: string;
  path: string;
  icon: string;
  /** The permission key that shows this item; undefined: any signed-in user. */
  permission?: string;
  group: 'MODULES' | 'GENERAL';
  parent?: string;
}

export const MENU: readonly MenuItem[] = [
  ...TRANSACTIONS_MENU,
  ...TEMPLATES_MENU,
  ...ACCESS_MENU,
  ...FILES_MENU,
  ...CALLS_MENU,
  ...CALL_CENTER_MENU,
  ...REALTIME_MENU,
  ...BILLING_MENU,
  ...EXTRACTION_MENU,
  ...REPORTS_MENU,
];

export function menuFor(permissions: readonly string[]): MenuItem[] {
  const granted = new Set(permissions);
  const shown = MENU.filter((item) => !item.permission || granted.has(item.permission));
  // A folder without a page of its own (path '') shows only with a page under it.
  return shown.filter((item) => item.path !== '' || shown.some((child) => child.parent === item.label));
}

/** What `GET /api/authz/get/user/permission` answers (before encryption into `value`). */
export interface UserPermissions {
  user: { _id: string; firstName: string; lastName: string; name: string; email: string; clientId: string };
  permissions: string[];
  /** The held catalogue modules with their held sections and actions (spec 01 §6 "named entries with actions"). */
  entries: PermissionEntry[];
  menu: MenuItem[];
  canUseMultiPractice: boolean;
}
