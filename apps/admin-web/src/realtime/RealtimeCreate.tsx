/**
 * The carrier form (spec 03 "New Record"): pick the practice and the carrier, then fill the fields
 * that carrier's form defines (`POST /api/iv/carrier/form`); Submit starts the verification
 * (`POST /api/iv/carrier/store`) and opens its record, which shows the answer as cards. The form's
 * rules are the contract's (`checkCarrierForm`), the same the server applies: 'Please, fill all
 * fields of the form', 'Please, select a carrier', each field's maxlength.
 */
import { Alert, Typography } from '@mui/material';
import { RealtimeMessages, checkCarrierForm, type CarrierFormField } from '@dental/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  Create,
  DateInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useDataProvider,
  useGetList,
  useNotify,
  useRedirect,
  type DataProvider,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { readAppSettings } from '../practices/appSettings';
import { REALTIME_FORMS_RESOURCE, type RealtimeMethods } from './realtimeCalls';
import { REALTIME_CARRIERS_RESOURCE, REALTIME_RESOURCE } from './realtimeAdapter';

type Values = Record<string, unknown>;
const NO_FIELDS: CarrierFormField[] = [];

function CarrierFields({ onFields }: { onFields: (fields: CarrierFormField[]) => void }) {
  const carrierId = useWatch({ name: 'carrierId' }) as string | undefined;
  const dataProvider = useDataProvider<DataProvider & RealtimeMethods>();
  const { data, error } = useQuery({
    queryKey: [REALTIME_FORMS_RESOURCE, 'carrierForm', carrierId],
    queryFn: ({ signal }) => dataProvider.carrierForm({ carrierId: carrierId!, signal }),
    enabled: !!carrierId,
    retry: false,
  });
  const fields = carrierId && data ? data : NO_FIELDS;
  useEffect(() => onFields(fields), [fields, onFields]);
  if (carrierId && error) return <Alert severity="error">{error.message}</Alert>;
  if (!carrierId) return <Typography color="text.secondary">{RealtimeMessages.selectCarrier}</Typography>;
  return (
    <>
      {fields.map((field) => {
        const common = { key: field.name, source: field.name, label: field.label, helperText: field.placeholder ?? false };
        if (field.type === 'date') return <DateInput {...common} />;
        if (field.type === 'select')
          return <SelectInput {...common} choices={(field.options ?? []).map((o) => ({ id: o.value, name: o.label }))} />;
        return <TextInput {...common} slotProps={{ htmlInput: { maxLength: field.cond?.maxlength } }} />;
      })}
    </>
  );
}

export const RealtimeCreate = () => {
  const settings = readAppSettings();
  const practices = settings.selectedPractices.length ? settings.selectedPractices : settings.practices;
  const { data: carriers = [] } = useGetList(REALTIME_CARRIERS_RESOURCE, { pagination: { page: 1, perPage: 100 } });
  const [fields, setFields] = useState<CarrierFormField[]>([]);
  const notify = useNotify();
  const redirect = useRedirect();
  // The form keeps the first validate it is given; the carrier's fields are read from here when it runs.
  const current = useRef<CarrierFormField[]>([]);
  current.current = fields;

  const validate = (values: Values) => {
    const errors: Record<string, string> = {};
    if (!values.practiceId) errors.practiceId = RealtimeMessages.fillAll;
    if (!values.carrierId) {
      errors.carrierId = RealtimeMessages.selectCarrier;
      return errors;
    }
    const shownFields = current.current;
    const given = Object.fromEntries(shownFields.map((f) => [f.name, values[f.name] ?? '']));
    for (const issue of checkCarrierForm(shownFields, given)) errors[issue.path] ??= issue.message;
    return errors;
  };

  // Only the chosen carrier's fields travel; a field of a carrier chosen before is dropped.
  const transform = (values: Values) => {
    const carrier = carriers.find((c) => c.id === values.carrierId);
    const formValues = Object.fromEntries(current.current.flatMap((f) => (values[f.name] ? [[f.name, String(values[f.name])]] : [])));
    return { practiceId: values.practiceId, carrierId: values.carrierId, carrierName: carrier?.name ?? '', ...formValues };
  };

  return (
    <Create
      resource={REALTIME_RESOURCE}
      title="Real Time Verification"
      transform={transform}
      mutationOptions={{
        onSuccess: (record: { id: string }) => {
          notify('The verification was sent to the carrier', { type: 'success' });
          redirect('show', REALTIME_RESOURCE, record.id);
        },
      }}
    >
      <SimpleForm validate={validate} defaultValues={{ practiceId: practices.length === 1 ? practices[0]._id : undefined }}>
        <SelectInput source="practiceId" label="Practice" choices={practices.map((p) => ({ id: p._id, name: p.name }))} />
        <SelectInput source="carrierId" label="Carrier" choices={carriers.map((c) => ({ id: c.id, name: c.name }))} />
        <CarrierFields onFields={setFields} />
      </SimpleForm>
    </Create>
  );
};
