/**
 * The side menu's structure (spec 01 §2 and §6): the MODULES group, then GENERAL; an item shows
 * when the user holds its permission (or it needs none), and a parent shows when it has a path of
 * its own the user may open or any child that shows.
 */
import type { MenuItem } from '@dental/contracts';

export interface MenuEntry {
  item: MenuItem;
  children: MenuItem[];
}

export interface MenuSection {
  group: MenuItem['group'];
  entries: MenuEntry[];
}

const GROUPS: readonly MenuItem['group'][] = ['MODULES', 'GENERAL'];

function granted(item: MenuItem, permissions: ReadonlySet<string>): boolean {
  return !item.permission || permissions.has(item.permission);
}

export function menuSections(menu: readonly MenuItem[], permissions: readonly string[]): MenuSection[] {
  const held = new Set(permissions);
  const sections: MenuSection[] = [];
  for (const group of GROUPS) {
    const entries = menu
      .filter((item) => item.group === group && !item.parent)
      .flatMap((item): MenuEntry[] => {
        const children = menu.filter((child) => child.parent === item.label && granted(child, held));
        const opensItself = item.path !== '' && granted(item, held);
        return opensItself || children.length > 0 ? [{ item, children }] : [];
      });
    if (entries.length > 0) sections.push({ group, entries });
  }
  return sections;
}
