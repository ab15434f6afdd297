/**
 * Update Records (/feeschedule/update): choose the practice and year (or arrive with them, and the
 * carrier, in the address), then a carrier; its rows, 25 a page, searchable by code. Edit opens the
 * row's form (the row's id in the address, `?row=`), checked by the contract's rules ('Code Services
 * is required', 'Price is incorrect', ...); a code already in the schedule is refused by the server
 * with '{code} code already exists!', shown beside the code.
 */
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import {
  DataTable,
  Form,
  ListBase,
  Pagination,
  SaveButton,
  TextInput,
  Title,
  useGetList,
  useNotify,
  useRecordContext,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { FEE_SCHEDULE_PAGE_SIZE, FeeScheduleMessages, feeServiceSchema, type FeeScheduleRow } from '@dental/contracts';
import { checkedBy } from '../shared/formErrors';
import { practiceChoices, yearChoices } from './feeScheduleChoices';

type Row = Omit<FeeScheduleRow, '_id'> & RaRecord<string>;
const validateRow = checkedBy(feeServiceSchema);

const EditRowButton = ({ onEdit }: { onEdit: (row: Row) => void }) => {
  const row = useRecordContext<Row>();
  return row ? (
    <Button size="small" onClick={() => onEdit(row)}>
      Edit
    </Button>
  ) : null;
};

const RowDialog = ({ row, onClose }: { row: Row; onClose: () => void }) => {
  const [update] = useUpdate();
  const notify = useNotify();
  const save = async (values: Record<string, unknown>) => {
    try {
      await update(
        'feeScheduleRows',
        { id: row.id, data: values, previousData: row },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(FeeScheduleMessages.updated, { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      // Refused fields are shown beside the fields; anything else as a message.
      const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (errors) return errors;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return undefined;
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>Edit Record</DialogTitle>
      <DialogContent>
        <Form record={row} onSubmit={save} validate={validateRow}>
          <TextInput source="serviceCode" label="Code Services" fullWidth />
          <TextInput source="serviceDescription" label="Description" fullWidth />
          <TextInput source="price" label="Price" fullWidth />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onClose}>Cancel</Button>
            <SaveButton icon={<></>} alwaysEnable />
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
};

export const FeeScheduleUpdatePage = () => {
  const [params, setParams] = useSearchParams();
  const [practices] = useState(practiceChoices);
  const [years] = useState(yearChoices);
  const practiceId = params.get('practiceId') ?? practices[0]?.id ?? '';
  const year = params.get('year') ?? years[years.length - 2]?.id ?? '';
  const carrierName = params.get('carrierName') ?? '';
  const [code, setCode] = useState('');
  const [editing, setEditing] = useState<Row | null>(null);
  const set = (changes: Record<string, string>) => setParams({ practiceId, year, carrierName, ...changes });
  const carriers = useGetList('feeScheduleCarriers', { filter: { practiceId, year }, pagination: { page: 1, perPage: 500 } });
  const filter = useMemo(() => ({ practiceId, year, carrierName, code }), [practiceId, year, carrierName, code]);

  return (
    <Box sx={{ p: 2 }}>
      <Title title="Update Records" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Typography variant="h5">Update Records</Typography>
        <Button variant="outlined" component={Link} to="/feeschedule">
          Upload
        </Button>
      </Stack>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
            <TextField
              select
              label="Practice"
              value={practiceId}
              onChange={(e) => set({ practiceId: e.target.value, carrierName: '' })}
              sx={{ minWidth: 260 }}
            >
              {practices.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Year"
              value={year}
              onChange={(e) => set({ year: e.target.value, carrierName: '' })}
              sx={{ minWidth: 120 }}
            >
              {years.map((y) => (
                <MenuItem key={y.id} value={y.id}>
                  {y.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Carrier"
              value={carriers.data?.some((c) => c.carrierName === carrierName) ? carrierName : ''}
              onChange={(e) => set({ carrierName: e.target.value })}
              sx={{ minWidth: 220 }}
              disabled={!carriers.data?.length}
            >
              {(carriers.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.carrierName}>
                  {c.carrierName} ({c.rows})
                </MenuItem>
              ))}
            </TextField>
            <TextField label="Code" value={code} onChange={(e) => setCode(e.target.value)} />
          </Stack>
          {carriers.data && carriers.data.length === 0 && <Alert severity="info">{FeeScheduleMessages.noRecords}</Alert>}
          {carrierName && (
            <ListBase resource="feeScheduleRows" filter={filter} perPage={FEE_SCHEDULE_PAGE_SIZE} disableSyncWithLocation storeKey={false}>
              <DataTable<Row> aria-label="Fee schedule records" bulkActionButtons={false} rowClick={false}>
                <DataTable.Col source="serviceCode" label="Code" disableSort />
                <DataTable.Col source="serviceDescription" label="Description" disableSort />
                <DataTable.Col source="price" label="Price" disableSort />
                <DataTable.Col source="status" label="Status" disableSort />
                <DataTable.Col label="Action">
                  <EditRowButton onEdit={setEditing} />
                </DataTable.Col>
              </DataTable>
              <Pagination rowsPerPageOptions={[FEE_SCHEDULE_PAGE_SIZE]} />
            </ListBase>
          )}
        </CardContent>
      </Card>
      {editing && <RowDialog row={editing} onClose={() => setEditing(null)} />}
    </Box>
  );
};
