/** The template a client or a practice form assigns, chosen among the templates by name. */
import type { TemplateSummary } from '@dental/contracts';
import { SelectInput, useGetList, type SelectInputProps } from 'react-admin';

export const TemplateInput = (props: Omit<SelectInputProps, 'choices'>) => {
  const { data, isPending } = useGetList<TemplateSummary & { id: string }>('template', {
    pagination: { page: 1, perPage: 200 },
  });
  return <SelectInput label="Template" {...props} choices={data ?? []} isPending={isPending} optionText="name" />;
};
