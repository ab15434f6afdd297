/**
 * The colors resource, a client's flag colours (spec 03 §7): the Flag Color table of the client the
 * list filters by, 25 a page (GET /api/scheme/color/grid/{clientId}); create
 * (POST /api/scheme/color/{clientId}), change (PUT /api/scheme/color/{clientId}/{colorId}) and delete
 * (DELETE /api/scheme/color/{clientId}/{colorId}). The API has no call for one colour: it is found
 * among the colours of the clients the user works with (GET /api/scheme/color/{clientId}).
 */
import { COLOR_PAGE_SIZE, Routes, type FlagColor } from '@dental/contracts';
import { pageRange, type AdapterFactory, type CallApi, type RecordFields } from '../api/resourceAdapter';
import { readAppSettings } from '../practices/appSettings';

/** The clients of the practices granted to the user, in the order they were granted. */
export function workedClients(): { id: string; name: string }[] {
  return [...new Map(readAppSettings().practices.map((p) => [p.clientId, p.clientName])).entries()].map(([id, name]) => ({
    id,
    name,
  }));
}

async function findColor(call: CallApi, id: string): Promise<FlagColor> {
  for (const client of workedClients()) {
    const found = (await call(Routes.listColors, { params: { id: client.id } })).find((c) => c._id === id);
    if (found) return found;
  }
  throw new Error('This color no longer exists');
}

/** The colour as the API takes it: the priority typed as text becomes a number. */
const colorBody = (data: RecordFields) => ({
  name: String(data.name ?? '').trim(),
  hexCode: String(data.hexCode ?? ''),
  colorPriority: Number(data.colorPriority),
});

export const colorsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const clientId = typeof params.filter?.clientId === 'string' ? params.filter.clientId : '';
    if (!clientId) return { data: [], total: 0 };
    const page = await call(Routes.colorGrid, { params: { clientId }, query: pageRange(params, COLOR_PAGE_SIZE), signal: params.signal });
    return { data: page.records, total: page.recordsQty };
  },
  getOne: (id) => findColor(call, id),
  create: (data) => call(Routes.createColor, { params: { id: String(data.clientId) }, body: colorBody(data) }),
  update: (id, data, previous) =>
    call(Routes.updateColor, { params: { id: String(previous.clientId), colorId: id }, body: colorBody(data) }),
  async delete(id, previous) {
    const clientId = previous?.clientId ? String(previous.clientId) : (await findColor(call, id)).clientId;
    return call(Routes.deleteColor, { params: { id: clientId, colorId: id } });
  },
});
