/**
 * The users resource (spec 02 §7): the selected practice's client's users, ten to a page and
 * filtered by first name, last name and e-mail (GET /api/v2/users/get/all); one user as the form
 * loads it (POST /api/v2/users/search/id); save, update and delete (POST /api/v2/users/save,
 * /update, /delete). With no practice selected there is no client to list.
 */
import { Routes } from '@dental/contracts';
import { filterQuery, pageRange, type AdapterFactory } from '../api/resourceAdapter';
import { readAppSettings, selectedClientId, selectedPracticeIds } from '../practices/appSettings';
import { userRequest, type UserFormValues } from './userForm';

export const USERS_PAGE_SIZE = 10;

/** The practice a new user's client is taken from: the first selected one, else one of the user's own. */
function requestPractice(values: UserFormValues): string {
  return selectedPracticeIds(readAppSettings())[0] ?? values.permission.practice[0] ?? '';
}

export const usersAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const clientId = selectedClientId(readAppSettings());
    if (!clientId) return { data: [], total: 0 };
    const query = { clientId, ...filterQuery(params.filter, ['firstName', 'lastName', 'email']), ...pageRange(params, USERS_PAGE_SIZE) };
    const page = await call(Routes.listUsers, { query, signal: params.signal });
    return { data: page.records, total: page.recordsQty };
  },
  getOne: (id, params) => call(Routes.findUser, { body: { userId: id }, signal: params.signal }),
  async create(data) {
    const values = data as UserFormValues;
    const saved = await call(Routes.saveUser, { body: userRequest(values, requestPractice(values)) });
    return { ...values, _id: saved._id };
  },
  async update(id, data) {
    const values = data as UserFormValues;
    await call(Routes.updateUser, { body: userRequest(values, requestPractice(values), id) });
    return { ...values, _id: id };
  },
  delete: (id) => call(Routes.deleteUser, { body: { userId: id } }),
});
