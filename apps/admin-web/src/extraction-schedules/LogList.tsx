/**
 * Logs (`/logs`, spec 03): the bots' spreadsheet rows of a Sheet Date (required) for the selected
 * practice: Sheet Date, Row, Status (TRUE or FALSE), Title / Message, Date Created, 10 a page, read
 * again by react-admin every 15 seconds, so new rows appear as the bots work (without a sheet date the
 * adapter asks nothing).
 */
import { Alert } from '@mui/material';
import { ExtractionMessages, type ExtractionLog } from '@dental/contracts';
import { DataTable, DateField, DateInput, Pagination, useListContext } from 'react-admin';
import type { ScreenRecord } from '../features';
import { SelectedPracticesList } from '../shared/SelectedPracticesList';

type LogRow = ScreenRecord<ExtractionLog>;

/** The spec's polling period. */
export const LOGS_POLL_MS = 15_000;

/** Asks for a sheet date while none is set. */
const SheetDateRequired = () => {
  const { filterValues } = useListContext();
  return filterValues.sheetDate ? null : (
    <Alert severity="info" sx={{ m: 1 }}>
      {ExtractionMessages.sheetDateRequired}
    </Alert>
  );
};

export const LogList = () => (
  <SelectedPracticesList
    noPracticeMessage={ExtractionMessages.selectConnection}
    title="Logs"
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10]} />}
    filters={[<DateInput key="sheetDate" source="sheetDate" label="Sheet Date" alwaysOn />]}
    queryOptions={{ refetchInterval: LOGS_POLL_MS }}
  >
    <SheetDateRequired />
    <DataTable<LogRow> bulkActionButtons={false} rowClick={false} aria-label="Logs">
      <DataTable.Col source="sheetDate" label="Sheet Date" disableSort />
      <DataTable.NumberCol source="rowNumber" label="Row" disableSort />
      <DataTable.Col label="Status" disableSort render={(record) => (record.status ? 'TRUE' : 'FALSE')} />
      <DataTable.Col label="Title / Message" disableSort render={(record) => `${record.title} / ${record.message}`} />
      <DataTable.Col source="dateCreated" label="Date Created" field={DateField} disableSort />
    </DataTable>
  </SelectedPracticesList>
);
