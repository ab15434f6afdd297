/**
 * Audit Trail (`/audit-trait`, spec 03 "Audit Trait", the title corrected): what the bots reported
 * about themselves for the selected practices, 25 a page; filters Bot Name, Code, Start date and End
 * date; the previous and next day buttons move the day by one and show that whole day.
 */
import { Button, Stack } from '@mui/material';
import { ExtractionMessages, addDays, formatDay, type BotStatusRecord } from '@dental/contracts';
import { DataTable, DateField, DateInput, Pagination, TextInput, useListContext } from 'react-admin';
import type { ScreenRecord } from '../features';
import { SelectedPracticesList } from '../shared/SelectedPracticesList';

type StatusRow = ScreenRecord<BotStatusRecord>;

const filters = [
  <TextInput key="botName" source="botName" label="Bot Name" alwaysOn resettable />,
  <TextInput key="code" source="code" label="Code" alwaysOn resettable />,
  <DateInput key="startDate" source="startDate" label="Start date" alwaysOn />,
  <DateInput key="endDate" source="endDate" label="End date" alwaysOn />,
];

/** Previous and next day: start and end both become the day before or after the one shown (today when none is). */
const DayStepper = () => {
  const { filterValues, setFilters } = useListContext();
  const shown =
    typeof filterValues.startDate === 'string' && filterValues.startDate ? filterValues.startDate.slice(0, 10) : formatDay(new Date());
  const step = (days: number) => {
    const day = addDays(shown, days);
    setFilters({ ...filterValues, startDate: day, endDate: day }, undefined, false);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ p: 1 }}>
      <Button onClick={() => step(-1)}>Previous day</Button>
      <Button onClick={() => step(1)}>Next day</Button>
    </Stack>
  );
};

export const AuditTrailList = () => (
  <SelectedPracticesList
    noPracticeMessage={ExtractionMessages.selectConnection}
    title="Audit Trail"
    perPage={25}
    pagination={<Pagination rowsPerPageOptions={[25]} />}
    filters={filters}
  >
    <DayStepper />
    <DataTable<StatusRow> bulkActionButtons={false} rowClick={false} aria-label="Audit Trail">
      <DataTable.Col source="botName" label="Bot Name" disableSort />
      <DataTable.Col source="code" label="Code" disableSort />
      <DataTable.Col source="message" label="Message" disableSort />
      <DataTable.Col source="createdAt" label="Created at" field={DateField} disableSort />
    </DataTable>
  </SelectedPracticesList>
);
