/**
 * Columns Configuration (`/columns-configurations`, spec 03): which All Transactions columns the user
 * sees. Each switch is saved at once and waits for the server ('Changes are saved'); a refusal leaves
 * the switch as it was and says 'Dear user, please try again'.
 */
import { Switch } from '@mui/material';
import { DataTable, List, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { ScreenRecord } from '../features';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import type { ColumnChoice } from './columnsAdapter';

type ColumnRow = ScreenRecord<ColumnChoice>;

const ActiveSwitch = () => {
  const column = useRecordContext<ColumnRow>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ColumnRow>();
  if (!column) return null;
  return (
    <Switch
      checked={column.active}
      disabled={isPending}
      slotProps={{ input: { 'aria-label': column.name } }}
      onChange={(e) =>
        void update(
          'columns-configurations',
          { id: column.id, data: { active: e.target.checked }, previousData: column },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify('Changes are saved', { type: 'success' }),
            onError: () => notify('Dear user, please try again', { type: 'error' }),
          },
        )
      }
    />
  );
};

export const ColumnsList = () => (
  <>
    <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Columns Configuration' }]} />
    <List
      title="Columns Configuration"
      perPage={200}
      pagination={false}
      actions={false}
      exporter={false}
      storeKey={false}
      disableSyncWithLocation
      empty={false}
    >
      <DataTable<ColumnRow> aria-label="Columns" bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" label="Column" disableSort />
        <DataTable.Col source="description" label="Description" disableSort />
        <DataTable.Col label="Active">
          <ActiveSwitch />
        </DataTable.Col>
      </DataTable>
    </List>
  </>
);
