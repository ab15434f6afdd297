/**
 * DentalMation Clients (`/dentalmation-clients`; `/dental-mation-clients` and `/billings` lead here):
 * the clients' subscriptions, filtered by Client, Product and Practice, 10 clients a page. A row
 * expands into its practices and their subscriptions, each with its status as the provider returns
 * it, **Cancel** (asks first, then cancels at the provider) and **Details**.
 */
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  DataTable,
  List,
  Pagination,
  TextInput,
  TopToolbar,
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

export const statusColor = (status: string) =>
  status === 'active' || status === 'trialing' ? 'success' : status === 'canceled' || status === 'unpaid' ? 'default' : 'warning';

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');

const CancelButton = ({ subscription }: { subscription: SubscriptionItem }) => {
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
            { id: subscription._id, data: { status: 'canceled' }, previousData: { id: subscription._id } },
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

/** A client's practices and their subscriptions. */
const ClientPanel = () => {
  const client = useRecordContext<ClientRow>();
  if (!client) return null;
  return (
    <Box sx={{ pl: 4, pb: 2 }}>
      {client.practicesObj.map((practice) => (
        <Box key={practice._id} sx={{ mb: 1 }}>
          <Typography variant="subtitle2">{practice.name}</Typography>
          <Table size="small" aria-label={`Subscriptions of ${practice.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Last payment</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {practice.subscriptionObj.map((s) => (
                <TableRow key={s._id}>
                  <TableCell>{s.productObj.productName}</TableCell>
                  <TableCell>{day(s.created)}</TableCell>
                  <TableCell>{day(s.lastPaymentDate)}</TableCell>
                  <TableCell>
                    <Chip size="small" color={statusColor(s.status)} label={s.status} />
                  </TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <CancelButton subscription={s} />
                      <Button size="small" component={Link} to={`/dentalmation-product/${s._id}`}>
                        Details
                      </Button>
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
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
