/**
 * Recall Transactions (`/recall-transactions`, spec 03 §2 "Reports"): the selected practices'
 * transactions still missing required fields, with Appointment, Patient Name, Practice, Patient
 * Contacted, Patient Responded, Missing Item and Received, 10 a page, computed by the reports service
 * from real transactions and the data quality requests made for them.
 */
import { Alert } from '@mui/material';
import { DqaMessages, RECALL_PAGE_SIZE, type RecallTransaction } from '@dental/contracts';
import { DataTable, DateInput, List, TextInput } from 'react-admin';
import type { ScreenRecord } from '../features';
import { readAppSettings } from '../practices/appSettings';
import { displayDay } from '../transactions/days';

type RecallRow = ScreenRecord<RecallTransaction>;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const filters = [
  <TextInput key="patientName" source="patientName" label="Patient name" alwaysOn resettable />,
  <DateInput key="startDate" source="startDate" label="Start date" alwaysOn />,
  <DateInput key="endDate" source="endDate" label="End date" alwaysOn />,
];

export const RecallTransactionList = () => {
  if (readAppSettings().selectedPractices.length === 0) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {DqaMessages.selectConnection}
      </Alert>
    );
  }
  return (
    <List
      title="Recall Transactions"
      perPage={RECALL_PAGE_SIZE}
      filters={filters}
      exporter={false}
      empty={false}
      storeKey={false}
      disableSyncWithLocation
    >
      <DataTable<RecallRow> bulkActionButtons={false} rowClick={false} aria-label="Recall transactions">
        <DataTable.Col source="appointment" label="Appointment" disableSort render={(r) => displayDay(r.appointment)} />
        <DataTable.Col source="patientName" label="Patient Name" disableSort />
        <DataTable.Col source="practice" label="Practice" disableSort />
        <DataTable.Col source="patientContacted" label="Patient Contacted" disableSort render={(r) => yesNo(r.patientContacted)} />
        <DataTable.Col source="patientResponded" label="Patient Responded" disableSort render={(r) => yesNo(r.patientResponded)} />
        <DataTable.Col source="missingItem" label="Missing Item" disableSort />
        <DataTable.Col source="received" label="Received" disableSort render={(r) => displayDay(r.received)} />
      </DataTable>
    </List>
  );
};
