/**
 * The NS key form (spec 02 §4, §5): a client and its key. A new key is offered only for clients that
 * have none; editing keeps the client fixed.
 */
import { nsKeySchema, type GrantedClient, type NsKeyRecord } from '@dental/contracts';
import { SelectInput, TextInput, useGetList, useRecordContext } from 'react-admin';
import { checkedBy } from '../shared/formErrors';

export const validateNsKey = checkedBy(nsKeySchema);

export const ClientNsInputs = () => {
  const record = useRecordContext<NsKeyRecord & { id: string }>();
  const clients = useGetList<GrantedClient & { id: string }>('connections');
  const keys = useGetList<NsKeyRecord & { id: string }>('client-ns', { pagination: { page: 1, perPage: 1000 } }, { enabled: !record });
  const choices = record
    ? [{ id: record.clientId, name: record.client }]
    : (clients.data ?? [])
        .filter((c) => !(keys.data ?? []).some((k) => k.clientId === c.clientId))
        .map((c) => ({ id: c.clientId, name: c.clientName }));
  return (
    <>
      <SelectInput source="clientId" label="Client" choices={choices} disabled={!!record} isPending={clients.isPending} isRequired />
      <TextInput source="key" label="NS" />
    </>
  );
};
