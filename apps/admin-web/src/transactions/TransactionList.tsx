/**
 * /allTransaction, 'Insurance Verification | All Transactions' (spec 01 §2): the selected
 * practices' verification transactions, one day at a time, paged on the server.
 */
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button, Card, LinearProgress, Stack, Typography } from '@mui/material';
import { DEFAULT_PAGE_SIZE, Messages } from '@dental/contracts';
import { useState } from 'react';
import { ListBase, Title, useListContext, useNotify } from 'react-admin';
import { RequirePermission } from '../access/RequirePermission';
import { ApiError } from '../api/apiError';
import { FooterActions } from '../layout/FooterSlot';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { usePageTitle } from '../layout/usePageTitle';
import { readAppSettings } from '../practices/appSettings';
import { DayNavigator } from './DayNavigator';
import { localDay } from './days';
import { readSavedDay } from './savedFilters';
import type { TransactionRecord } from './transactionQuery';
import { TransactionPagination } from './TransactionPagination';
import { TransactionTable } from './TransactionTable';

const ALL_TRANSACTIONS_TITLE = 'Insurance Verification | All Transactions';

/** An expired or revoked session has its own dialog or sign-in redirect; a second message would only repeat it. */
function isSessionProblem(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

const TransactionListView = () => {
  const { data, total, isPending, isFetching, error, refetch } = useListContext<TransactionRecord>();
  // A failed fetch shows an empty table, not the rows of the previous answer.
  const rows = error ? [] : (data ?? []);
  return (
    <>
      <Card>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', px: 2, py: 1 }}
        >
          <DayNavigator />
          <Typography variant="body2" color="text.secondary" data-testid="transactions-total">
            {error ? '' : `${total ?? 0} ${total === 1 ? 'transaction' : 'transactions'}`}
          </Typography>
        </Stack>
        <LinearProgress sx={{ visibility: isFetching ? 'visible' : 'hidden' }} />
        <TransactionTable rows={rows} loading={isPending && !error} />
        <TransactionPagination />
      </Card>
      <FooterActions>
        <Button variant="contained" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()} data-testid="refresh-data">
          Refresh Data
        </Button>
      </FooterActions>
    </>
  );
};

export const TransactionList = () => {
  usePageTitle(ALL_TRANSACTIONS_TITLE);
  const notify = useNotify();
  const [settings] = useState(readAppSettings);
  const [day] = useState(() => {
    const saved = readSavedDay();
    return saved ? saved.day : localDay();
  });
  return (
    <RequirePermission resource="transaction" action="list_transaction">
      <Title title={ALL_TRANSACTIONS_TITLE} />
      <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Insurance Verification' }, { label: 'All Transactions' }]} />
      {settings.selectedPractices.length === 0 ? (
        <Alert severity="warning" data-testid="no-practice-selected">
          {Messages.noPracticeSelected}
        </Alert>
      ) : (
        <ListBase
          resource="transactions"
          perPage={DEFAULT_PAGE_SIZE}
          disableSyncWithLocation
          storeKey={false}
          filterDefaultValues={day ? { day } : {}}
          queryOptions={{ onError: (error) => isSessionProblem(error) || notify(Messages.fetchTransactionsFailed, { type: 'error' }) }}
        >
          <TransactionListView />
        </ListBase>
      )}
    </RequirePermission>
  );
};
