/**
 * The 'New Client' and 'Edit Client' modals share this client form (spec 02 §2, §5). The new-client
 * modal adds the first user's fields (decision 4: its submit creates that user). The contract's
 * schema checks the form, so its messages ('Select Template', 'Select State', 'Select City') show
 * beside the fields before any call.
 */
import { TextField, Typography } from '@mui/material';
import { createClientSchema, type ClientRecord } from '@dental/contracts';
import { useState } from 'react';
import { ChoiceField } from '../shared/ChoiceField';
import { FormDialog, messagesByField } from '../shared/FormDialog';
import { StateAndCityFields } from './LocationFields';
import { useTemplateChoices } from '../templates/useTemplateChoices';

const CLIENT_FIELDS = { name: '', email: '', phone: '', zipCode: '', state: '', city: '', address: '', templateId: '', planTemplateId: '' };
const USER_FIELDS = { firstName: '', lastName: '', phone: '', email: '', password: '' };
export type ClientDraft = typeof CLIENT_FIELDS & { user?: typeof USER_FIELDS };

export const ClientFormDialog = ({
  record,
  onCancel,
  onSave,
}: {
  /** Undefined: the New Client modal. */
  record?: ClientRecord;
  onCancel: () => void;
  onSave: (draft: ClientDraft) => Promise<void>;
}) => {
  const [client, setClient] = useState(() => (record ? pick(record) : CLIENT_FIELDS));
  const [user, setUser] = useState(USER_FIELDS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const templates = useTemplateChoices();

  const submit = async () => {
    const draft: ClientDraft = record ? client : { ...client, user };
    const parsed = createClientSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(messagesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    await onSave(draft);
  };

  const field = (name: keyof typeof CLIENT_FIELDS, label: string) => (
    <TextField
      label={label}
      value={client[name]}
      onChange={(e) => setClient({ ...client, [name]: e.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
    />
  );
  const userField = (name: keyof typeof USER_FIELDS, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={user[name]}
      onChange={(e) => setUser({ ...user, [name]: e.target.value })}
      error={!!errors[`user.${name}`]}
      helperText={errors[`user.${name}`]}
    />
  );

  return (
    <FormDialog title={record ? 'Edit Client' : 'New Client'} maxWidth="md" onCancel={onCancel} onSave={() => void submit()}>
      {field('name', 'Name')}
      {field('email', 'Email')}
      {field('phone', 'Phone')}
      {field('zipCode', 'Zip code')}
      <StateAndCityFields
        state={client.state}
        city={client.city}
        errors={errors}
        onChange={(place) => setClient({ ...client, ...place })}
      />
      {field('address', 'Address')}
      {templates ? (
        <ChoiceField
          label="Template"
          value={client.templateId}
          choices={templates}
          onChange={(templateId) => setClient({ ...client, templateId })}
          error={errors.templateId}
        />
      ) : (
        field('templateId', 'Template')
      )}
      {field('planTemplateId', 'Plan template')}
      {!record && (
        <>
          <Typography variant="subtitle2">First user</Typography>
          {userField('firstName', 'First name')}
          {userField('lastName', 'Last name')}
          {userField('phone', 'Phone number')}
          {userField('email', 'User email')}
          {userField('password', 'Password', 'password')}
        </>
      )}
    </FormDialog>
  );
};

function pick(record: ClientRecord): typeof CLIENT_FIELDS {
  return Object.fromEntries(
    Object.keys(CLIENT_FIELDS).map((k) => [k, String(record[k as keyof ClientRecord] ?? '')]),
  ) as typeof CLIENT_FIELDS;
}
