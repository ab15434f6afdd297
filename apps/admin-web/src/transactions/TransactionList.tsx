/**
 * /allTransaction, 'Insurance Verification | All Transactions' (spec 01 §2): the selected
 * practices' verification transactions, filtered, sorted by the user's saved sort, paged on the server.
 */
import AddIcon from '@mui/icons-material/Add';
import RefreshIcon from '@mui/icons-material/Refresh';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Alert, Breadcrumbs, Button, Card, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { DEFAULT_PAGE_SIZE, Messages, PAGE_SIZES } from '@dental/contracts';
import { useState } from 'react';
import { ListBase, Pagination, Title, useListContext, useNotify } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { RequirePermission } from '../access/RequirePermission';
import { ApiError } from '../api/apiError';
import { FooterActions } from '../layout/FooterSlot';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { usePageTitle } from '../layout/usePageTitle';
import { readAppSettings, selectedClientId, selectedPracticeIds } from '../practices/appSettings';
import { DayNavigator } from './DayNavigator';
import { localDay } from './days';
import { ExportButton } from './ExportButton';
import { FilterPopover } from './FilterPopover';
import { filterBreadcrumb, readListFilters, type ListFilters } from './listFilters';
import { readSavedDay, readSavedListFilters, saveListFilters } from './savedFilters';
import { SortDialog, sortSummary } from './SortDialog';
import { AnalyticsDialog, StatisticsRow, useStatistics } from './StatisticsCircles';
import { transactionListRequest, type TransactionRecord } from './transactionQuery';
import { TransactionTable } from './TransactionTable';
import { useListSettings } from './useListSettings';

const ALL_TRANSACTIONS_TITLE = 'Insurance Verification | All Transactions';

/** An expired or revoked session has its own dialog or sign-in redirect; a second message would only repeat it. */
function isSessionProblem(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

const TransactionListView = () => {
  const { data, total, isFetching, error, refetch, filterValues, setFilters, page, perPage } = useListContext<TransactionRecord>();
  const navigate = useNavigate();
  const [settings] = useState(readAppSettings);
  const clientId = selectedClientId(settings);
  const { preferences, columns, colors, permissions } = useListSettings(clientId);
  const filters = readListFilters(filterValues.filters);
  const day = typeof filterValues.day === 'string' ? filterValues.day : undefined;
  const request = transactionListRequest({ page, perPage, day, filters }, selectedPracticeIds(settings));
  const statistics = useStatistics(request);
  const refresh = () => {
    refetch();
    statistics.refetch();
  };
  const applyFilters = (next: ListFilters) => {
    saveListFilters(next);
    setFilters({ ...filterValues, filters: next }, {}, false);
  };
  // A failed fetch shows an empty table, not the rows of the previous answer.
  const rows = error ? [] : (data ?? []);
  const crumbs = filterBreadcrumb(filters);
  return (
    <>
      <Card data-testid="transactions-card" data-fetching={isFetching ? 'true' : 'false'}>
        <Stack direction="row" spacing={1} sx={{ px: 2, pt: 1.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <FilterPopover value={filters} onApply={applyFilters} />
          <SortDialog preferences={preferences} onSaved={refresh} />
          <AnalyticsDialog practices={settings.selectedPractices} base={request} />
          <ExportButton request={request} />
          <Button size="small" variant="outlined" startIcon={<ViewColumnIcon />} component={Link} to="/columns-configurations">
            Columns
          </Button>
          <Button
            size="small"
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => navigate('/transaction-form')}
            data-testid="create-transaction"
          >
            Create Transaction
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ px: 2, pt: 1, justifyContent: 'space-between' }}>
          <Breadcrumbs data-testid="filter-breadcrumb" separator="›">
            <Typography variant="caption">Filters</Typography>
            {crumbs.length === 0 ? (
              <Typography variant="caption" color="text.secondary">
                none
              </Typography>
            ) : (
              crumbs.map((c) => <Chip key={c} size="small" label={c} data-testid="filter-crumb" />)
            )}
          </Breadcrumbs>
          <Typography variant="caption" color="text.secondary" data-testid="sort-summary">
            {sortSummary(preferences)}
          </Typography>
        </Stack>
        <Stack sx={{ px: 2, pt: 1 }}>
          <StatisticsRow entries={statistics.entries} />
        </Stack>
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
        <TransactionTable rows={rows} columns={columns} colors={colors} permissions={permissions} onChanged={refresh} />
        <Pagination rowsPerPageOptions={[...PAGE_SIZES]} />
      </Card>
      <FooterActions>
        <Button variant="contained" size="small" startIcon={<RefreshIcon />} onClick={refresh} data-testid="refresh-data">
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
  const [initial] = useState(() => {
    const saved = readSavedDay();
    const day = saved ? saved.day : localDay();
    return { ...(day ? { day } : {}), filters: readSavedListFilters() };
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
          filterDefaultValues={initial}
          queryOptions={{ onError: (error) => isSessionProblem(error) || notify(Messages.fetchTransactionsFailed, { type: 'error' }) }}
        >
          <TransactionListView />
        </ListBase>
      )}
    </RequirePermission>
  );
};
