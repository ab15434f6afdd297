import { PermissionMessages, Routes, type SystemPermissionNode } from '@dental/contracts';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { validateElement } from './permissionElement';
import { permissionsAdapter } from './permissionsAdapter';

const id = (n: number) => `65f0a1b2c3d4e5f6012300${String(n).padStart(2, '0')}`;

function node(n: number, type: SystemPermissionNode['type'], code: string, children: SystemPermissionNode[] = []): SystemPermissionNode {
  return {
    _id: id(n),
    code,
    name: `p${n}`,
    displayName: `Element ${n}`,
    type,
    parentId: null,
    systemCatalogId: 'c',
    showInMenu: false,
    restricted: false,
    url: '',
    icon: '',
    groupName: '',
    modules: [],
    sections: children.filter((c) => c.type === 'Section'),
    actions: children.filter((c) => c.type === 'Action'),
  };
}

const catalogue = [node(1, 'Module', 'M1', [node(2, 'Section', 'M1-S1', [node(3, 'Action', 'M1-S1-A1')])]), node(4, 'Module', 'M2')];

function permissions() {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider({ permissions: permissionsAdapter }, api.call) };
}

const listParams = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('the permissions adapter', () => {
  it('lists the catalogue in tree order, each element with its depth and its id', async () => {
    const { api, dataProvider } = permissions();
    api.answer(Routes.listSystemPermissions, catalogue);
    const answer = await dataProvider.getList('permissions', listParams);
    expect(api.calls[0].route).toBe(Routes.listSystemPermissions);
    expect(answer.total).toBe(4);
    expect(answer.data.map((n) => [n.id, n.code, n.depth])).toEqual([
      [id(1), 'M1', 0],
      [id(2), 'M1-S1', 1],
      [id(3), 'M1-S1-A1', 2],
      [id(4), 'M2', 0],
    ]);
  });

  it('finds one element in the catalogue, and says so when it is gone', async () => {
    const { api, dataProvider } = permissions();
    api.answer(Routes.listSystemPermissions, catalogue, catalogue);
    expect((await dataProvider.getOne('permissions', { id: id(3) })).data).toMatchObject({ id: id(3), code: 'M1-S1-A1' });
    await expect(dataProvider.getOne('permissions', { id: id(9) })).rejects.toThrow('This permission no longer exists');
  });

  it('creates inside its parent, and changes only the element’s own fields', async () => {
    const { api, dataProvider } = permissions();
    api.answer(Routes.createSystemPermission, { ...node(5, 'Action', 'M1-S1-A2') });
    api.answer(Routes.updateSystemPermission, { ...node(2, 'Section', 'M1-S1'), displayName: 'Renamed' });
    await dataProvider.create('permissions', {
      data: { type: 'Action', displayName: ' Unaudit ', name: 'transaction.unaudit', parentId: id(2), showInMenu: null, url: null },
    });
    expect(api.calls[0].options.body).toEqual({
      type: 'Action',
      displayName: 'Unaudit',
      name: 'transaction.unaudit',
      parentId: id(2),
      showInMenu: false,
      restricted: false,
      url: '',
      icon: '',
      groupName: '',
    });
    const { data } = await dataProvider.update('permissions', {
      id: id(2),
      data: { id: id(2), ...node(2, 'Section', 'M1-S1'), depth: 1, hasChildren: true, displayName: 'Renamed' },
      previousData: { id: id(2) },
    });
    expect(api.calls[1].options.params).toEqual({ id: id(2) });
    expect(Object.keys(api.calls[1].options.body as object).sort()).toEqual(
      ['displayName', 'groupName', 'icon', 'name', 'restricted', 'showInMenu', 'type', 'url'].sort(),
    );
    expect(data).toMatchObject({ id: id(2), displayName: 'Renamed' });
  });

  it('deletes by id and surfaces the server’s refusal', async () => {
    const { api, dataProvider } = permissions();
    api.answer(
      Routes.deleteSystemPermission,
      new ApiError('This element no longer exists', 404, undefined, 'This element no longer exists'),
    );
    await expect(dataProvider.delete('permissions', { id: id(4), previousData: { id: id(4) } })).rejects.toThrow(/no longer exists/);
    expect(api.calls[0].options.params).toEqual({ id: id(4) });
  });
});

describe('the element form', () => {
  it("shows the spec's messages beside the fields", () => {
    expect(validateElement({ type: 'Section', displayName: '', name: '', showInMenu: true, url: '', parentId: id(1) })).toEqual({
      displayName: PermissionMessages.displayNameRequired('Section'),
      name: PermissionMessages.nameRequired,
      url: PermissionMessages.urlRequired,
    });
    expect(validateElement({ type: 'Action', displayName: 'List', name: 'transaction.list', parentId: id(2) })).toEqual({});
    // A new module has no parent: react-admin holds that as null.
    expect(validateElement({ type: 'Module', displayName: 'Billing', name: 'billingModule', parentId: null, url: null })).toEqual({});
  });
});
