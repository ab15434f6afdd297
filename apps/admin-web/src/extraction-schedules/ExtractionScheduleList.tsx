/**
 * The Command center (`/extraction_schedule`, spec 02 "Extraction schedules"): the selected
 * practices' schedules with who made them, when, the practice, type, dates and extraction status
 * (Pending, In process, Completed as warning, info and success badges; Failed, with the job's
 * reason, as an error badge). The add button opens 'New Extraction Schedule' at
 * `/extraction_schedule/create`. While a schedule is under way the list reads itself again every
 * few seconds, so the bots' progress shows without a reload.
 */
import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import { EXTRACTION_STATUS_LABELS, ExtractionMessages, ExtractionStatus, type ExtractionSchedule } from '@dental/contracts';
import { CreateButton, DataTable, DateField, TopToolbar, type GetListResult } from 'react-admin';
import type { ScreenRecord } from '../features';
import { SelectedPracticesList, practicesSelected } from '../shared/SelectedPracticesList';
import { ExtractionScheduleCreate } from './ExtractionScheduleCreate';
import { useDialogRoute } from '../shared/RecordDialog';
import { EXTRACTION_RESOURCES } from './extractionSchedulesAdapter';

type ScheduleRow = ScreenRecord<ExtractionSchedule>;

const BADGE_COLORS = {
  [ExtractionStatus.Pending]: 'warning',
  [ExtractionStatus.InProcess]: 'info',
  [ExtractionStatus.Completed]: 'success',
  [ExtractionStatus.Failed]: 'error',
} as const;

/** How often the list reads itself again while a schedule is pending or in process. */
const FOLLOW_MS = 3000;

const StatusBadge = ({ record }: { record: ScheduleRow }) => {
  const reasons = record.jobs.filter((j) => j.reason).map((j) => `${j.date}: ${j.reason}`);
  const chip = (
    <Chip size="small" color={BADGE_COLORS[record.extractionStatus]} label={EXTRACTION_STATUS_LABELS[record.extractionStatus]} />
  );
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {reasons.length > 0 ? <Tooltip title={reasons.join('\n')}>{chip}</Tooltip> : chip}
      {record.extractionStatus === ExtractionStatus.Failed &&
        reasons.map((r) => (
          <Typography key={r} variant="caption" color="error">
            {r}
          </Typography>
        ))}
    </Stack>
  );
};

/** While any schedule on the page is pending or in process, react-admin reads the list again every few seconds. */
function followUnfinished(page: GetListResult<ScheduleRow> | undefined): number | false {
  const unfinished = (page?.data ?? []).some(
    (s) => s.extractionStatus === ExtractionStatus.Pending || s.extractionStatus === ExtractionStatus.InProcess,
  );
  return unfinished ? FOLLOW_MS : false;
}

export const ExtractionScheduleList = () => {
  const { creating } = useDialogRoute(EXTRACTION_RESOURCES.schedules);
  const connected = practicesSelected();
  return (
    <>
      <SelectedPracticesList
        noPracticeMessage={ExtractionMessages.selectConnection}
        title="Command center"
        perPage={25}
        actions={<TopToolbar>{connected && <CreateButton label="New Extraction Schedule" />}</TopToolbar>}
        queryOptions={{ refetchInterval: (query) => followUnfinished(query.state.data as GetListResult<ScheduleRow> | undefined) }}
      >
        <DataTable<ScheduleRow> bulkActionButtons={false} rowClick={false} aria-label="Extraction schedules">
          <DataTable.Col source="firstName" label="First name" disableSort />
          <DataTable.Col source="lastName" label="Last name" disableSort />
          <DataTable.Col source="dateCreated" label="Date created" field={DateField} disableSort />
          <DataTable.Col source="practice" label="Practice" disableSort />
          <DataTable.Col source="type" label="Type" disableSort />
          <DataTable.Col label="Dates" disableSort render={(record) => record.dates.join(', ')} />
          <DataTable.Col label="Extraction status" disableSort render={(record) => <StatusBadge record={record as ScheduleRow} />} />
        </DataTable>
      </SelectedPracticesList>
      {creating && connected && <ExtractionScheduleCreate />}
    </>
  );
};
