import type { SystemPermissionNode } from '@dental/contracts';
import { defaultPageChoices, flattenTree, toggleSubtree, toggleUserPermission, triStateOf } from './permissionTree';

function node(code: string, name: string, children: SystemPermissionNode[] = [], url = ''): SystemPermissionNode {
  const type = code.includes('-A') ? 'Action' : code.includes('-S') ? 'Section' : 'Module';
  return {
    _id: code,
    code,
    name,
    displayName: name,
    type,
    parentId: null,
    systemCatalogId: 'c',
    showInMenu: url !== '',
    restricted: false,
    url,
    icon: '',
    groupName: '',
    modules: [],
    sections: children.filter((c) => c.type === 'Section'),
    actions: children.filter((c) => c.type === 'Action'),
  };
}

const tree = [
  node('M1', 'iv', [
    node('M1-S1', 'transaction', [node('M1-S1-A1', 'list'), node('M1-S1-A2', 'unaudit')], '/allTransaction'),
    node('M1-S2', 'missingCode', [], '/missingCode'),
  ]),
  node('M2', 'dq', [node('M2-S1', 'home', [], '/home')]),
];
const flat = flattenTree(tree);
const byCode = (code: string) => flat.find((n) => n.code === code)!;

describe('permission tree', () => {
  it('shows a parent checked, indeterminate or unchecked from its descendants', () => {
    expect(triStateOf(flat, byCode('M1'), new Set(['M1-S1', 'M1-S1-A1', 'M1-S1-A2', 'M1-S2']))).toBe('checked');
    expect(triStateOf(flat, byCode('M1'), new Set(['M1-S1-A1']))).toBe('indeterminate');
    expect(triStateOf(flat, byCode('M2'), new Set(['M1-S1-A1']))).toBe('unchecked');
  });

  it('sets a whole subtree on a client-grant toggle, and nothing outside it', () => {
    expect([...toggleSubtree(flat, new Set(['M2-S1']), byCode('M1-S1'), true)].sort()).toEqual(['M1-S1', 'M1-S1-A1', 'M1-S1-A2', 'M2-S1']);
    expect([...toggleSubtree(flat, new Set(['M1-S1', 'M1-S1-A1', 'M2-S1']), byCode('M1-S1'), false)]).toEqual(['M2-S1']);
  });

  it('checks ancestors and descendants in the user form, and unchecks only descendants', () => {
    const on = toggleUserPermission(flat, new Set(), byCode('M1-S1'), true);
    expect([...on].sort()).toEqual(['M1', 'M1-S1', 'M1-S1-A1', 'M1-S1-A2']);
    const off = toggleUserPermission(flat, on, byCode('M1-S1'), false);
    expect([...off]).toEqual(['M1']);
  });

  it('offers as default pages the menu entries among the selected permissions', () => {
    expect(defaultPageChoices(flat, new Set(['M1', 'M1-S1', 'M1-S1-A1']))).toEqual([{ name: 'transaction', path: '/allTransaction' }]);
  });
});
