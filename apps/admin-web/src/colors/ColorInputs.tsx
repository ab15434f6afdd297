/** The colour form (spec 03 §5): a name, a colour and a priority above zero, checked by the contract's rules. */
import { colorFormErrors } from '@dental/contracts';
import { TextInput } from 'react-admin';
import { emptyAsText } from '../shared/formValues';

export const validateColor = (values: object) => {
  const { name, hexCode, colorPriority } = emptyAsText(values) as Record<string, unknown>;
  return colorFormErrors({ name: String(name ?? ''), hexCode: String(hexCode ?? ''), colorPriority: String(colorPriority ?? '') });
};

export const ColorInputs = () => (
  <>
    <TextInput source="name" label="Name" slotProps={{ htmlInput: { 'data-testid': 'color-name' } }} />
    <TextInput source="hexCode" label="Color" type="color" parse={(v: string) => v.toUpperCase()} helperText={false} />
    <TextInput source="colorPriority" label="Color Priority" slotProps={{ htmlInput: { 'data-testid': 'color-priority' } }} />
  </>
);
