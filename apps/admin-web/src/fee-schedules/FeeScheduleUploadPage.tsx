/**
 * Fee Schedule (/feeschedule): choose the practice and year, upload an .xlsx ('File accepted' or
 * 'File not allowed'), choose a sheet, name the carrier and save. The billing service reads the
 * workbook and lists each sheet's duplicate codes and wrong prices; the table switches between all
 * rows, the duplicate rows and the wrong-price rows, 25 a page. A schedule that exists already opens
 * the spec's modal with its 'Go to update' link. 'Update Records' goes to /feeschedule/update.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { DataTable, ListBase, Pagination, Title, useCreate, useDataProvider, useNotify, type DataProvider } from 'react-admin';
import { Link, useNavigate } from 'react-router-dom';
import { FEE_SCHEDULE_PAGE_SIZE, FeeScheduleMessages, type FeeUpload, type FeeUploadRow, type FeeUploadView } from '@dental/contracts';
import { ApiError } from '../api/apiError';
import type { RaRecord } from 'react-admin';
import { practiceChoices, yearChoices } from './feeScheduleChoices';
import type { FeeUploadMethods } from './feeSchedulesAdapter';

const VIEWS: { value: FeeUploadView; label: string }[] = [
  { value: 'all', label: 'All rows' },
  { value: 'duplicates', label: 'Duplicate rows' },
  { value: 'wrongPrice', label: 'Wrong price rows' },
];

const updateAddress = (practiceId: string, year: string, carrierName = '') =>
  `/feeschedule/update?${new URLSearchParams({ practiceId, year, ...(carrierName ? { carrierName } : {}) }).toString()}`;

const UploadRows = ({ uploadId, sheet, view }: { uploadId: string; sheet: string; view: FeeUploadView }) => (
  <ListBase
    resource="feeScheduleUploadRows"
    filter={{ uploadId, sheet, view }}
    perPage={FEE_SCHEDULE_PAGE_SIZE}
    disableSyncWithLocation
    storeKey={false}
  >
    <DataTable<FeeUploadRow & RaRecord> aria-label="Fee schedule rows" bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="row" label="Row" disableSort />
      <DataTable.Col source="serviceCode" label="Code" disableSort />
      <DataTable.Col source="serviceDescription" label="Description" disableSort />
      <DataTable.Col source="price" label="Price" disableSort />
      <DataTable.Col
        label="Status"
        render={(row) => (
          <Stack direction="row" spacing={0.5}>
            <Chip size="small" label={row.status} />
            {row.duplicate && <Chip size="small" color="warning" label="Duplicate" />}
            {row.wrongPrice && <Chip size="small" color="error" label="Wrong price" />}
          </Stack>
        )}
      />
    </DataTable>
    <Pagination rowsPerPageOptions={[FEE_SCHEDULE_PAGE_SIZE]} />
  </ListBase>
);

export const FeeScheduleUploadPage = () => {
  const [practices] = useState(practiceChoices);
  const [years] = useState(yearChoices);
  const [practiceId, setPracticeId] = useState(practices[0]?.id ?? '');
  const [year, setYear] = useState(years[years.length - 2]?.id ?? '');
  const [fileNote, setFileNote] = useState<{ ok: boolean; text: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [upload, setUpload] = useState<FeeUpload | null>(null);
  const [sheetName, setSheetName] = useState('');
  const [view, setView] = useState<FeeUploadView>('all');
  const [carrierName, setCarrierName] = useState('');
  const [description, setDescription] = useState('');
  const [exists, setExists] = useState(false);
  const [create, { isPending: saving }] = useCreate();
  const notify = useNotify();
  const dataProvider = useDataProvider<DataProvider & FeeUploadMethods>();
  const navigate = useNavigate();
  const sheet = upload?.sheets.find((s) => s.name === sheetName);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUpload(null);
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      setFileNote({ ok: false, text: FeeScheduleMessages.onlyXlsx });
      return;
    }
    setFileNote({ ok: true, text: `${FeeScheduleMessages.accepted}: ${file.name}` });
    setProgress(0);
    try {
      const answer = await dataProvider.uploadFeeSchedule({ practiceId, file, onProgress: setProgress });
      setUpload(answer);
      setSheetName(answer.sheets[0]?.name ?? '');
      setCarrierName(answer.sheets[0]?.name ?? '');
      setView('all');
    } catch (error) {
      setFileNote({ ok: false, text: (error as Error).message });
    } finally {
      setProgress(null);
    }
  };

  const save = () => {
    if (!upload || !sheet) return;
    create(
      'feeScheduleCarriers',
      { data: { practiceId, year, carrierName, description, uploadId: upload.uploadId, sheet: sheet.name } },
      {
        onSuccess: () => {
          notify(FeeScheduleMessages.saved, { type: 'success' });
          navigate(updateAddress(practiceId, year, carrierName));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) setExists(true);
          else notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        },
      },
    );
  };

  const blocked = !sheet || sheet.duplicates.length > 0 || sheet.wrongPrices.length > 0 || !carrierName.trim();
  return (
    <Box sx={{ p: 2 }}>
      <Title title="Fee Schedule" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5">Fee Schedule</Typography>
        <Button variant="outlined" component={Link} to={updateAddress(practiceId, year)}>
          Update Records
        </Button>
      </Stack>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <TextField select label="Practice" value={practiceId} onChange={(e) => setPracticeId(e.target.value)} sx={{ minWidth: 260 }}>
              {practices.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select label="Year" value={year} onChange={(e) => setYear(e.target.value)} sx={{ minWidth: 120 }}>
              {years.map((y) => (
                <MenuItem key={y.id} value={y.id}>
                  {y.name}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" component="label" disabled={!practiceId || !year || progress !== null}>
              Upload an Excel file
              <input hidden type="file" accept=".xlsx" data-testid="fee-schedule-file" onChange={(e) => void choose(e)} />
            </Button>
          </Stack>
          {fileNote && (
            <Alert severity={fileNote.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
              {fileNote.text}
            </Alert>
          )}
          {progress !== null && <LinearProgress variant="determinate" value={progress} sx={{ mb: 2 }} aria-label="Upload progress" />}
          {upload && sheet && (
            <>
              <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
                <TextField select label="Sheet" value={sheetName} onChange={(e) => setSheetName(e.target.value)} sx={{ minWidth: 200 }}>
                  {upload.sheets.map((s) => (
                    <MenuItem key={s.name} value={s.name}>
                      {s.name} ({s.rows} rows)
                    </MenuItem>
                  ))}
                </TextField>
                <TextField label="Name" value={carrierName} onChange={(e) => setCarrierName(e.target.value)} required />
                <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
                <Button variant="contained" onClick={save} disabled={blocked || saving}>
                  Save
                </Button>
              </Stack>
              {sheet.duplicates.length > 0 && (
                <Alert severity="warning" sx={{ mb: 1 }} data-testid="fee-duplicates">
                  {FeeScheduleMessages.duplicates}: {sheet.duplicates.slice(0, FEE_SCHEDULE_PAGE_SIZE).join(', ')}
                </Alert>
              )}
              {sheet.wrongPrices.length > 0 && (
                <Alert severity="error" sx={{ mb: 1 }} data-testid="fee-wrong-prices">
                  {FeeScheduleMessages.wrongPrice(sheet.wrongPrices)}
                </Alert>
              )}
              {sheet.badRows.length > 0 && (
                <Alert severity="info" sx={{ mb: 1 }}>
                  Rows {sheet.badRows.join(', ')} do not have exactly three columns (code, description, price) and are left out.
                </Alert>
              )}
              <ToggleButtonGroup
                exclusive
                size="small"
                value={view}
                onChange={(_, v: FeeUploadView | null) => v && setView(v)}
                sx={{ mb: 1 }}
              >
                {VIEWS.map((v) => (
                  <ToggleButton key={v.value} value={v.value}>
                    {v.label}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              <UploadRows uploadId={upload.uploadId} sheet={sheet.name} view={view} />
            </>
          )}
        </CardContent>
      </Card>
      <Dialog open={exists} onClose={() => setExists(false)}>
        <DialogTitle>Fee Schedule</DialogTitle>
        <DialogContent>{FeeScheduleMessages.exists}</DialogContent>
        <DialogActions>
          <Button onClick={() => setExists(false)}>Close</Button>
          <Button variant="contained" component={Link} to={updateAddress(practiceId, year, carrierName)}>
            Go to update
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
