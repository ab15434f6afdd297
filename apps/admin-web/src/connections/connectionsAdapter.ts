/**
 * The connections resource: the practices granted to the signed-in user, grouped by client
 * (GET /api/authz/clients/practices), one record per client with the client's id.
 */
import { Routes } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';

export const connectionsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const clients = await call(Routes.grantedPractices, { signal: params.signal });
    return { data: clients.map((client) => ({ ...client, _id: client.clientId })), total: clients.length };
  },
});
