/**
 * The clients resource (spec 02 §7): pages of 25 filtered by name, state and city (GET /api/client),
 * one client (GET /api/client/{id}), create with its first user (POST /api/client), change
 * (PUT /api/client/{id}) and delete (DELETE /api/client/{id}).
 */
import { clientFormSchema, Routes } from '@dental/contracts';
import { filterQuery, pageRange, type AdapterFactory, type RecordFields } from '../api/resourceAdapter';

export const CLIENTS_PAGE_SIZE = 25;

/** The client form's fields as the contract names them; anything else a record holds stays home. */
function clientFields(data: RecordFields) {
  return Object.fromEntries(Object.keys(clientFormSchema.shape).map((key) => [key, data[key] ?? '']));
}

export const clientsAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const query = { ...filterQuery(params.filter, ['name', 'state', 'city']), ...pageRange(params, CLIENTS_PAGE_SIZE) };
    const page = await call(Routes.listClients, { query, signal: params.signal });
    return { data: page.records, total: page.recordsQty };
  },
  getOne: (id, params) => call(Routes.getClient, { params: { id }, signal: params.signal }),
  create: (data) => call(Routes.createClient, { body: { ...clientFields(data), ...(data.user ? { user: data.user } : {}) } }),
  update: (id, data) => call(Routes.updateClient, { params: { id }, body: clientFields(data) }),
  delete: (id) => call(Routes.deleteClient, { params: { id } }),
});
