/**
 * Ring Central 2FA SMS (`/ring-central`) and Air Call 2FA SMS (`/aircall-sms`), spec 03 §2: the
 * provider's text messages, 25 a page (or 50), filtered by phone number and date. When the provider
 * fails the table is empty and says why (spec 03 §8).
 */
import { DataTable, DateInput, List, Pagination, TextInput, useListContext } from 'react-admin';
import { SMS_PAGE_SIZES, type ProviderState, type SmsMessage, type SmsProvider } from '@dental/contracts';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { ProviderStateAlert } from '../call-log/ProviderStateAlert';
import { SMS_RESOURCES } from './smsLogsAdapter';

const filters = [
  <TextInput key="phoneNumber" source="phoneNumber" label="Phone" alwaysOn resettable />,
  <DateInput key="dateFrom" source="dateFrom" label="Date from" alwaysOn />,
  <DateInput key="dateTo" source="dateTo" label="Date to" alwaysOn />,
];

function SmsTable({ provider }: { provider: SmsProvider }) {
  const { meta } = useListContext() as { meta?: { provider?: ProviderState } };
  return (
    <>
      <ProviderStateAlert provider={meta?.provider} />
      <DataTable<SmsMessage> bulkActionButtons={false} rowClick={false} aria-label="Messages">
        <DataTable.Col label="Date" disableSort render={(m) => new Date(m.eventDate).toLocaleString()} />
        <DataTable.Col source="fromPhoneNumber" label="From" disableSort />
        <DataTable.Col source="toPhoneNumber" label="To" disableSort />
        <DataTable.Col source="text" label="Text" disableSort />
        <DataTable.Col source="direction" label="Direction" disableSort />
        <DataTable.Col source="readStatus" label="Read status" disableSort />
        <DataTable.Col source="availability" label="Availability" disableSort />
        <DataTable.Col source="messageStatus" label="Status" disableSort />
        {provider === 'aircall' ? <DataTable.Col source="messageType" label="Type" disableSort /> : null}
      </DataTable>
    </>
  );
}

function SmsLogList({ provider }: { provider: SmsProvider }) {
  const resource = SMS_RESOURCES[provider];
  return (
    <List
      resource={resource.name}
      title={resource.title}
      filters={filters}
      perPage={SMS_PAGE_SIZES[0]}
      pagination={<Pagination rowsPerPageOptions={[...SMS_PAGE_SIZES]} />}
      exporter={false}
      // The table stays (empty) so it can say why the provider sent nothing.
      empty={false}
      storeKey={false}
      disableSyncWithLocation
    >
      <SmsTable provider={provider} />
    </List>
  );
}

export const RingCentralSmsList = () => (
  <RequireRoutePermission name="ringCentral">
    <SmsLogList provider="ringcentral" />
  </RequireRoutePermission>
);
export const AircallSmsList = () => (
  <RequireRoutePermission name="airCall">
    <SmsLogList provider="aircall" />
  </RequireRoutePermission>
);
