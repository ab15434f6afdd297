/**
 * United States states and cities from the `country-state-city` package, which ships the data (no
 * network call). States are identified by their postal code (TX), cities by their name.
 */
import { City, State } from 'country-state-city';
import { AdminMessages, type LocationOption } from '@dental/contracts';
import { badInput } from '../access/actor';

const COUNTRY = 'US';

export function usStates(): LocationOption[] {
  return State.getStatesOfCountry(COUNTRY).map((s) => ({ id: s.isoCode, name: s.name }));
}

export function usCities(state: string): LocationOption[] {
  if (!state) return [];
  return City.getCitiesOfState(COUNTRY, state).map((c) => ({ id: c.name, name: c.name }));
}

/** Refuses a state that is not a US state code, or a city that is not in that state. */
export function checkLocation(state: string, city: string): void {
  if (!usStates().some((s) => s.id === state)) throw badInput('state', AdminMessages.selectState);
  if (!usCities(state).some((c) => c.name === city)) throw badInput('city', AdminMessages.selectCity);
}
