/**
 * Intelepeer (`/intelepeer`, spec 03 §2): the appointments the voice assistant booked, 100 a page,
 * with the filter panel (appointment dates, DOB, patient names and ID, carrier, doctor), a Details
 * dialog and a status switch that asks 'Change status' first and refreshes the table after.
 * Everything is react-admin: the list and its filters, the columns as fields of the row's record,
 * the details as a show layout over the chosen record, and the switch an update of the resource.
 */
import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Switch } from '@mui/material';
import {
  Button,
  Confirm,
  DataTable,
  DateField,
  DateInput,
  FunctionField,
  List,
  Pagination,
  RecordContextProvider,
  SimpleShowLayout,
  TextField,
  TextInput,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { VOICE_APPOINTMENT_LIMIT, VoiceAppointmentMessages, type ProviderState, type VoiceAppointment } from '@dental/contracts';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { ProviderStateAlert } from '../call-log/ProviderStateAlert';
import { INTELEPEER_RESOURCE } from './intelepeerAdapter';

type Appointment = VoiceAppointment & { id: string };

const filters = [
  <DateInput key="startDate" source="startDate" label="Start date" alwaysOn />,
  <DateInput key="endDate" source="endDate" label="End date" alwaysOn />,
  <TextInput key="dob" source="dob" label="DOB (MM/DD/YYYY)" alwaysOn resettable />,
  <TextInput key="patientFirstName" source="patientFirstName" label="First name" resettable />,
  <TextInput key="patientLastName" source="patientLastName" label="Last name" alwaysOn resettable />,
  <TextInput key="patientId" source="patientId" label="Patient ID" resettable />,
  <TextInput key="insuranceCarrier" source="insuranceCarrier" label="Carrier" resettable />,
  <TextInput key="doctorsName" source="doctorsName" label="Doctor" resettable />,
];

const TEXT_DETAILS: [keyof VoiceAppointment, string][] = [
  ['serviceRequested', 'Service requested'],
  ['patientFirstName', 'Patient first name'],
  ['patientLastName', 'Patient last name'],
  ['Dob', 'DOB'],
  ['patientId', 'Patient ID'],
  ['customerPhone', 'Phone'],
  ['patientAddress', 'Patient address'],
  ['insuranceCarrier', 'Carrier'],
  ['policyNumber', 'Policy number'],
  ['subscriberFirstName', 'Subscriber first name'],
  ['subscriberLastName', 'Subscriber last name'],
  ['subscriberDob', 'Subscriber DOB'],
  ['subscriberId', 'Subscriber ID'],
  ['subscribeAddress', 'Subscriber address'],
  ['doctorsName', 'Doctor'],
  ['dropOutLocation', 'Drop-out location'],
];

const patientName = (a: Appointment) => `${a.patientFirstName} ${a.patientLastName}`;

/** The chosen appointment's fields, shown from the list's own record (the provider has no one-record call). */
function DetailsDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  return (
    <Dialog open={appointment !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="appointment-details">
      <DialogTitle id="appointment-details">Details</DialogTitle>
      <DialogContent>
        {appointment ? (
          <RecordContextProvider value={appointment}>
            <SimpleShowLayout aria-label="Appointment details">
              <DateField source="dateTimeAppointment" label="Appointment" showTime />
              {TEXT_DETAILS.map(([source, label]) => (
                <TextField key={source} source={source} label={label} emptyText="—" />
              ))}
              <DateField source="createdAt" label="Created at" showTime />
            </SimpleShowLayout>
          </RecordContextProvider>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button label="Close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}

/** The row's status switch: asks 'Change status' first, then updates the resource and refreshes the list. */
function StatusSwitch() {
  const appointment = useRecordContext<Appointment>();
  const [asking, setAsking] = useState(false);
  const [update, { isPending }] = useUpdate<Appointment>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!appointment) return null;

  const confirm = () =>
    update(
      INTELEPEER_RESOURCE,
      { id: appointment.id, data: { status: !appointment.status }, previousData: appointment },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(VoiceAppointmentMessages.updated, { type: 'success' });
          setAsking(false);
          refresh();
        },
        onError: (error) => {
          notify((error as Error).message, { type: 'error' });
          setAsking(false);
        },
      },
    );

  return (
    <>
      <Switch
        checked={appointment.status}
        onChange={() => setAsking(true)}
        slotProps={{ input: { 'aria-label': `Status of ${patientName(appointment)}, ${appointment.id}` } }}
      />
      <Confirm
        isOpen={asking}
        loading={isPending}
        title={VoiceAppointmentMessages.changeStatus}
        content={VoiceAppointmentMessages.confirmChange}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function DetailsButton({ onOpen }: { onOpen: (a: Appointment) => void }) {
  const appointment = useRecordContext<Appointment>();
  return appointment ? <Button label="Details" onClick={() => onOpen(appointment)} /> : null;
}

function AppointmentTable() {
  const { meta } = useListContext() as { meta?: { provider?: ProviderState } };
  const [details, setDetails] = useState<Appointment | null>(null);
  return (
    <>
      <ProviderStateAlert provider={meta?.provider} />
      <DataTable<Appointment> bulkActionButtons={false} rowClick={false} aria-label="Appointments">
        <DataTable.Col source="dateTimeAppointment" label="Appointment date" disableSort>
          <DateField source="dateTimeAppointment" showTime />
        </DataTable.Col>
        <DataTable.Col label="Patient name" disableSort>
          <FunctionField<Appointment> render={patientName} />
        </DataTable.Col>
        <DataTable.Col source="Dob" label="DOB" disableSort />
        <DataTable.Col source="patientId" label="Patient ID" disableSort />
        <DataTable.Col source="insuranceCarrier" label="Carrier" disableSort />
        <DataTable.Col source="doctorsName" label="Doctor" disableSort />
        <DataTable.Col source="createdAt" label="Created at" disableSort>
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="status" label="Status" disableSort>
          <StatusSwitch />
        </DataTable.Col>
        <DataTable.Col label="Actions" disableSort>
          <DetailsButton onOpen={setDetails} />
        </DataTable.Col>
      </DataTable>
      <DetailsDialog appointment={details} onClose={() => setDetails(null)} />
    </>
  );
}

export function IntelepeerList() {
  return (
    <RequireRoutePermission name="intelepeer">
      <List
        resource={INTELEPEER_RESOURCE}
        title="Intelepeer"
        filters={filters}
        perPage={VOICE_APPOINTMENT_LIMIT}
        pagination={<Pagination rowsPerPageOptions={[25, 50, VOICE_APPOINTMENT_LIMIT]} />}
        exporter={false}
        // The table stays (empty) so it can say why the provider sent nothing.
        empty={false}
        storeKey={false}
        disableSyncWithLocation
      >
        <AppointmentTable />
      </List>
    </RequireRoutePermission>
  );
}
