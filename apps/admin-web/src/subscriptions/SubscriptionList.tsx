/**
 * DentalMation Clients (`/dentalmation-clients`; `/dental-mation-clients` and `/billings` lead here):
 * the clients' subscriptions, filtered by Client, Product and Practice, 10 clients a page. A row
 * expands into its practices and their subscriptions, each with its status as the provider returns
 * it, **Cancel** (asks first, then cancels at the provider) and **Details**. The subscriptions of a
 * practice are the client record's array, listed in memory by react-admin (useList) like any list.
 */
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  List,
  ListContextProvider,
  Pagination,
  TextInput,
  TopToolbar,
  useList,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import {
  SUBSCRIPTION_PAGE_SIZE,
  SubscriptionMessages,
  type SubscriptionItem,
  type SubscriptionRecord,
  type SubscriptionPage,
} from '@dental/contracts';
import type { ScreenRecord } from '../features';
import { FilterPopover } from '../shared/FilterPopover';

type ClientRow = ScreenRecord<SubscriptionRecord>;
type SubscriptionRow = ScreenRecord<SubscriptionItem>;

export const statusColor = (status: string) =>
  status === 'active' || status === 'trialing' ? 'success' : status === 'canceled' || status === 'unpaid' ? 'default' : 'warning';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');

const CancelButton = ({ subscription }: { subscription: SubscriptionRow }) => {
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (subscription.status === 'canceled') return null;
  return (
    <>
      <Button size="small" color="error" onClick={() => setAsking(true)}>
        Cancel
      </Button>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="Cancel subscription"
        content={`Cancel the ${subscription.productObj.productName} subscription? The provider stops billing it now.`}
        confirm="Cancel subscription"
        cancel="Keep it"
        onConfirm={() =>
          update(
            'dentalmation-product',
            { id: subscription.id, data: { status: 'canceled' }, previousData: { id: subscription.id } },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => {
                notify(SubscriptionMessages.canceled, { type: 'success' });
                refresh();
              },
              onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
              onSettled: () => setAsking(false),
            },
          )
        }
        onClose={() => setAsking(false)}
      />
    </>
  );
};

/** One practice's subscriptions: the record's array as an in-memory react-admin list (useList), shown by a DataTable. */
const PracticeSubscriptions = ({ practice }: { practice: SubscriptionRecord['practicesObj'][number] }) => {
  const list = useList<SubscriptionRow>({ data: practice.subscriptionObj.map((s) => ({ ...s, id: s._id })) });
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="subtitle2">{practice.name}</Typography>
      <ListContextProvider value={list}>
        <DataTable<SubscriptionRow>
          aria-label={`Subscriptions of ${practice.name}`}
          bulkActionButtons={false}
          rowClick={false}
          size="small"
        >
          <DataTable.Col source="productObj.productName" label="Product" disableSort />
          <DataTable.Col source="created" label="Created" disableSort render={(s) => day(s.created)} />
          <DataTable.Col source="lastPaymentDate" label="Last payment" disableSort render={(s) => day(s.lastPaymentDate)} />
          <DataTable.Col
            source="status"
            label="Status"
            disableSort
            render={(s) => <Chip size="small" color={statusColor(s.status)} label={s.status} />}
          />
          <DataTable.Col label="Actions" align="right">
            <SubscriptionActions />
          </DataTable.Col>
        </DataTable>
      </ListContextProvider>
    </Box>
  );
};

const SubscriptionActions = () => {
  const subscription = useRecordContext<SubscriptionRow>();
  if (!subscription) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <CancelButton subscription={subscription} />
      <Button size="small" component={Link} to={`/dentalmation-product/${subscription.id}`}>
        Details
      </Button>
    </Stack>
  );
};

/** A client's practices, each with its subscriptions. */
const ClientPanel = () => {
  const client = useRecordContext<ClientRow>();
  if (!client) return null;
  return (
    <Box sx={{ pl: 4, pb: 2 }}>
      {client.practicesObj.map((practice) => (
        <PracticeSubscriptions key={practice._id} practice={practice} />
      ))}
    </Box>
  );
};

/** Says when the copy could not be refreshed from the provider (the list shows what was read before). */
const ProviderNotice = () => {
  const { meta } = useListContext() as { meta?: { provider?: SubscriptionPage['provider'] } };
  const message = meta?.provider?.message;
  return message ? <Alert severity="warning">{message}</Alert> : null;
};

export const SubscriptionList = () => (
  <List
    title="DentalMation Clients"
    perPage={SUBSCRIPTION_PAGE_SIZE}
    pagination={<Pagination rowsPerPageOptions={[SUBSCRIPTION_PAGE_SIZE]} />}
    actions={
      <TopToolbar>
        <FilterPopover>
          <TextInput source="client" label="Client" helperText={false} />
          <TextInput source="product" label="Product" helperText={false} />
          <TextInput source="practice" label="Practice" helperText={false} />
        </FilterPopover>
      </TopToolbar>
    }
    exporter={false}
    storeKey={false}
    disableSyncWithLocation
    empty={false}
  >
    <ProviderNotice />
    <DataTable<ClientRow> aria-label="Subscriptions" bulkActionButtons={false} rowClick="expand" expand={<ClientPanel />}>
      <DataTable.Col source="name" label="Client" disableSort />
      <DataTable.Col label="Practices" disableSort render={(c) => c.practicesObj.length} />
      <DataTable.Col
        label="Subscriptions"
        disableSort
        render={(c) => c.practicesObj.reduce((n: number, p: { subscriptionObj: unknown[] }) => n + p.subscriptionObj.length, 0)}
      />
    </DataTable>
  </List>
);
