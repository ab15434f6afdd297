import type { MenuItem } from './menu';

const ADMINISTRATION = 'Administration';

/** Entries of sign-in, tenancy and administration screens. */
export const ACCESS_MENU: readonly MenuItem[] = [
  { label: 'Connections', path: '/connections', icon: 'hub', group: 'GENERAL' },
  // A folder without a page of its own: it shows when any of its pages does.
  { label: ADMINISTRATION, path: '', icon: 'admin_panel_settings', group: 'MODULES' },
  { label: 'Users', path: '/users', icon: 'group', permission: 'user', group: 'MODULES', parent: ADMINISTRATION },
  { label: 'Clients', path: '/clients', icon: 'business', permission: 'clients', group: 'MODULES', parent: ADMINISTRATION },
  { label: 'Practices', path: '/client-practice', icon: 'store', permission: 'clients', group: 'MODULES', parent: ADMINISTRATION },
  { label: 'Permissions', path: '/permissions', icon: 'lock', permission: 'permissions', group: 'MODULES', parent: ADMINISTRATION },
  { label: 'Credentials', path: '/credentials', icon: 'key', permission: 'clientCredentials', group: 'MODULES', parent: ADMINISTRATION },
  { label: 'NS Keys', path: '/client-ns', icon: 'vpn_key', permission: 'clientsNS', group: 'MODULES', parent: ADMINISTRATION },
  {
    label: 'Client Permissions',
    path: '/clients/permissions',
    icon: 'rule',
    permission: 'permissions',
    group: 'MODULES',
    parent: ADMINISTRATION,
  },
];
