/**
 * Real Time IV list (spec 03 §2): Patient Name, Carrier, IV Type, Policy Holder, Relationship, Bot
 * Status, Updated; completed rows download their response document; filters patient name, bot
 * status, IV type, start and end dates; 'New Record' opens the carrier form. The selected practices'
 * records, paged and filtered by the server.
 */
import { Alert } from '@mui/material';
import { REALTIME_STATES, REALTIME_VERIFICATION_TYPES, type RealtimeRecord } from '@dental/contracts';
import { CreateButton, DataTable, DateField, DateInput, List, SelectInput, TextInput, TopToolbar } from 'react-admin';
import { readAppSettings } from '../practices/appSettings';
import { BotStatusChip } from './BotStatusChip';
import { DownloadResponseButton } from './DownloadResponseButton';
import { REALTIME_RESOURCE } from './realtimeAdapter';

type Row = RealtimeRecord & { id: string };
const choices = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

const filters = [
  <TextInput key="patientName" source="patientName" label="Patient Name" alwaysOn resettable />,
  <SelectInput key="stateId" source="stateId" label="Bot Status" choices={choices(REALTIME_STATES)} alwaysOn />,
  <SelectInput key="verificationType" source="verificationType" label="IV Type" choices={choices(REALTIME_VERIFICATION_TYPES)} alwaysOn />,
  <DateInput key="startDate" source="startDate" label="Start date" alwaysOn />,
  <DateInput key="endDate" source="endDate" label="End date" alwaysOn />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="New Record" />
  </TopToolbar>
);

export const RealtimeList = () => {
  const noPractice = readAppSettings().selectedPractices.length === 0;
  return (
    <List
      resource={REALTIME_RESOURCE}
      title="Real Time IV"
      filters={filters}
      actions={<Actions />}
      perPage={10}
      exporter={false}
      sort={{ field: 'dateUpdate', order: 'DESC' }}
      empty={false}
    >
      {noPractice ? <Alert severity="info">Please select a connection</Alert> : null}
      <DataTable<Row> bulkActionButtons={false} rowClick="show" aria-label="Real Time IV">
        <DataTable.Col label="Patient Name" disableSort render={(r) => `${r.firstNamePatient} ${r.lastNamePatient}`} />
        <DataTable.Col source="carrierName" label="Carrier" disableSort />
        <DataTable.Col source="verificationType" label="IV Type" disableSort />
        <DataTable.Col label="Policy Holder" disableSort render={(r) => `${r.firstNamePolicyholder} ${r.lastNamePolicyholder}`} />
        <DataTable.Col source="relationship" label="Relationship" disableSort />
        <DataTable.Col label="Bot Status" disableSort render={(r) => <BotStatusChip state={r.stateId} />} />
        <DataTable.Col source="dateUpdate" label="Updated" field={DateField} disableSort />
        <DataTable.Col label="" disableSort render={(r) => <DownloadResponseButton record={r as Row} />} />
      </DataTable>
    </List>
  );
};
