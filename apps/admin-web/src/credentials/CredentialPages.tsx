/** `/credentials`, `/credential-form` and `/credential-edit` (spec 02 §2). */
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, Card, CardContent, IconButton, Stack, Typography } from '@mui/material';
import { CredentialMessages, Routes, type CredentialSummary, type GrantedClient } from '@dental/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { callApi } from '../api/httpClient';
import { ChoiceField } from '../shared/ChoiceField';
import { PagedTable } from '../shared/PagedTable';
import { CredentialEditor } from './CredentialEditor';

export const CredentialList = () => {
  const navigate = useNavigate();
  const [sets, setSets] = useState<CredentialSummary[] | null>(null);
  useEffect(() => {
    callApi(Routes.listCredentials)
      .then(setSets)
      .catch(() => setSets([]));
  }, []);
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h6">Credentials</Typography>
          <Stack sx={{ flexGrow: 1 }} />
          <Button variant="contained" onClick={() => navigate('/credential-form')}>
            Add
          </Button>
        </Stack>
        <PagedTable
          label="Credentials"
          columns={[
            { label: 'Client', cell: (c) => c.client },
            { label: 'Practice', cell: (c) => c.practice },
            { label: 'Created at', cell: (c) => c.dateCreated.slice(0, 10) },
          ]}
          rows={sets ?? []}
          rowKey={(c) => c._id}
          loading={sets === null}
          actions={(c) => (
            <IconButton
              size="small"
              aria-label={`Edit ${c.practice}`}
              onClick={() => navigate('/credential-edit', { state: { id: c._id, clientId: c.clientId, practiceId: c.practiceId } })}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          )}
        />
      </CardContent>
    </Card>
  );
};

const Pickers = ({
  clients,
  clientId,
  practiceId,
  disabled,
  onChange,
}: {
  clients: GrantedClient[];
  clientId: string;
  practiceId: string;
  disabled: boolean;
  onChange: (clientId: string, practiceId: string) => void;
}) => (
  <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
    <ChoiceField
      size="small"
      label="Client"
      value={clientId}
      disabled={disabled}
      choices={clients.map((c) => ({ value: c.clientId, label: c.clientName }))}
      onChange={(id) => onChange(id, '')}
      sx={{ minWidth: 220 }}
    />
    <ChoiceField
      size="small"
      label="Practice"
      value={practiceId}
      disabled={disabled}
      choices={(clients.find((c) => c.clientId === clientId)?.practices ?? []).map((p) => ({ value: p._id, label: p.name }))}
      onChange={(id) => onChange(clientId, id)}
      sx={{ minWidth: 220 }}
    />
  </Stack>
);

function useGrantedClients(): GrantedClient[] {
  const [clients, setClients] = useState<GrantedClient[]>([]);
  useEffect(() => {
    callApi(Routes.grantedPractices)
      .then(setClients)
      .catch(() => setClients([]));
  }, []);
  return clients;
}

export const CredentialFormPage = () => {
  const clients = useGrantedClients();
  const [choice, setChoice] = useState({ clientId: '', practiceId: '' });
  const [existing, setExisting] = useState<CredentialSummary[]>([]);
  useEffect(() => {
    callApi(Routes.listCredentials)
      .then(setExisting)
      .catch(() => setExisting([]));
  }, []);
  const current = existing.find((s) => s.practiceId === choice.practiceId);
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          Credentials
        </Typography>
        <Pickers clients={clients} {...choice} disabled={false} onChange={(clientId, practiceId) => setChoice({ clientId, practiceId })} />
        {choice.clientId && choice.practiceId ? (
          <CredentialEditor
            key={choice.practiceId}
            clientId={choice.clientId}
            practiceId={choice.practiceId}
            id={current?._id}
            fixed={false}
          />
        ) : (
          <Alert severity="info">{CredentialMessages.selectClientAndPractice}</Alert>
        )}
      </CardContent>
    </Card>
  );
};

export const CredentialEditPage = () => {
  const clients = useGrantedClients();
  const state = useLocation().state as { id?: string; clientId?: string; practiceId?: string } | null;
  if (!state?.id || !state.clientId || !state.practiceId)
    return (
      <Alert severity="info" sx={{ m: 2 }}>
        {CredentialMessages.selectClientAndPractice}
      </Alert>
    );
  return (
    <Card sx={{ m: 2 }}>
      <CardContent>
        <Typography variant="h6" sx={{ mb: 2 }}>
          Credentials
        </Typography>
        <Pickers clients={clients} clientId={state.clientId} practiceId={state.practiceId} disabled onChange={() => undefined} />
        <CredentialEditor key={state.id} clientId={state.clientId} practiceId={state.practiceId} id={state.id} fixed />
      </CardContent>
    </Card>
  );
};
