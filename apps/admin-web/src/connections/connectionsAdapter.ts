/**
 * The connections resource: the practices granted to the signed-in user, grouped by client
 * (GET /api/authz/clients/practices), one record per client with the client's id. Updating a client
 * with `selectedPractices` connects those of its practices (PUT /api/appsetting/user/settings, the
 * user's app settings); the answer is the client with the practices now connected.
 */
import { Routes } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';

export const CONNECTIONS_RESOURCE = 'connections';

export const connectionsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const clients = await call(Routes.grantedPractices, { signal: params.signal });
    return { data: clients.map((client) => ({ ...client, _id: client.clientId })), total: clients.length };
  },
  async update(id, data, previous) {
    const chosen = Array.isArray(data.selectedPractices) ? data.selectedPractices.map(String) : [];
    const saved = await call(Routes.saveAppSettings, { body: { selectedPractices: chosen } });
    return { ...previous, _id: id, selectedPractices: saved.selectedPractices };
  },
});
