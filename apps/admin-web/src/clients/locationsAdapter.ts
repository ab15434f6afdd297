/**
 * United States states (GET /api/shared/state) and the cities of one state (GET /api/shared/city),
 * the choices of the State and City inputs, as the `states` and `cities` resources. They come whole.
 */
import { Routes } from '@dental/contracts';
import type { AdapterFactory } from '../api/resourceAdapter';

export const statesAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const answer = await call(Routes.listStates, { query: { country: 'US' }, signal: params.signal });
    return { data: answer.value, total: answer.value.length };
  },
});

export const citiesAdapter: AdapterFactory = (call) => ({
  async getList(params) {
    const state = typeof params.filter?.state === 'string' ? params.filter.state : '';
    if (!state) return { data: [], total: 0 };
    const answer = await call(Routes.listCities, { query: { country: 'US', state }, signal: params.signal });
    return { data: answer.value, total: answer.value.length };
  },
});
