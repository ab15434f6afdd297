/**
 * Call Center (`/callCenter`, spec 03 §2): the selected practices' transactions, filtered (patient
 * name, carrier, type, appointment day, verified or not), each with a Verify action that opens the
 * 'Verification Call Center' dialog at `/callCenter/{transactionId}`.
 */
import { Button, DataTable, DateInput, List, Pagination, SelectInput, TextInput } from 'react-admin';
import { Link } from 'react-router-dom';
import { PAGE_SIZES } from '@dental/contracts';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { useDialogRoute } from '../shared/RecordDialog';
import type { TransactionRecord } from '../transactions/transactionQuery';
import { CALL_CENTER_RESOURCE } from './callCenterAdapter';
import { CallCenterDialog } from './CallCenterDialog';

const filters = [
  <TextInput key="patientName" source="patientName" label="Patient" alwaysOn resettable />,
  <TextInput key="carrier" source="carrier" label="Carrier" alwaysOn resettable />,
  <SelectInput
    key="type"
    source="type"
    label="Type"
    alwaysOn
    choices={[
      { id: 'ELG', name: 'ELG' },
      { id: 'FBD', name: 'FBD' },
    ]}
  />,
  <DateInput key="appointmentDate" source="appointmentDate" label="Appointment" alwaysOn />,
  <SelectInput
    key="verified"
    source="verified"
    label="Verified"
    alwaysOn
    choices={[
      { id: 'yes', name: 'Yes' },
      { id: 'no', name: 'No' },
    ]}
  />,
];

export function CallCenterList() {
  const { editing } = useDialogRoute(CALL_CENTER_RESOURCE);
  return (
    <RequireRoutePermission name="callCenter">
      <List
        resource={CALL_CENTER_RESOURCE}
        title="Call Center"
        filters={filters}
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[...PAGE_SIZES]} />}
        exporter={false}
        storeKey={false}
        disableSyncWithLocation
      >
        <DataTable<TransactionRecord> bulkActionButtons={false} rowClick={false} aria-label="Call Center transactions">
          <DataTable.Col source="patientName" label="Patient" disableSort />
          <DataTable.Col source="practiceName" label="Practice" disableSort />
          <DataTable.Col source="appointment_date" label="Appointment" disableSort />
          <DataTable.Col source="type" label="Type" disableSort />
          <DataTable.Col source="carrier" label="Carrier" disableSort />
          <DataTable.Col label="Verified" disableSort render={(t) => (t.audited ? 'Yes' : 'No')} />
          <DataTable.Col
            label="Actions"
            disableSort
            render={(t) => (
              <Button component={Link} to={`/${CALL_CENTER_RESOURCE}/${t.id}`} label="Verify" aria-label={`Verify ${t.patientName}`} />
            )}
          />
        </DataTable>
      </List>
      {editing ? <CallCenterDialog id={editing} /> : null}
    </RequireRoutePermission>
  );
}
