import type { MenuItem } from './menu';

/** Entries of sign-in, tenancy and administration screens. */
export const ACCESS_MENU: readonly MenuItem[] = [{ label: 'Connections', path: '/connections', icon: 'hub', group: 'GENERAL' }];
