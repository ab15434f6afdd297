import { AdminMessages, ErrorCode, Messages, Routes } from '@dental/contracts';
import type { DataProvider } from 'react-admin';
import { fakeApi } from '../testing/fakeApi';
import { apiErrorOf } from './apiError';
import { composeDataProvider } from './dataProvider';
import type { AdapterFactory } from './resourceAdapter';

const practice = { _id: '65f0a1b2c3d4e5f601234501', clientId: '65f0a1b2c3d4e5f601230001', name: 'Downtown' };

/** A resource served by one call per method, to see what the composition adds around adapters. */
const practicesAdapter: AdapterFactory = (call) => ({
  getList: async () => {
    const page = await call(Routes.listPractices, {});
    return { data: page.records, total: page.recordsQty };
  },
  getOne: (id) => call(Routes.getPractice, { params: { id } }),
  update: (id, data) => call(Routes.updatePractice, { params: { id }, body: data }),
  delete: (id) => call(Routes.deletePractice, { params: { id } }),
});

function provider() {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider({ 'client-practice': practicesAdapter }, api.call) };
}

describe('the composed data provider', () => {
  it("gives every record the server's _id as its id", async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.listPractices, { records: [practice], recordsQty: 31 });
    const answer = await dataProvider.getList('client-practice', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(answer).toEqual({ data: [{ id: practice._id, clientId: practice.clientId, name: 'Downtown' }], total: 31 });
  });

  it('sends a record back without react-admin’s id: the id travels in the path', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.updatePractice, { ...practice, name: 'Uptown' });
    const answer = await dataProvider.update('client-practice', {
      id: practice._id,
      data: { id: practice._id, name: 'Uptown' },
      previousData: { id: practice._id, name: 'Downtown' },
    });
    expect(api.calls[0].options).toEqual({ params: { id: practice._id }, body: { name: 'Uptown' } });
    expect(answer.data).toMatchObject({ id: practice._id, name: 'Uptown' });
  });

  it('asks getOne for each id when the API has no call for several records', async () => {
    const { api, dataProvider } = provider();
    const other = { ...practice, _id: '65f0a1b2c3d4e5f601234502', name: 'Lakeside' };
    api.answer(Routes.getPractice, practice, other);
    const answer = await dataProvider.getMany('client-practice', { ids: [practice._id, other._id] });
    expect(answer.data.map((p) => p.name)).toEqual(['Downtown', 'Lakeside']);
    expect(api.calls.map((c) => c.options.params?.id)).toEqual([practice._id, other._id]);
  });

  it('deletes several records one at a time', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.deletePractice, { deleted: true }, { deleted: true });
    const answer = await dataProvider.deleteMany('client-practice', { ids: ['a1', 'b2'] });
    expect(answer.data).toEqual(['a1', 'b2']);
    expect(api.calls.map((c) => c.options.params?.id)).toEqual(['a1', 'b2']);
  });

  it("surfaces a refused input with the server's wording and the refused fields for the form", async () => {
    const { api, dataProvider } = provider();
    api.answer(
      Routes.updatePractice,
      apiErrorOf(400, {
        message: `name: ${AdminMessages.practiceName}`,
        displayable: true,
        code: ErrorCode.BadInput,
        issues: [{ path: 'name', message: AdminMessages.practiceName }],
      }),
    );
    await expect(
      dataProvider.update('client-practice', { id: 'p1', data: { name: '2' }, previousData: { id: 'p1' } }),
    ).rejects.toMatchObject({
      message: `name: ${AdminMessages.practiceName}`,
      status: 400,
      body: { errors: { name: AdminMessages.practiceName } },
    });
  });

  it('surfaces a failure the server does not explain as the general message', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.getPractice, apiErrorOf(500, { message: 'relation "practice" does not exist', displayable: false }));
    await expect(dataProvider.getOne('client-practice', { id: 'p1' })).rejects.toMatchObject({ message: Messages.tryAgain });
  });

  it('refuses a resource or a call that is not served, naming it', async () => {
    const { dataProvider } = provider();
    await expect(
      dataProvider.getList('bots', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow('No data is served for bots');
    await expect(dataProvider.create('client-practice', { data: { name: 'x' } })).rejects.toThrow('client-practice cannot be asked create');
  });

  it('refuses an answer whose record has no id', async () => {
    const { api, dataProvider } = provider();
    api.answer(Routes.getPractice, { name: 'no id' });
    await expect(dataProvider.getOne('client-practice', { id: 'p1' })).rejects.toThrow(
      'The client-practice answer holds a record without an id',
    );
  });
});

describe('the fields a form writes', () => {
  it("are sent with react-admin's emptied fields (null) as the empty text the contract takes", async () => {
    const api = fakeApi();
    const dataProvider = composeDataProvider({ 'client-practice': practicesAdapter }, api.call);
    api.answer(Routes.updatePractice, { ...practice, desc: '' });
    await dataProvider.update('client-practice', {
      id: practice._id,
      data: { id: practice._id, name: 'Uptown', desc: null, spreadsheetFields: { note: null } },
      previousData: { id: practice._id },
    });
    expect(api.calls[0].options.body).toEqual({ name: 'Uptown', desc: '', spreadsheetFields: { note: '' } });
  });
});

describe("an adapter's calls that are not CRUD", () => {
  /** A resource with one method that reads a practice by the call's own parameters. */
  const withMethods: AdapterFactory = (call) => ({
    methods: {
      practiceName: async ({ practiceId }: { practiceId: string }) => (await call(Routes.getPractice, { params: { id: practiceId } })).name,
    },
  });

  it('are the data provider’s own methods, by name, with the shared failure handling', async () => {
    const api = fakeApi();
    const dataProvider = composeDataProvider({ 'practice-names': withMethods }, api.call) as DataProvider & {
      practiceName(params: { practiceId: string }): Promise<string>;
    };
    api.answer(Routes.getPractice, practice, apiErrorOf(404, { code: ErrorCode.NotFound, message: 'Practice not found' }));
    expect(await dataProvider.practiceName({ practiceId: practice._id })).toBe('Downtown');
    expect(api.calls[0].options.params).toEqual({ id: practice._id });
    await expect(dataProvider.practiceName({ practiceId: 'gone' })).rejects.toMatchObject({ message: 'Practice not found', status: 404 });
  });

  it('may not take the name of a CRUD call or of another resource’s method', () => {
    const api = fakeApi();
    const shadowing: AdapterFactory = () => ({ methods: { getList: () => Promise.resolve([]) } });
    expect(() => composeDataProvider({ practices: shadowing }, api.call)).toThrow(
      'practices declares getList, which the data provider already serves',
    );
    expect(() => composeDataProvider({ a: withMethods, b: withMethods }, api.call)).toThrow('b declares practiceName');
  });
});
