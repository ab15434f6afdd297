/**
 * The 'New Template' and 'Duplicating: {name}' modals over the list, addressed as
 * `/template/create` and `/template/create?duplicate={id}`: a name and a description, both required,
 * at most 40 characters. A new template opens in the editor; a copy goes back to the list.
 */
import { TEMPLATE_TEXT_MAX } from '@dental/contracts';
import { Create, SimpleForm, TextInput, useGetOne, useNotify, useRedirect } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { DialogToolbar, RecordDialog, useDialogRoute } from '../shared/RecordDialog';
import { validateTemplateTextValues } from './templateRules';

/** The field with its count of characters until it is checked. */
const TextField = ({ source, label }: { source: 'name' | 'description'; label: string }) => {
  const value = useWatch<Record<string, string>>({ name: source }) ?? '';
  return (
    <TextInput
      source={source}
      label={label}
      isRequired
      helperText={`${value.length}/${TEMPLATE_TEXT_MAX}`}
      slotProps={{ htmlInput: { 'data-testid': `template-${source}` } }}
    />
  );
};

const TemplateCreate = ({ title, duplicateOf, description }: { title: string; duplicateOf?: string; description: string }) => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <RecordDialog title={title} maxWidth="xs">
      <Create
        resource="template"
        title={false}
        component="div"
        actions={false}
        mutationMode="pessimistic"
        mutationOptions={{
          onSuccess: (created: { id: string }) => {
            notify(duplicateOf ? 'Template duplicated' : 'Template created', { type: 'success' });
            if (duplicateOf) redirect('list', 'template');
            else redirect('edit', 'template', created.id);
          },
          onError: (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
        }}
      >
        <SimpleForm
          defaultValues={{ name: '', description, ...(duplicateOf ? { duplicateOf } : {}) }}
          validate={validateTemplateTextValues}
          toolbar={<DialogToolbar saveTestId="template-save" />}
        >
          <TextField source="name" label="Name" />
          <TextField source="description" label="Description" />
        </SimpleForm>
      </Create>
    </RecordDialog>
  );
};

/** The copy keeps the original's description until changed; its name is new. */
const TemplateDuplicate = ({ id }: { id: string }) => {
  const { data } = useGetOne<{ id: string; name: string; description: string }>('template', { id });
  if (!data) return null;
  return <TemplateCreate title={`Duplicating: ${data.name}`} duplicateOf={id} description={data.description} />;
};

export const TemplateDialogs = () => {
  const { creating } = useDialogRoute('template');
  const duplicate = useSearchParams()[0].get('duplicate');
  if (!creating) return null;
  return duplicate ? <TemplateDuplicate id={duplicate} /> : <TemplateCreate title="New Template" description="" />;
};
