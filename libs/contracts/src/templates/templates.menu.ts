import type { MenuItem } from '../access/menu';

/** Entries of the template, bookmark and shared-element screens (route permissions of spec 02 §6). */
export const TEMPLATES_MENU: readonly MenuItem[] = [
  { label: 'Templates', path: '/template', icon: 'description', permission: 'template', group: 'MODULES' },
  { label: 'Bookmarks', path: '/bookmarks', icon: 'bookmarks', permission: 'template', group: 'MODULES' },
  { label: 'Shared Elements', path: '/shared-elements', icon: 'share', permission: 'sharedElements', group: 'MODULES' },
];
