/**
 * A drop-down of choices for the administration and template forms. A value that is not among the
 * choices shows as empty instead of an out-of-range warning: the choices often arrive after the
 * record (a client's templates, a state's cities). `emptyChoice` offers '' as a named choice
 * ("Default"); `testId` names the control and `choiceTestId` each choice, for the browser tests.
 */
import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { Choice } from '@dental/contracts';

type Passed = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'error' | 'children' | 'slotProps'>;

interface Single extends Passed {
  multiple?: false;
  value: string;
  onChange: (value: string) => void;
}

interface Multiple extends Passed {
  multiple: true;
  value: string[];
  onChange: (value: string[]) => void;
}

export type ChoiceFieldProps = (Single | Multiple) & {
  choices: readonly Choice[];
  error?: string;
  emptyChoice?: string;
  testId?: string;
  choiceTestId?: (value: string) => string;
};

export const ChoiceField = (props: ChoiceFieldProps) => {
  const { choices, error, emptyChoice, testId, choiceTestId, helperText, multiple, value, onChange, ...field } = props;
  const known = (v: string) => choices.some((c) => c.value === v) || (emptyChoice !== undefined && v === '');
  const shown = multiple ? (value as string[]).filter(known) : known(value as string) ? value : '';
  return (
    <TextField
      {...field}
      select
      value={shown}
      onChange={(e) => (onChange as (v: unknown) => void)(e.target.value)}
      error={!!error}
      helperText={error ?? helperText}
      slotProps={{
        select: {
          multiple: !!multiple,
          displayEmpty: emptyChoice !== undefined,
          SelectDisplayProps: (testId ? { 'data-testid': testId } : {}) as object,
        },
        ...(emptyChoice !== undefined ? { inputLabel: { shrink: true } } : {}),
      }}
    >
      {emptyChoice !== undefined && <MenuItem value="">{emptyChoice}</MenuItem>}
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value} data-testid={choiceTestId?.(c.value)}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
};
