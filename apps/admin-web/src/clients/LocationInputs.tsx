/**
 * The State and City inputs shared by the client form, the practice form and the clients filter:
 * United States states, then the cities of the chosen state; choosing another state clears the city.
 */
import type { LocationOption } from '@dental/contracts';
import { useMemo } from 'react';
import { SelectInput, useGetList } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

const WHOLE = { pagination: { page: 1, perPage: 1000 } };

/** `required` in forms, where a place must be chosen; a filter offers the empty choice to filter by none. */
export const StateAndCityInputs = ({ helperText, required = false }: { helperText?: false; required?: boolean }) => {
  const { setValue } = useFormContext();
  const state = useWatch({ name: 'state' }) as string | undefined;
  const states = useGetList<LocationOption>('states', WHOLE);
  const cities = useGetList<LocationOption>('cities', { ...WHOLE, filter: { state } }, { enabled: !!state });
  // A city's name is what is stored; one state may list a name twice (two counties).
  const cityChoices = useMemo(
    () => [...new Set((cities.data ?? []).map((c) => c.name))].map((name) => ({ id: name, name })),
    [cities.data],
  );
  return (
    <>
      <SelectInput
        source="state"
        label="State"
        choices={states.data ?? []}
        isPending={states.isPending}
        helperText={helperText}
        isRequired={required}
        onChange={() => setValue('city', '')}
      />
      <SelectInput
        source="city"
        label="City"
        choices={cityChoices}
        isPending={!!state && cities.isPending}
        helperText={helperText}
        isRequired={required}
      />
    </>
  );
};
