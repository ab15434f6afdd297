/**
 * Data Quality Records (`/dataquality`, spec 03 §2): the selected practices' requests to patients
 * for missing data (Patient Name, Phone, DOB, Status, created, updated, the fields asked for), 10 a
 * page; filters patient name and missing field. A row's Details opens 'Resume Details' at
 * `/dataquality/:id`. Without a selected practice: 'Please select a connection'.
 */
import { Alert } from '@mui/material';
import { DqaMessages, dqaStatusLabel, type DqaRecord } from '@dental/contracts';
import { Button, DataTable, DateField, List, SelectInput, TextInput, useCreatePath, useGetList, useRecordContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ScreenRecord } from '../features';
import { readAppSettings } from '../practices/appSettings';
import { displayDay } from '../transactions/days';
import { useDialogRoute } from '../shared/RecordDialog';
import { DATA_QUALITY_RESOURCE, DQA_MISSING_FIELDS_RESOURCE } from './dataQualityAdapter';
import { ResumeDetails } from './ResumeDetails';

type DqaRow = ScreenRecord<DqaRecord>;

/** The missing-field filter offers the fields asked for in the selected practices' requests. */
const MissingFieldInput = (props: { source: string; label: string; alwaysOn?: boolean }) => {
  const { data = [] } = useGetList(DQA_MISSING_FIELDS_RESOURCE, { pagination: { page: 1, perPage: 1000 } });
  return <SelectInput {...props} choices={data} optionText="name" emptyText="All fields" />;
};

const filters = [
  <TextInput key="patientName" source="patientName" label="Patient name" alwaysOn resettable />,
  <MissingFieldInput key="missingField" source="missingField" label="Missing field" alwaysOn />,
];

const DetailsButton = () => {
  const record = useRecordContext<DqaRow>();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Button
      label="Details"
      aria-label={`Details of ${record.patientName}`}
      onClick={() => navigate(createPath({ resource: DATA_QUALITY_RESOURCE, type: 'edit', id: record.id }))}
    />
  );
};

export const DataQualityList = () => {
  const connected = readAppSettings().selectedPractices.length > 0;
  const { editing } = useDialogRoute(DATA_QUALITY_RESOURCE);
  if (!connected) {
    return (
      <Alert severity="warning" sx={{ mt: 2 }}>
        {DqaMessages.selectConnection}
      </Alert>
    );
  }
  return (
    <>
      <List
        title="Data Quality Records"
        perPage={10}
        filters={filters}
        sort={{ field: 'dateUpdate', order: 'DESC' }}
        exporter={false}
        empty={false}
        storeKey={false}
        disableSyncWithLocation
      >
        <DataTable<DqaRow> bulkActionButtons={false} rowClick={false} aria-label="Data quality records">
          <DataTable.Col source="patientName" label="Patient Name" />
          <DataTable.Col source="phone" label="Phone" disableSort />
          <DataTable.Col source="dob" label="DOB" disableSort render={(r) => displayDay(r.dob)} />
          <DataTable.Col source="status" label="Status" disableSort render={(r) => dqaStatusLabel(r.status)} />
          <DataTable.Col source="dateCreated" label="Date Created" field={DateField} />
          <DataTable.Col source="dateUpdate" label="Date Update" field={DateField} />
          <DataTable.Col source="missingFields" label="Missing fields" disableSort render={(r) => r.missingFields.join(', ')} />
          <DataTable.Col label="Actions" align="right">
            <DetailsButton />
          </DataTable.Col>
        </DataTable>
      </List>
      {editing && <ResumeDetails id={editing} />}
    </>
  );
};
