/**
 * The State and City pickers shared by the client form, the practice form and the clients filter:
 * United States states, then the cities of the chosen state; choosing another state clears the city.
 */
import { ChoiceField } from '../shared/ChoiceField';
import { useCities, useStates } from './useLocations';

export interface Place {
  state: string;
  city: string;
}

export const StateAndCityFields = ({
  state,
  city,
  errors = {},
  onChange,
}: Place & { errors?: Partial<Record<keyof Place, string>>; onChange: (place: Place) => void }) => {
  const states = useStates();
  const cities = useCities(state);
  return (
    <>
      <ChoiceField
        label="State"
        value={state}
        choices={states.map((s) => ({ value: s.id, label: s.name }))}
        onChange={(value) => onChange({ state: value, city: '' })}
        error={errors.state}
      />
      <ChoiceField
        label="City"
        value={city}
        choices={[...new Set(cities.map((c) => c.name))].map((name) => ({ value: name, label: name }))}
        onChange={(value) => onChange({ state, city: value })}
        error={errors.city}
      />
    </>
  );
};
