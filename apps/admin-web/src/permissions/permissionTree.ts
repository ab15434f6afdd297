/**
 * The permission tree rules of spec 02 §4, as pure functions over catalogue nodes:
 * - client grants: a parent is checked when all its descendants are, indeterminate when some are;
 *   toggling a node sets it and every node whose code begins with its code plus '-';
 * - the user form: checking a node selects its descendants and its ancestors, unchecking removes
 *   its descendants; default-page choices are the menu entries among the selected permissions.
 */
import { isInSubtree, parentCodeOf, type SystemPermissionNode } from '@dental/contracts';

export type FlatPermission = Omit<SystemPermissionNode, 'modules' | 'sections' | 'actions'> & { depth: number; hasChildren: boolean };
export type TriState = 'checked' | 'unchecked' | 'indeterminate';

export function flattenTree(nodes: readonly SystemPermissionNode[], depth = 0): FlatPermission[] {
  return nodes.flatMap(({ modules, sections, actions, ...node }) => {
    const children = [...modules, ...sections, ...actions];
    return [{ ...node, depth, hasChildren: children.length > 0 }, ...flattenTree(children, depth + 1)];
  });
}

export function subtreeIds(flat: readonly FlatPermission[], code: string): string[] {
  return flat.filter((n) => isInSubtree(n.code, code)).map((n) => n._id);
}

export function ancestorIds(flat: readonly FlatPermission[], code: string): string[] {
  const ids: string[] = [];
  for (let parent = parentCodeOf(code); parent; parent = parentCodeOf(parent)) {
    const node = flat.find((n) => n.code === parent);
    if (node) ids.push(node._id);
  }
  return ids;
}

/** A leaf is checked or not; a parent follows its descendants. */
export function triStateOf(flat: readonly FlatPermission[], node: FlatPermission, checked: ReadonlySet<string>): TriState {
  if (!node.hasChildren) return checked.has(node._id) ? 'checked' : 'unchecked';
  const below = flat.filter((n) => n.code.startsWith(`${node.code}-`));
  const held = below.filter((n) => checked.has(n._id)).length;
  if (held === 0) return 'unchecked';
  return held === below.length ? 'checked' : 'indeterminate';
}

/** The client-grant toggle: the node and its whole subtree take the new state. */
export function toggleSubtree(
  flat: readonly FlatPermission[],
  checked: ReadonlySet<string>,
  node: FlatPermission,
  on: boolean,
): Set<string> {
  const next = new Set(checked);
  for (const id of subtreeIds(flat, node.code)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** The user-form toggle: checking adds descendants and ancestors; unchecking removes descendants. */
export function toggleUserPermission(
  flat: readonly FlatPermission[],
  selected: ReadonlySet<string>,
  node: FlatPermission,
  on: boolean,
): Set<string> {
  const next = toggleSubtree(flat, selected, node, on);
  if (on) for (const id of ancestorIds(flat, node.code)) next.add(id);
  return next;
}

export interface PageChoice {
  name: string;
  path: string;
}

export function defaultPageChoices(flat: readonly FlatPermission[], selected: ReadonlySet<string>): PageChoice[] {
  return flat.filter((n) => selected.has(n._id) && n.showInMenu && n.url).map((n) => ({ name: n.displayName, path: n.url }));
}
