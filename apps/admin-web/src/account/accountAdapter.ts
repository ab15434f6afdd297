/**
 * The /profile page's data, the signed-in user's own. `profile`: getOne is the signed-in user's names
 * and e-mail (`GET` of the user's permissions, whatever the id asked; the phone is never answered, so
 * it reads empty); update is
 * `POST /api/v2/users/updateProfile` (first and last name, a phone only when given), answering the
 * fields saved and the server's message to show. `known-accesses`: getList is the devices and
 * locations the user signed in from (`GET /api/v2/users/access/all`, a handful, answered whole);
 * update allows or blocks one (`PUT /api/access/set/state`).
 */
import { Routes } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';

export const PROFILE_RESOURCE = 'profile';
export const KNOWN_ACCESSES_RESOURCE = 'known-accesses';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const profileAdapter: AdapterFactory = (call) => ({
  async getOne(_id, params) {
    const { user } = await call(Routes.userPermissions, { signal: params.signal });
    return { _id: user._id, email: user.email, firstName: user.firstName, lastName: user.lastName, phone: '' };
  },
  async update(id, data) {
    const phone = text(data.phone);
    const body = { firstName: text(data.firstName), lastName: text(data.lastName), ...(phone ? { phone } : {}) };
    const { message } = await call(Routes.updateProfile, { body });
    return { id, ...body, message };
  },
});

export const knownAccessesAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const accesses = await call(Routes.knownAccesses, { signal: params.signal });
    return { data: accesses, total: accesses.length };
  },
  update: (id, data) => call(Routes.setAccessState, { body: { accessId: id, state: data.state } }),
});
