/**
 * The client-ns resource (spec 02 §7): the NS key of each client the caller may reach
 * (GET /api/config/key/list, answered whole), set (POST /api/config/key: one per client, a second
 * save replaces it) and deleted (DELETE /api/config/key/{id}). The API has no call for one key: it is
 * found in the list.
 */
import { Routes, type NsKeyRecord } from '@dental/contracts';
import { pageOf, type AdapterFactory } from '../api/resourceAdapter';

export const clientNsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    return pageOf(await call(Routes.listNsKeys, { signal: params.signal }), params);
  },
  async getOne(id, params) {
    const found = (await call(Routes.listNsKeys, { signal: params.signal })).find((k) => k._id === id);
    if (!found) throw new Error('This NS key no longer exists');
    return found;
  },
  create: (data) => call(Routes.saveNsKey, { body: { clientId: data.clientId, key: data.key } }),
  update: (_id, data, previous) =>
    call(Routes.saveNsKey, { body: { clientId: (previous as Partial<NsKeyRecord>).clientId, key: data.key } }),
  delete: (id) => call(Routes.deleteNsKey, { params: { id } }),
});
