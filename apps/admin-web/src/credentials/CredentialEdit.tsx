/**
 * `/credentials/:id` (the spec's /credential-edit): a practice's credential groups with the client
 * and practice fixed, values masked; Reveal (for holders of `clientCredentials.reveal`) loads them
 * again unmasked; 'Clear all Credential' deletes the set and returns to the list.
 */
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Button } from '@mui/material';
import { CredentialMessages } from '@dental/contracts';
import {
  DeleteButton,
  Edit,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useHasPermission } from '../access/useHasPermission';
import { validateCredentials } from './credentialGroups';
import { CredentialGroupsInput } from './CredentialGroupsInput';
import type { CredentialForm } from './credentialsAdapter';

const RevealButton = () => {
  const record = useRecordContext<CredentialForm & { id: string }>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { reset } = useFormContext();
  if (!record) return null;
  const reveal = async () => {
    try {
      const { data } = await dataProvider.getOne('credentials', { id: record.id, meta: { reveal: true } });
      reset(data);
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <Button startIcon={<VisibilityIcon />} onClick={() => void reveal()}>
      Reveal
    </Button>
  );
};

const CredentialToolbar = () => {
  const canReveal = useHasPermission('clientCredentials.reveal');
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton alwaysEnable />
      {canReveal && <RevealButton />}
      <DeleteButton
        label="Clear all Credential"
        mutationMode="pessimistic"
        confirmTitle="Delete"
        confirmContent={CredentialMessages.confirmDeleteAll}
        mutationOptions={{
          onSuccess: () => {
            notify(CredentialMessages.deletedAll, { type: 'success' });
            redirect('list', 'credentials');
          },
        }}
        sx={{ ml: 'auto' }}
      />
    </Toolbar>
  );
};

const FixedClientAndPractice = () => {
  const record = useRecordContext<CredentialForm>();
  return (
    <>
      <SelectInput source="clientId" label="Client" choices={record ? [{ id: record.clientId, name: record.client }] : []} disabled />
      <SelectInput
        source="practiceId"
        label="Practice"
        choices={record ? [{ id: record.practiceId, name: record.practice }] : []}
        disabled
      />
    </>
  );
};

export const CredentialEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      title="Credentials"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => notify(CredentialMessages.saved, { type: 'success' }),
        onError: (error: unknown) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
      }}
    >
      <SimpleForm validate={validateCredentials} toolbar={<CredentialToolbar />}>
        <FixedClientAndPractice />
        <CredentialGroupsInput />
      </SimpleForm>
    </Edit>
  );
};
