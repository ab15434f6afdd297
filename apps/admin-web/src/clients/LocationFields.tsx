/**
 * The State and City pickers shared by the client form, the practice form and the clients filter:
 * United States states, then the cities of the chosen state; choosing another state clears the city.
 */
import { MenuItem, TextField } from '@mui/material';
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
      <TextField
        select
        label="State"
        value={states.some((s) => s.id === state) ? state : ''}
        onChange={(e) => onChange({ state: e.target.value, city: '' })}
        error={!!errors.state}
        helperText={errors.state}
      >
        {states.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="City"
        value={cities.some((c) => c.name === city) ? city : ''}
        onChange={(e) => onChange({ state, city: e.target.value })}
        error={!!errors.city}
        helperText={errors.city}
      >
        {cities.map((c) => (
          <MenuItem key={c.id} value={c.name}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
};
