/**
 * Product Details (`/dentalmation-product/{id}`, spec 03 §2): the client's information, the billing
 * information with the subscription's real status and the provider's next billing date, Download and
 * Resend Invoice (the latest invoice), Cancel, and the Invoice History, 10 a page (amounts in cents
 * shown in USD).
 */
import { Alert, Box, Button, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  ListBase,
  Loading,
  Pagination,
  Title,
  useCreate,
  useDataProvider,
  useGetOne,
  useNotify,
  useUpdate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { INVOICE_HISTORY_PAGE_SIZE, SubscriptionMessages, type InvoiceHistoryRow, type SubscriptionInvoices } from '@dental/contracts';
import { saveInvoice } from './invoiceFile';
import type { InvoiceMethods } from './subscriptionsAdapter';
import { statusColor } from './SubscriptionList';

const usd = (cents: number) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');

const Field = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <Box sx={{ mb: 1 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="div">{value}</Typography>
  </Box>
);

export const ProductDetailsPage = () => {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useGetOne<SubscriptionInvoices & RaRecord>('dentalmation-product', { id });
  const [create, { isPending: sending }] = useCreate();
  const [update, { isPending: canceling }] = useUpdate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & InvoiceMethods>();
  const [downloading, setDownloading] = useState(false);
  if (isPending) return <Loading />;
  if (error || !data) return <Alert severity="error">{error instanceof Error ? error.message : SubscriptionMessages.notFound}</Alert>;
  const failed = (e: unknown) => notify(e instanceof Error ? e.message : String(e), { type: 'error' });
  const invoiceId = data.latestInvoiceId;

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Product Details" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5">Product Details</Typography>
        <Button component={Link} to="/dentalmation-clients">
          Back to the subscriptions
        </Button>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent>
              <Typography variant="h6">Client</Typography>
              <Field label="Name" value={data.user.name} />
              <Field label="Email" value={data.user.email || '-'} />
              <Field label="Phone" value={data.user.phone || '-'} />
              <Field label="Product" value={data.product.productName} />
              <Field label="Practice" value={data.practice.name} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent>
              <Typography variant="h6">Billing</Typography>
              <Field label="Next billing date" value={day(data.nextBillingDate)} />
              <Field label="Amount" value={usd(data.product.suscriptionPrice)} />
              <Field
                label="Status"
                value={<Chip size="small" color={statusColor(data.status)} label={data.status} data-testid="subscription-status" />}
              />
              {data.canceledAt && <Field label="Canceled" value={day(data.canceledAt)} />}
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button
                  variant="outlined"
                  disabled={!invoiceId || downloading}
                  onClick={() => {
                    if (!invoiceId) return;
                    setDownloading(true);
                    dataProvider
                      .invoiceFile({ invoiceId })
                      .then(saveInvoice, failed)
                      .finally(() => setDownloading(false));
                  }}
                >
                  Download
                </Button>
                <Button
                  variant="outlined"
                  disabled={!invoiceId || sending}
                  onClick={() =>
                    create(
                      'invoice-mailings',
                      { data: { invoiceId } },
                      {
                        onSuccess: (answer) => notify(String((answer as { message?: string }).message ?? ''), { type: 'success' }),
                        onError: failed,
                      },
                    )
                  }
                >
                  Resend Invoice
                </Button>
                {data.status !== 'canceled' && (
                  <Button
                    color="error"
                    disabled={canceling}
                    onClick={() =>
                      update(
                        'dentalmation-product',
                        { id: data.id, data: { status: 'canceled' }, previousData: data },
                        {
                          mutationMode: 'pessimistic',
                          onSuccess: () => {
                            notify(SubscriptionMessages.canceled, { type: 'success' });
                            void refetch();
                          },
                          onError: failed,
                        },
                      )
                    }
                  >
                    Cancel subscription
                  </Button>
                )}
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6">Invoice History</Typography>
          <ListBase
            resource="subscription-invoices"
            filter={{ subscriptionId: data.id }}
            perPage={INVOICE_HISTORY_PAGE_SIZE}
            disableSyncWithLocation
            storeKey={false}
          >
            <DataTable<Omit<InvoiceHistoryRow, '_id'> & RaRecord> aria-label="Invoice History" bulkActionButtons={false} rowClick={false}>
              <DataTable.Col source="number" label="Invoice" disableSort />
              <DataTable.Col source="created" label="Created" disableSort render={(i) => day(i.created)} />
              <DataTable.Col source="finalizedAt" label="Finalized" disableSort render={(i) => day(i.finalizedAt)} />
              <DataTable.Col source="amountPaid" label="Amount paid" disableSort render={(i) => usd(i.amountPaid)} />
              <DataTable.Col source="billingReason" label="Billing reason" disableSort />
              <DataTable.Col source="status" label="Status" disableSort />
            </DataTable>
            <Pagination rowsPerPageOptions={[INVOICE_HISTORY_PAGE_SIZE]} />
          </ListBase>
        </CardContent>
      </Card>
    </Box>
  );
};
