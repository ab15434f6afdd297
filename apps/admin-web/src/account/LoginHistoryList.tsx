/**
 * `/login-history`: the signed-in user's sign-ins, newest first, paged on the server (page size 10,
 * options 5, 10, 25, 50; spec 01 §9): date, browser, device, OS, location and outcome.
 */
import { Chip } from '@mui/material';
import type { LoginHistoryEntry } from '@dental/contracts';
import { DataTable, List, Pagination } from 'react-admin';
import type { ScreenRecord } from '../features';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { LOGIN_HISTORY_PAGE_SIZES } from './loginHistoryAdapter';

type HistoryRow = ScreenRecord<LoginHistoryEntry>;

const outcomeColor = (outcome: string) => (outcome === 'Signed in' ? 'success' : outcome === 'PIN sent' ? 'default' : 'warning');

export const LoginHistoryList = () => (
  <>
    <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Login History' }]} />
    <List
      resource="login-history"
      title="Login History"
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={LOGIN_HISTORY_PAGE_SIZES} />}
      actions={false}
      exporter={false}
      storeKey={false}
      disableSyncWithLocation
      empty={false}
    >
      <DataTable<HistoryRow> aria-label="Login history" bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="date" label="Date" disableSort render={(entry) => new Date(entry.date).toLocaleString()} />
        <DataTable.Col source="browser" label="Browser" disableSort render={(entry) => entry.browser || '-'} />
        <DataTable.Col source="device" label="Device" disableSort render={(entry) => entry.device || '-'} />
        <DataTable.Col source="os" label="OS" disableSort render={(entry) => entry.os || '-'} />
        <DataTable.Col source="location" label="Location" disableSort />
        <DataTable.Col
          source="outcome"
          label="Outcome"
          disableSort
          render={(entry) => <Chip size="small" label={entry.outcome} color={outcomeColor(entry.outcome)} />}
        />
      </DataTable>
    </List>
  </>
);
