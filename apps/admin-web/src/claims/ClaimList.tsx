/**
 * Claims (`/claims`, spec 03): the selected practice's claim requests (Date request, Claim type,
 * Patient name, Company Name), 25 a page; filters patient name, claim type (validate by default or
 * submit), start and end date. Without a selected practice: 'Please select a connection'.
 */
import { Alert } from '@mui/material';
import { CLAIM_TYPES, DEFAULT_CLAIM_TYPE, ExtractionMessages, type Claim } from '@dental/contracts';
import { DataTable, DateField, DateInput, List, SelectInput, TextInput } from 'react-admin';
import type { ScreenRecord } from '../features';
import { readAppSettings } from '../practices/appSettings';

type ClaimRow = ScreenRecord<Claim>;

const filters = [
  <TextInput key="patientName" source="patientName" label="Patient name" alwaysOn resettable />,
  <SelectInput
    key="claimType"
    source="claimType"
    label="Claim type"
    choices={CLAIM_TYPES.map((t) => ({ id: t, name: t }))}
    alwaysOn
    emptyText={DEFAULT_CLAIM_TYPE}
  />,
  <DateInput key="startDate" source="startDate" label="Start date" alwaysOn />,
  <DateInput key="endDate" source="endDate" label="End date" alwaysOn />,
];

export const ClaimList = () => {
  const connected = readAppSettings().selectedPractices.length > 0;
  return (
    <>
      {!connected && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {ExtractionMessages.selectConnection}
        </Alert>
      )}
      <List title="Claims" perPage={25} filters={filters} exporter={false} empty={false} storeKey={false} disableSyncWithLocation>
        <DataTable<ClaimRow> bulkActionButtons={false} rowClick={false} aria-label="Claims">
          <DataTable.Col source="dateRequest" label="Date request" field={DateField} disableSort />
          <DataTable.Col source="claimType" label="Claim type" disableSort />
          <DataTable.Col source="patientName" label="Patient name" disableSort />
          <DataTable.Col source="companyName" label="Company Name" disableSort />
        </DataTable>
      </List>
    </>
  );
};
