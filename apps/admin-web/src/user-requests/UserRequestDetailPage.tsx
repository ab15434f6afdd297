/**
 * `/user-request-detail/{id}` (spec 02 §2): the requester's general info, the business info and the
 * request date, then each practice with its products (format, PMS, remote connection and the file
 * sent, downloaded on click). With no such request it goes back to the list, saying so. A react-admin
 * `<Show>` of the `onboarding-order` resource: the id in the address is the record's.
 */
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  ListContextProvider,
  Loading,
  ResourceContextProvider,
  Show,
  useDataProvider,
  useList,
  useNotify,
  useRecordContext,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { OnboardingMessages, type OnboardingOrder, type OnboardingProduct } from '@dental/contracts';
import { DecisionButtons } from './DecisionButtons';
import type { OnboardingFileMethods } from './userRequestsAdapter';
import { StatusDot } from './StatusDot';

type OrderRecord = Omit<OnboardingOrder, '_id'> & RaRecord<string>;

const Field = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <Box sx={{ mb: 1 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography component="div">{value || '-'}</Typography>
  </Box>
);

const ProductFile = ({ orderId, product }: { orderId: string; product: OnboardingProduct }) => {
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & OnboardingFileMethods>();
  const [busy, setBusy] = useState(false);
  if (!product.fileName) return <>-</>;
  return (
    <Button
      size="small"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        dataProvider
          .onboardingFile({ orderId, productItemId: product._id, fileName: product.fileName })
          .catch((e: unknown) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }))
          .finally(() => setBusy(false));
      }}
    >
      {product.fileName}
    </Button>
  );
};

type ProductRow = OnboardingProduct & { id: string };

const joined = (parts: (string | undefined)[]) => parts.filter(Boolean).join(', ') || '-';

/** A practice's products, a react-admin DataTable over the order's rows already in hand. */
const Products = ({ orderId, products }: { orderId: string; products: OnboardingProduct[] }) => {
  const rows = useList<ProductRow>({ data: products.map((p) => ({ ...p, id: p._id })), perPage: Number.MAX_SAFE_INTEGER });
  return (
    <ResourceContextProvider value="onboarding-products">
      <ListContextProvider value={rows}>
        <DataTable<ProductRow>
          aria-label="Products"
          bulkActionButtons={false}
          rowClick={false}
          size="small"
          empty={<Typography color="text.secondary">{OnboardingMessages.noProducts}</Typography>}
        >
          <DataTable.Col
            label="Product"
            disableSort
            render={(p: ProductRow) => (
              <>
                {p.productType}
                <Typography variant="caption" component="div" color="text.secondary">
                  {p.productId}
                </Typography>
              </>
            )}
          />
          <DataTable.Col label="Active" disableSort render={(p: ProductRow) => (p.active ? 'Yes' : 'No')} />
          <DataTable.Col label="Date" disableSort render={(p: ProductRow) => p.date.slice(0, 10)} />
          <DataTable.Col label="Carrier" disableSort render={(p: ProductRow) => p.format.carrier || '-'} />
          <DataTable.Col
            label="PMS"
            disableSort
            render={({ format: { pms } }: ProductRow) =>
              joined([pms.version && `Version ${pms.version}`, pms.user && `User ${pms.user}`, pms.mySqlUser && `MySQL ${pms.mySqlUser}`])
            }
          />
          <DataTable.Col
            label="Remote connection"
            disableSort
            render={({ format: { remoteConnection: r } }: ProductRow) =>
              joined([r.workStationName, r.userName, r.itName, r.itEmail, r.itPhone])
            }
          />
          <DataTable.Col label="File" disableSort render={(p: ProductRow) => <ProductFile orderId={orderId} product={p} />} />
        </DataTable>
      </ListContextProvider>
    </ResourceContextProvider>
  );
};

export const UserRequestDetailPage = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <Show<OrderRecord>
      resource="onboarding-order"
      id={id}
      title="User Request"
      actions={false}
      component="div"
      emptyWhileLoading
      queryOptions={{
        retry: false,
        onError: (error) => {
          notify(error instanceof Error ? error.message : OnboardingMessages.notFound, { type: 'warning' });
          navigate('/user-request', { replace: true });
        },
      }}
    >
      <UserRequestDetail />
    </Show>
  );
};

const UserRequestDetail = () => {
  const data = useRecordContext<OrderRecord>();
  if (!data) return <Loading />;

  return (
    <Box sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h5">{data.businessInfo.name}</Typography>
          <StatusDot status={data.status} />
        </Stack>
        <Stack direction="row" spacing={1}>
          <DecisionButtons request={data} who={data.generalInfo.email} />
          <Button component={Link} to="/user-request">
            Back to the requests
          </Button>
        </Stack>
      </Stack>
      {data.denyReason && <Field label="Reason for denying" value={data.denyReason} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                General info
              </Typography>
              <Field label="Name" value={data.generalInfo.name} />
              <Field label="Email" value={data.generalInfo.email} />
              <Field label="Phone" value={data.generalInfo.phone} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2">
                Business info
              </Typography>
              <Field label="Name" value={data.businessInfo.name} />
              <Field label="City" value={data.businessInfo.city} />
              <Field label="State" value={data.businessInfo.state} />
              <Field label="Address" value={data.businessInfo.address} />
              <Field label="Request date" value={data.businessInfo.requestDate.slice(0, 10)} />
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Practices
      </Typography>
      {data.practices.length === 0 ? (
        <Typography color="text.secondary">{OnboardingMessages.noPractices}</Typography>
      ) : (
        data.practices.map((practice) => (
          <Card key={practice._id} sx={{ mb: 2 }} aria-label={practice.name} component="section">
            <CardContent>
              <Typography variant="subtitle1" component="h3">
                {practice.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {[practice.address, practice.city, practice.state].filter(Boolean).join(', ')}
              </Typography>
              <Products orderId={data.id} products={practice.products} />
            </CardContent>
          </Card>
        ))
      )}
    </Box>
  );
};
