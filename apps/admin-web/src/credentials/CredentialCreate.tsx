/**
 * `/credentials/create` (the spec's /credential-form): pick the client and the practice; once both
 * are chosen the credential groups and Save appear. A practice that already has a set opens that
 * set's page instead. Saved, the editor continues on the set's own page, client and practice fixed.
 */
import { Alert } from '@mui/material';
import { CredentialMessages, type CredentialSummary, type GrantedClient } from '@dental/contracts';
import { Create, SelectInput, SimpleForm, useGetList, useNotify, useRedirect } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Navigate } from 'react-router-dom';
import { validateCredentials } from './credentialGroups';
import { CredentialGroupsInput } from './CredentialGroupsInput';

type Connection = GrantedClient & { id: string };

const ClientAndPractice = () => {
  const { setValue } = useFormContext();
  const clientId = useWatch({ name: 'clientId' }) as string;
  const practiceId = useWatch({ name: 'practiceId' }) as string;
  const clients = useGetList<Connection>('connections');
  const sets = useGetList<CredentialSummary & { id: string }>('credentials', { pagination: { page: 1, perPage: 1000 } });
  const practices = clients.data?.find((c) => c.clientId === clientId)?.practices ?? [];
  const existing = sets.data?.find((s) => s.practiceId === practiceId);
  if (existing) return <Navigate to={`/credentials/${existing.id}`} replace />;
  return (
    <>
      <SelectInput
        source="clientId"
        label="Client"
        choices={(clients.data ?? []).map((c) => ({ id: c.clientId, name: c.clientName }))}
        isPending={clients.isPending}
        isRequired
        onChange={() => setValue('practiceId', '')}
      />
      <SelectInput source="practiceId" label="Practice" choices={practices} optionValue="_id" isRequired />
      {clientId && practiceId ? <CredentialGroupsInput /> : <Alert severity="info">{CredentialMessages.selectClientAndPractice}</Alert>}
    </>
  );
};

export const CredentialCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Credentials"
      mutationOptions={{
        onSuccess: (set: { id: string }) => {
          notify(CredentialMessages.saved, { type: 'success' });
          redirect('edit', 'credentials', set.id);
        },
        onError: (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      }}
    >
      <SimpleForm defaultValues={{ clientId: '', practiceId: '', groups: [] }} validate={validateCredentials}>
        <ClientAndPractice />
      </SimpleForm>
    </Create>
  );
};
