/**
 * Intelepeer (`/intelepeer`, spec 03 §2): the appointments the voice assistant booked, 100 a page,
 * with the filter panel (appointment dates, DOB, patient names and ID, carrier, doctor), a Details
 * dialog and a status switch that asks 'Change status' first and refreshes the table after.
 */
import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogTitle, Switch, Table, TableBody, TableCell, TableRow } from '@mui/material';
import {
  Button,
  Confirm,
  DataTable,
  DateInput,
  List,
  Pagination,
  TextInput,
  useListContext,
  useNotify,
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

const LABELS: [keyof VoiceAppointment, string][] = [
  ['dateTimeAppointment', 'Appointment'],
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
  ['createdAt', 'Created at'],
];

const when = (iso: string) => (iso ? new Date(iso).toLocaleString() : '');

function DetailsDialog({ appointment, onClose }: { appointment: Appointment | null; onClose: () => void }) {
  return (
    <Dialog open={appointment !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Details</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Appointment details">
          <TableBody>
            {appointment
              ? LABELS.map(([key, label]) => (
                  <TableRow key={key}>
                    <TableCell component="th">{label}</TableCell>
                    <TableCell>
                      {key === 'dateTimeAppointment' || key === 'createdAt' ? when(appointment[key]) : String(appointment[key])}
                    </TableCell>
                  </TableRow>
                ))
              : null}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button label="Close" onClick={onClose} />
      </DialogActions>
    </Dialog>
  );
}

function AppointmentTable() {
  const { meta } = useListContext() as { meta?: { provider?: ProviderState } };
  const [details, setDetails] = useState<Appointment | null>(null);
  const [switching, setSwitching] = useState<Appointment | null>(null);
  const [update, { isPending }] = useUpdate<Appointment>();
  const notify = useNotify();
  const refresh = useRefresh();

  const confirm = () => {
    if (!switching) return;
    update(
      INTELEPEER_RESOURCE,
      { id: switching.id, data: { status: !switching.status }, previousData: switching },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(VoiceAppointmentMessages.updated, { type: 'success' });
          setSwitching(null);
          refresh();
        },
        onError: (error) => {
          notify((error as Error).message, { type: 'error' });
          setSwitching(null);
        },
      },
    );
  };

  return (
    <>
      <ProviderStateAlert provider={meta?.provider} />
      <DataTable<Appointment> bulkActionButtons={false} rowClick={false} aria-label="Appointments">
        <DataTable.Col label="Appointment date" disableSort render={(a) => when(a.dateTimeAppointment)} />
        <DataTable.Col label="Patient name" disableSort render={(a) => `${a.patientFirstName} ${a.patientLastName}`} />
        <DataTable.Col source="Dob" label="DOB" disableSort />
        <DataTable.Col source="patientId" label="Patient ID" disableSort />
        <DataTable.Col source="insuranceCarrier" label="Carrier" disableSort />
        <DataTable.Col source="doctorsName" label="Doctor" disableSort />
        <DataTable.Col label="Created at" disableSort render={(a) => when(a.createdAt)} />
        <DataTable.Col
          label="Status"
          disableSort
          render={(a) => (
            <Switch
              checked={a.status}
              onChange={() => setSwitching(a as Appointment)}
              slotProps={{ input: { 'aria-label': `Status of ${a.patientFirstName} ${a.patientLastName}, ${a.id}` } }}
            />
          )}
        />
        <DataTable.Col
          label="Actions"
          disableSort
          render={(a) => <Button label="Details" onClick={() => setDetails(a as Appointment)} />}
        />
      </DataTable>
      <DetailsDialog appointment={details} onClose={() => setDetails(null)} />
      <Confirm
        isOpen={switching !== null}
        loading={isPending}
        title={VoiceAppointmentMessages.changeStatus}
        content={VoiceAppointmentMessages.confirmChange}
        onConfirm={confirm}
        onClose={() => setSwitching(null)}
      />
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
