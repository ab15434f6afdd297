/**
 * The bookmark form (spec 02 §5): its kind (text, checkbox, multiple), then the fields the server's
 * form for that kind lists (the bookmark-forms resource); checkbox and multiple kinds also take
 * options. Every field the kind's form marks required, and every option's code and label, must be
 * filled ('Dear user, please fill all the fields').
 */
import { BOOKMARK_ELEMENT_TYPES, TemplateMessages, type BookmarkForm } from '@dental/contracts';
import { ArrayInput, SelectInput, SimpleFormIterator, TextInput, useGetOne } from 'react-admin';
import { useWatch } from 'react-hook-form';

/** The check of a field that must be filled. */
export const filled = (value: unknown) => (String(value ?? '').trim() === '' ? TemplateMessages.fillAllFields : undefined);

/** Options are needed, at least one. */
const someOptions = (options: unknown) => (Array.isArray(options) && options.length > 0 ? undefined : TemplateMessages.fillAllFields);

export const BookmarkInputs = () => {
  const kind = useWatch({ name: 'elementType' }) as string | undefined;
  const { data: form } = useGetOne<BookmarkForm & { id: string }>('bookmark-forms', { id: kind ?? '' }, { enabled: !!kind });
  const shown = form?.type === kind ? form : undefined;
  return (
    <>
      <SelectInput
        source="elementType"
        label="Element type"
        choices={BOOKMARK_ELEMENT_TYPES.map((k) => ({ id: k, name: k }))}
        translateChoice={false}
        isRequired
      />
      {shown?.fields.map((f) =>
        f.input === 'select' ? (
          <SelectInput
            key={f.parameter}
            source={f.parameter}
            label={f.label}
            choices={f.items}
            optionValue="value"
            optionText="label"
            validate={f.required ? filled : undefined}
          />
        ) : (
          <TextInput
            key={f.parameter}
            source={f.parameter}
            label={f.label}
            validate={f.required ? filled : undefined}
            slotProps={{ htmlInput: { 'data-testid': `bookmark-${f.parameter}` } }}
          />
        ),
      )}
      {shown?.hasOptions && (
        <ArrayInput source="options" label="Options" validate={someOptions}>
          <SimpleFormIterator inline disableReordering disableClear>
            <TextInput source="bookmark" label="Code" helperText={false} validate={filled} />
            <TextInput source="label" label="Label" helperText={false} validate={filled} />
          </SimpleFormIterator>
        </ArrayInput>
      )}
    </>
  );
};
