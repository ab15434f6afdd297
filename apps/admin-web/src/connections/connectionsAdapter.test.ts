import { Routes } from '@dental/contracts';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { CONNECTIONS_RESOURCE, connectionsAdapter } from './connectionsAdapter';

const client = {
  clientId: '65f0a1b2c3d4e5f601230001',
  clientName: 'Coastal',
  practices: [
    { _id: '65f0a1b2c3d4e5f601234501', name: 'Downtown', state: 'TX' },
    { _id: '65f0a1b2c3d4e5f601234502', name: 'Uptown', state: 'TX' },
  ],
};

function provider() {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider({ [CONNECTIONS_RESOURCE]: connectionsAdapter }, api.call) };
}

describe('the connections adapter', () => {
  it('lists the granted practices one client a record, under the client id', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.grantedPractices, [client]);
    const answer = await dataProvider.getList(CONNECTIONS_RESOURCE, {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(answer).toEqual({ data: [{ id: client.clientId, ...client }], total: 1 });
  });

  it("connects the chosen practices of a client through the user's app settings", async () => {
    const { api, dataProvider } = provider();
    const chosen = [client.practices[1]._id];
    api.answer(Routes.saveAppSettings, { selectedPractices: chosen, canUseMultiPractice: true });
    const answer = await dataProvider.update(CONNECTIONS_RESOURCE, {
      id: client.clientId,
      data: { selectedPractices: chosen },
      previousData: { id: client.clientId, ...client },
    });
    expect(api.calls[0].route).toBe(Routes.saveAppSettings);
    expect(api.calls[0].options.body).toEqual({ selectedPractices: chosen });
    expect(answer.data).toEqual({ id: client.clientId, ...client, selectedPractices: chosen });
  });

  it("surfaces the server's refusal", async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.saveAppSettings, new ApiError('You must select at least one practice', 422, undefined, 'refused'));
    await expect(
      dataProvider.update(CONNECTIONS_RESOURCE, {
        id: client.clientId,
        data: { selectedPractices: [] },
        previousData: { id: client.clientId },
      }),
    ).rejects.toMatchObject({ message: 'You must select at least one practice' });
  });
});
