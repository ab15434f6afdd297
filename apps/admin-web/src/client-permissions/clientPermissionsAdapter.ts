/**
 * The client-permissions resource: one record per client, the catalogue with what the client was
 * granted (GET /api/authz/client/permission). An update toggles one catalogue element: granting adds
 * it with its subtree and ancestors (PUT /api/authz/client/permission), withdrawing removes it with
 * its subtree (DELETE /api/authz/client/permission/{clientId}/{permissionId}); the record answered
 * holds what the server says is granted now.
 */
import { Routes, type ClientGrants } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';

/** The change an update asks for. */
export interface GrantToggle {
  permissionId: string;
  granted: boolean;
}

export const clientPermissionsAdapter: AdapterFactory = (call) => ({
  async getOne(clientId, params) {
    const grants = await call(Routes.clientGrants, { query: { clientId }, signal: params.signal });
    return { ...grants, _id: clientId };
  },
  async update(clientId, data, previous) {
    const { permissionId, granted } = (data as { toggle: GrantToggle }).toggle;
    const before = previous as unknown as ClientGrants;
    if (granted) {
      const answer = await call(Routes.grantClientPermission, { body: { clientId, permissionId } });
      return { ...before, granted: answer.granted, _id: clientId };
    }
    const answer = await call(Routes.revokeClientPermission, { params: { clientId, permissionId } });
    const revoked = new Set(answer.revoked);
    return { ...before, granted: before.granted.filter((id) => !revoked.has(id)), _id: clientId };
  },
});
