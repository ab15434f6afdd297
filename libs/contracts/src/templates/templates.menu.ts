import type { MenuItem } from '../access/menu';

/** Entries of the template and bookmark screens (they arrive with the templates issue). */
export const TEMPLATES_MENU: readonly MenuItem[] = [];
