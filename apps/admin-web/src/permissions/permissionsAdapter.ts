/**
 * The permissions resource, the system catalogue (spec 02 §2, §5): every module, section and action
 * as one row, in tree order with its depth (GET /api/authz/system/permission answers the whole tree;
 * the catalogue is a few hundred entries at most, so the list is not paged). Create
 * (POST /api/authz/system/permission), change (PUT .../{id}) and delete with its subtree
 * (DELETE .../{id}). The API has no call for one element: it is found in the catalogue.
 */
import { Routes } from '@dental/contracts';
import type { AdapterFactory, CallApi } from '../api/resourceAdapter';
import { elementBody } from './permissionElement';
import { flattenTree, type FlatPermission } from './permissionTree';

async function catalogue(call: CallApi, signal?: AbortSignal): Promise<FlatPermission[]> {
  return flattenTree(await call(Routes.listSystemPermissions, { signal }));
}

export const permissionsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const nodes = await catalogue(call, params.signal);
    return { data: nodes, total: nodes.length };
  },
  async getOne(id, params) {
    const found = (await catalogue(call, params.signal)).find((n) => n._id === id);
    if (!found) throw new Error('This permission no longer exists');
    return found;
  },
  create: (data) => call(Routes.createSystemPermission, { body: elementBody(data, true) }),
  // The type, parent and code of an element stay: only its own fields are sent.
  update: (id, data) => call(Routes.updateSystemPermission, { params: { id }, body: elementBody(data, false) }),
  delete: (id) => call(Routes.deleteSystemPermission, { params: { id } }),
});
