import { ALL_TRANSACTIONS_GRID_ID, Routes } from '@dental/contracts';
import { composeDataProvider } from '../api/dataProvider';
import { fakeApi } from '../testing/fakeApi';
import { columnsAdapter } from './columnsAdapter';

const column = (id: string, name: string) => ({ _id: id, key: name.toLowerCase(), name, description: `${name} column`, columnGridId: 'g' });
const grid = [column('c1', 'Patient'), column('c2', 'Carrier')];
const choice = (id: string, columnId: string) => ({ _id: id, columnId, columnGridId: 'g', columnGridName: 'All', key: columnId });

function columns() {
  const api = fakeApi();
  return { api, dataProvider: composeDataProvider({ 'columns-configurations': columnsAdapter }, api.call) };
}

const listParams = { pagination: { page: 1, perPage: 200 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

describe('the columns-configurations adapter', () => {
  it("lists the grid's columns, each on when the user chose it", async () => {
    const { api, dataProvider } = columns();
    api.answer(Routes.gridColumns, grid);
    api.answer(Routes.userColumns, [choice('u1', 'c2')]);
    const { data, total } = await dataProvider.getList('columns-configurations', listParams);
    expect(api.calls.find((c) => c.route === Routes.gridColumns)?.options.params).toEqual({ id: ALL_TRANSACTIONS_GRID_ID });
    expect(total).toBe(2);
    expect(data.map((c) => [c.id, c.active, c.choiceId])).toEqual([
      ['c1', false, null],
      ['c2', true, 'u1'],
    ]);
  });

  it('turns a column on by adding a choice, and off by removing that choice', async () => {
    const { api, dataProvider } = columns();
    api.answer(Routes.addUserColumn, choice('u2', 'c1'));
    api.answer(Routes.gridColumns, grid, grid);
    api.answer(Routes.userColumns, [choice('u1', 'c2'), choice('u2', 'c1')], [choice('u2', 'c1')]);
    api.answer(Routes.removeUserColumn, { deleted: true });
    const on = await dataProvider.update('columns-configurations', {
      id: 'c1',
      data: { active: true },
      previousData: { id: 'c1', ...column('c1', 'Patient'), active: false, choiceId: null },
    });
    expect(api.calls[0]).toMatchObject({ route: Routes.addUserColumn, options: { body: { columnId: 'c1' } } });
    expect(on.data).toMatchObject({ id: 'c1', active: true, choiceId: 'u2' });
    const off = await dataProvider.update('columns-configurations', {
      id: 'c2',
      data: { active: false },
      previousData: { id: 'c2', ...column('c2', 'Carrier'), active: true, choiceId: 'u1' },
    });
    expect(api.calls.find((c) => c.route === Routes.removeUserColumn)?.options.params).toEqual({ id: 'u1' });
    expect(off.data).toMatchObject({ id: 'c2', active: false, choiceId: null });
  });
});
