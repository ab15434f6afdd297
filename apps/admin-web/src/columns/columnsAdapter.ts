/**
 * The columns-configurations resource (spec 03): every column of the All Transactions grid
 * (GET /api/appsetting/columns/grid/{id}), each with whether the signed-in user shows it, from the
 * user's chosen columns (GET /api/appsetting/customizeGrid/user/columns). Turning a column on adds a
 * choice (POST .../user/column); turning it off removes the choice (DELETE .../user/column/{id}).
 * The grid has a few dozen columns, answered whole.
 */
import { ALL_TRANSACTIONS_GRID_ID, Routes, type GridColumn } from '@dental/contracts';
import { pageOf, type AdapterFactory, type CallApi } from '../api/resourceAdapter';

/** A grid column and the user's choice of it. */
export type ColumnChoice = GridColumn & { active: boolean; choiceId: string | null };

async function columnChoices(call: CallApi, signal?: AbortSignal): Promise<ColumnChoice[]> {
  const [all, mine] = await Promise.all([
    call(Routes.gridColumns, { params: { id: ALL_TRANSACTIONS_GRID_ID }, signal }),
    call(Routes.userColumns, { signal }),
  ]);
  return all.map((column) => {
    const choice = mine.find((c) => c.columnId === column._id);
    return { ...column, active: choice !== undefined, choiceId: choice?._id ?? null };
  });
}

export const columnsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    return pageOf(await columnChoices(call, params.signal), params);
  },
  async getOne(id, params) {
    const found = (await columnChoices(call, params.signal)).find((c) => c._id === id);
    if (!found) throw new Error('This column no longer exists');
    return found;
  },
  async update(id, data, previous) {
    if (data.active === previous.active) return { ...previous, _id: id };
    if (data.active === true) await call(Routes.addUserColumn, { body: { columnId: id } });
    else if (previous.choiceId) await call(Routes.removeUserColumn, { params: { id: String(previous.choiceId) } });
    const now = (await columnChoices(call)).find((c) => c._id === id);
    if (!now) throw new Error('This column no longer exists');
    return now;
  },
});
