/**
 * Air Call (`/air-call`, spec 03 §2): the call provider's calls, 50 a page, with the filters
 * direction, phone number, user, from and to; each row's Details opens `/air-call-detail/{callId}`.
 */
import { Button, DataTable, DateInput, List, NumberInput, Pagination, SelectInput, TextInput, useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { CALL_LOG_PAGE_SIZE, durationInWords, type Call, type ProviderState } from '@dental/contracts';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { CALL_LOG_RESOURCE } from './callLogAdapter';
import { ProviderStateAlert } from './ProviderStateAlert';
import { callTime } from './callTimes';

const filters = [
  <SelectInput
    key="direction"
    source="direction"
    label="Direction"
    alwaysOn
    choices={[
      { id: 'inbound', name: 'Inbound' },
      { id: 'outbound', name: 'Outbound' },
    ]}
  />,
  <TextInput key="phone_number" source="phone_number" label="Phone number" alwaysOn resettable />,
  <NumberInput key="user_id" source="user_id" label="User" alwaysOn />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
];

function CallTable() {
  const { meta } = useListContext() as { meta?: { provider?: ProviderState } };
  return (
    <>
      <ProviderStateAlert provider={meta?.provider} />
      <DataTable<Call> bulkActionButtons={false} rowClick={false} aria-label="Calls">
        <DataTable.Col source="started_at" label="Started" disableSort render={(call) => callTime(call.started_at)} />
        <DataTable.Col source="direction" label="Direction" disableSort />
        <DataTable.Col source="raw_digits" label="Phone number" disableSort />
        <DataTable.Col label="User" disableSort render={(call) => call.user?.name ?? 'Not answered'} />
        <DataTable.Col source="status" label="Status" disableSort />
        <DataTable.Col label="Duration" disableSort render={(call) => durationInWords(call.duration)} />
        <DataTable.Col
          label="Actions"
          disableSort
          render={(call) => <Button component={Link} to={`/air-call-detail/${call.id}`} label="Details" />}
        />
      </DataTable>
    </>
  );
}

export function CallLogList() {
  return (
    <RequireRoutePermission name="airCall">
      <List
        resource={CALL_LOG_RESOURCE}
        title="Air Call"
        filters={filters}
        perPage={CALL_LOG_PAGE_SIZE}
        pagination={<Pagination rowsPerPageOptions={[CALL_LOG_PAGE_SIZE]} />}
        exporter={false}
        // The table stays (empty) so it can say why the provider sent nothing.
        empty={false}
        storeKey={false}
        disableSyncWithLocation
      >
        <CallTable />
      </List>
    </RequireRoutePermission>
  );
}
