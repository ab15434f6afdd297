import { Routes } from '@dental/contracts';
import { ApiError } from '../api/apiError';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { KNOWN_ACCESSES_RESOURCE, PROFILE_RESOURCE, knownAccessesAdapter, profileAdapter } from './accountAdapter';

const userId = '65f0a1b2c3d4e5f60123a001';
const access = { _id: '65f0a1b2c3d4e5f60123b001', browser: 'Chrome', location: 'Austin', state: 'allowed' };

function provider() {
  const api = fakeApi();
  return {
    api,
    dataProvider: composeDataProvider({ [PROFILE_RESOURCE]: profileAdapter, [KNOWN_ACCESSES_RESOURCE]: knownAccessesAdapter }, api.call),
  };
}

describe('the account adapters', () => {
  it('reads the profile as the signed-in user’s names and e-mail, with an empty phone, whatever id is asked', async () => {
    const { api, dataProvider } = provider();
    const user = { _id: userId, email: 'ana@dental.local', firstName: 'Ana', lastName: 'Lopez', name: 'Ana Lopez' };
    api.answer(Routes.userPermissions, { user, permissions: [] });
    const { data } = await dataProvider.getOne(PROFILE_RESOURCE, { id: 'me' });
    expect(api.calls[0].route).toBe(Routes.userPermissions);
    expect(data).toEqual({ id: userId, email: 'ana@dental.local', firstName: 'Ana', lastName: 'Lopez', phone: '' });
  });

  it("saves the user's names, sends a phone only when one is given, and answers the server's message", async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.updateProfile, { message: 'Dear user, your data has been updated' }, { message: 'again' });
    const answer = await dataProvider.update(PROFILE_RESOURCE, {
      id: userId,
      data: { firstName: 'Ana', lastName: 'Lopez', phone: '' },
      previousData: { id: userId },
    });
    expect(api.calls[0].options.body).toEqual({ firstName: 'Ana', lastName: 'Lopez' });
    expect(answer.data).toEqual({ id: userId, firstName: 'Ana', lastName: 'Lopez', message: 'Dear user, your data has been updated' });
    await dataProvider.update(PROFILE_RESOURCE, {
      id: userId,
      data: { firstName: 'Ana', lastName: 'Lopez', phone: '5125550100' },
      previousData: { id: userId },
    });
    expect(api.calls[1].options.body).toEqual({ firstName: 'Ana', lastName: 'Lopez', phone: '5125550100' });
  });

  it('lists the known devices and locations, and blocks one by its id', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.knownAccesses, [access]);
    api.answer(Routes.setAccessState, { ...access, state: 'blocked' });
    const list = await dataProvider.getList(KNOWN_ACCESSES_RESOURCE, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const { _id, ...fields } = access;
    expect(list).toEqual({ data: [{ id: _id, ...fields }], total: 1 });
    const changed = await dataProvider.update(KNOWN_ACCESSES_RESOURCE, {
      id: _id,
      data: { state: 'blocked' },
      previousData: list.data[0],
    });
    expect(api.calls[1].options.body).toEqual({ accessId: _id, state: 'blocked' });
    expect(changed.data).toMatchObject({ id: _id, state: 'blocked' });
  });

  it("surfaces the server's refusal", async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.setAccessState, new ApiError('Dear user, please try again', 404, undefined, 'not found'));
    await expect(
      dataProvider.update(KNOWN_ACCESSES_RESOURCE, { id: access._id, data: { state: 'blocked' }, previousData: { id: access._id } }),
    ).rejects.toMatchObject({ message: 'Dear user, please try again' });
  });
});
