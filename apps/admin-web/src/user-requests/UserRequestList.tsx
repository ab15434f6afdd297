/**
 * `/user-request` (spec 02 §2): the onboarding requests, 10 a page, newest first, with the Filter
 * popup (name, status, start date, end date). Each row offers Details (`/user-request-detail/{id}`);
 * pending rows also Approve and Deny.
 */
import { Button, Stack } from '@mui/material';
import { DataTable, DateInput, List, Pagination, SelectInput, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { ONBOARDING_STATUSES, USER_REQUEST_PAGE_SIZE, type UserRequestRecord } from '@dental/contracts';
import type { ScreenRecord } from '../features';
import { FilterPopover } from '../shared/FilterPopover';
import { DecisionButtons } from './DecisionButtons';
import { StatusDot } from './StatusDot';

type RequestRow = ScreenRecord<UserRequestRecord>;

const STATUS_CHOICES = ONBOARDING_STATUSES.map((status) => ({ id: status, name: status }));

const RequestActions = () => (
  <TopToolbar>
    <FilterPopover>
      <TextInput source="name" label="Name" helperText={false} />
      <SelectInput source="status" label="Status" choices={STATUS_CHOICES} emptyText="Any" helperText={false} />
      <DateInput source="startDate" label="Start date" helperText={false} />
      <DateInput source="endDate" label="End date" helperText={false} />
    </FilterPopover>
  </TopToolbar>
);

export const UserRequestList = () => (
  <List
    title="User Requests"
    perPage={USER_REQUEST_PAGE_SIZE}
    pagination={<Pagination rowsPerPageOptions={[USER_REQUEST_PAGE_SIZE]} />}
    actions={<RequestActions />}
    exporter={false}
    storeKey={false}
    disableSyncWithLocation
    empty={false}
  >
    <DataTable<RequestRow> aria-label="User Requests" bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" label="Name" disableSort />
      <DataTable.Col source="businessName" label="Business" disableSort />
      <DataTable.Col source="email" label="Email" disableSort />
      <DataTable.Col source="phone" label="Phone" disableSort />
      <DataTable.Col source="city" label="City" disableSort />
      <DataTable.Col source="state" label="State" disableSort />
      <DataTable.Col source="createdAt" label="Request date" disableSort render={(r) => r.createdAt.slice(0, 10)} />
      <DataTable.Col source="status" label="Status" disableSort render={(r) => <StatusDot status={r.status} />} />
      <DataTable.Col label="Actions" align="right">
        <RowActions />
      </DataTable.Col>
    </DataTable>
  </List>
);

const RowActions = () => {
  const request = useRecordContext<RequestRow>();
  if (!request) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button size="small" component={Link} to={`/user-request-detail/${request.id}`}>
        Details
      </Button>
      <DecisionButtons request={request} who={request.email} />
    </Stack>
  );
};
