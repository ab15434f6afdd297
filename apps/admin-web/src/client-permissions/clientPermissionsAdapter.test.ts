import { Routes } from '@dental/contracts';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { clientPermissionsAdapter } from './clientPermissionsAdapter';

const clientId = '65f0a1b2c3d4e5f601230001';
const grants = { clientId, permissions: [], granted: ['a', 'b', 'c'] };

function clientPermissions() {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider({ 'client-permissions': clientPermissionsAdapter }, api.call) };
}

describe('the client-permissions adapter', () => {
  it("reads a client's grants as one record named by the client", async () => {
    const { api, dataProvider } = clientPermissions();
    api.answer(Routes.clientGrants, grants);
    const { data } = await dataProvider.getOne('client-permissions', { id: clientId });
    expect(api.calls[0].options.query).toEqual({ clientId });
    expect(data).toMatchObject({ id: clientId, granted: ['a', 'b', 'c'] });
  });

  it('grants with the answer’s ids, and withdraws the ids the server says it revoked', async () => {
    const { api, dataProvider } = clientPermissions();
    api.answer(Routes.grantClientPermission, { granted: ['a', 'b', 'c', 'd'] });
    api.answer(Routes.revokeClientPermission, { revoked: ['b', 'c'] });
    const previousData = { id: clientId, ...grants };
    const granted = await dataProvider.update('client-permissions', {
      id: clientId,
      data: { toggle: { permissionId: 'd', granted: true } },
      previousData,
    });
    expect(api.calls[0].options.body).toEqual({ clientId, permissionId: 'd' });
    expect(granted.data.granted).toEqual(['a', 'b', 'c', 'd']);
    const revoked = await dataProvider.update('client-permissions', {
      id: clientId,
      data: { toggle: { permissionId: 'b', granted: false } },
      previousData,
    });
    expect(api.calls[1].options.params).toEqual({ clientId, permissionId: 'b' });
    expect(revoked.data).toMatchObject({ id: clientId, granted: ['a'] });
  });

  it('surfaces a refusal, leaving the record to the caller', async () => {
    const { api, dataProvider } = clientPermissions();
    api.answer(Routes.grantClientPermission, new ApiError('Please try again', 403, undefined, 'forbidden'));
    await expect(
      dataProvider.update('client-permissions', {
        id: clientId,
        data: { toggle: { permissionId: 'd', granted: true } },
        previousData: { id: clientId, ...grants },
      }),
    ).rejects.toThrow('Please try again');
  });
});
