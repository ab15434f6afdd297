/**
 * `/shared-elements/:id` (the spec's /share-bookmarks/{id}): the template's categories with a
 * checkbox per bookmark, and 'Share Elements', which needs at least one bookmark chosen ('Please
 * select at least one Bookmark') and stays on the page once shared.
 */
import { Card, CardContent, Checkbox, FormControlLabel, FormGroup, FormHelperText, Stack, Typography } from '@mui/material';
import { TemplateMessages, formFields, type TemplateForm } from '@dental/contracts';
import { Edit, SaveButton, SimpleForm, Toolbar, useInput, useNotify, useRecordContext } from 'react-admin';
import { validateShared } from './sharedElementsRules';

type SharedRecord = Omit<TemplateForm, '_id'> & { id: string; elements: string[] };

/** The template's bookmarks by category, each a checkbox of the `elements` field. */
const SharedElementsInput = () => {
  const template = useRecordContext<SharedRecord>();
  const { field, fieldState } = useInput<string[]>({ source: 'elements', defaultValue: [] });
  if (!template) return null;
  const chosen: string[] = field.value ?? [];
  const toggle = (id: string) => field.onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Typography variant="h6" component="h2">
        {template.name}
      </Typography>
      {template.content.map((section) => (
        <Card key={section._id} variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h3">
              {section.categoryName}
            </Typography>
            <FormGroup>
              {formFields({ content: [section] }).map(({ field: bookmark, subsection }) => (
                <FormControlLabel
                  key={bookmark._id}
                  label={subsection ? `${subsection.code} — ${bookmark.label}` : bookmark.label}
                  control={<Checkbox checked={chosen.includes(bookmark._id)} onChange={() => toggle(bookmark._id)} />}
                />
              ))}
            </FormGroup>
          </CardContent>
        </Card>
      ))}
      {fieldState.error?.message && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </Stack>
  );
};

export const SharedElementsEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      title="Share Elements"
      actions={false}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => notify(TemplateMessages.shared, { type: 'success' }),
        onError: (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      }}
    >
      <SimpleForm
        validate={validateShared}
        toolbar={
          <Toolbar>
            <SaveButton label="Share Elements" icon={<></>} alwaysEnable data-testid="share-elements" />
          </Toolbar>
        }
      >
        <SharedElementsInput />
      </SimpleForm>
    </Edit>
  );
};
