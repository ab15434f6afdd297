import { Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi, selectPractices } from '../testing/fakeApi';
import { NEW_USER } from './userForm';
import { usersAdapter } from './usersAdapter';

const clientId = '65f0a1b2c3d4e5f601230001';
const practice = { _id: '65f0a1b2c3d4e5f601234501', clientId, name: 'Downtown' };

function users() {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider({ users: usersAdapter }, api.call) };
}

describe('the users adapter', () => {
  beforeEach(() => selectPractices([practice]));

  it("lists the selected client's users ten to a page with the filter popup's fields", async () => {
    const { api, dataProvider } = users();
    api.answer(Routes.listUsers, { records: [{ _id: 'u1', firstName: 'Ana', email: 'ana@x.example' }], recordsQty: 11 });
    const answer = await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { email: 'ana', lastName: '' },
    });
    expect(api.calls[0].route).toBe(Routes.listUsers);
    expect(api.calls[0].options.query).toEqual({ clientId, email: 'ana', limit: '10', offset: '10' });
    expect(answer).toEqual({ data: [{ id: 'u1', firstName: 'Ana', email: 'ana@x.example' }], total: 11 });
  });

  it('answers an empty list without asking when no practice is selected', async () => {
    selectPractices([]);
    const { api, dataProvider } = users();
    const answer = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(answer).toEqual({ data: [], total: 0 });
    expect(api.calls).toEqual([]);
  });

  it('creates a user in the first selected practice’s client, with the password only when asked to', async () => {
    const { api, dataProvider } = users();
    api.answer(Routes.saveUser, { _id: 'u9' });
    const form = {
      ...NEW_USER,
      firstName: 'Nora',
      lastName: 'Narrow',
      user: 'nora@dental.local',
      phone: '+1 512-555-0123',
      defaultPath: '/allTransaction',
      permission: { permission: ['perm1'], practice: [practice._id] },
      password: 'typed but not asked for',
    };
    const answer = await dataProvider.create('users', { data: form });
    const body = api.calls[0].options.body as { payload: Record<string, unknown>; practiceId: string; practices: string[] };
    expect(body.practiceId).toBe(practice._id);
    expect(body.practices).toEqual([practice._id]);
    expect(body.payload).toMatchObject({ email: 'nora@dental.local', user: 'nora@dental.local' });
    expect(body.payload).not.toHaveProperty('password');
    expect(answer.data.id).toBe('u9');
  });

  it('loads one user for the form and updates it under its id', async () => {
    const { api, dataProvider } = users();
    const stored = {
      _id: 'u1',
      clientId,
      firstName: 'Ana',
      lastName: 'Ruiz',
      user: 'ana@x.example',
      phone: '15125550100',
      defaultPath: '/home',
      permission: { permission: [], practice: [practice._id] },
      setting: { canUseMultiPractice: false, forcePinEmail: true },
    };
    api.answer(Routes.findUser, stored);
    api.answer(Routes.updateUser, { _id: 'u1' });
    const { data } = await dataProvider.getOne('users', { id: 'u1' });
    expect(api.calls[0].options.body).toEqual({ userId: 'u1' });
    await dataProvider.update('users', { id: 'u1', data: { ...data, lastName: 'Ruiz-Soto' }, previousData: data });
    const body = api.calls[1].options.body as { payload: Record<string, unknown> };
    expect(body.payload).toMatchObject({ _id: 'u1', lastName: 'Ruiz-Soto', forcePinEmail: true });
  });
});
