/** United States states and the cities of one state, from `GET /api/shared/state` and `/api/shared/city`. */
import { Routes, type LocationOption } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { callApi } from '../api/httpClient';

export function useStates(): LocationOption[] {
  const [states, setStates] = useState<LocationOption[]>([]);
  useEffect(() => {
    callApi(Routes.listStates, { query: { country: 'US' } })
      .then((answer) => setStates(answer.value))
      .catch(() => setStates([]));
  }, []);
  return states;
}

export function useCities(state: string): LocationOption[] {
  const [cities, setCities] = useState<LocationOption[]>([]);
  useEffect(() => {
    if (!state) {
      setCities([]);
      return;
    }
    callApi(Routes.listCities, { query: { country: 'US', state } })
      .then((answer) => setCities(answer.value))
      .catch(() => setCities([]));
  }, [state]);
  return cities;
}
