/**
 * Flag Color (`/colors`, spec 03): choose a client; its colours by name, hex code and priority, 25 a
 * page, each with an Action menu (Edit, Delete); 'Create new Color'.
 */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, IconButton, Menu, MenuItem, Stack } from '@mui/material';
import { COLOR_PAGE_SIZE, ColorMessages, type FlagColor } from '@dental/contracts';
import { useState } from 'react';
import {
  Confirm,
  CreateButton,
  DataTable,
  List,
  Pagination,
  SelectInput,
  TopToolbar,
  useCreatePath,
  useDelete,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { ScreenRecord } from '../features';
import { readAppSettings, selectedClientId } from '../practices/appSettings';
import { ColorDialogs } from './ColorDialogs';
import { workedClients } from './colorsAdapter';

type ColorRow = ScreenRecord<FlagColor>;

/** The row's Action menu of the spec: Edit opens the colour's form, Delete asks first. */
const ColorActionMenu = () => {
  const record = useRecordContext<ColorRow>();
  const createPath = useCreatePath();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState(false);
  if (!record) return null;
  return (
    <>
      <IconButton size="small" aria-label="Action" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)}>
        <MenuItem component={Link} to={createPath({ resource: 'colors', type: 'edit', id: record.id })} onClick={() => setAnchor(null)}>
          Edit
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setAsking(true);
          }}
        >
          Delete
        </MenuItem>
      </Menu>
      <Confirm
        isOpen={asking}
        loading={isPending}
        title="Delete"
        content={ColorMessages.deleteQuestion}
        confirm="Delete"
        onConfirm={() =>
          remove(
            'colors',
            { id: record.id, previousData: record },
            {
              mutationMode: 'pessimistic',
              onSuccess: () => notify(ColorMessages.deleted, { type: 'success' }),
              onError: (error) => notify(error instanceof Error ? error.message : String(error), { type: 'error' }),
              onSettled: () => setAsking(false),
            },
          )
        }
        onClose={() => setAsking(false)}
      />
    </>
  );
};

export const ColorList = () => {
  const [clients] = useState(workedClients);
  const [clientId] = useState(() => selectedClientId(readAppSettings()) ?? clients[0]?.id ?? '');
  return (
    <List
      title="Flag Color"
      perPage={COLOR_PAGE_SIZE}
      pagination={<Pagination rowsPerPageOptions={[COLOR_PAGE_SIZE]} />}
      filters={[
        <SelectInput key="clientId" source="clientId" label="Client" choices={clients} alwaysOn isRequired sx={{ minWidth: 240 }} />,
      ]}
      filterDefaultValues={{ clientId }}
      actions={
        <TopToolbar>
          <CreateButton label="Create new Color" />
        </TopToolbar>
      }
      exporter={false}
      storeKey={false}
      disableSyncWithLocation
      empty={false}
    >
      <DataTable<ColorRow> aria-label="Flag colors" bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" label="Name" disableSort />
        <DataTable.Col
          source="hexCode"
          label="Hex Code"
          disableSort
          render={(color) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Box sx={{ width: 16, height: 16, bgcolor: color.hexCode, borderRadius: 0.5 }} />
              <span>{color.hexCode}</span>
            </Stack>
          )}
        />
        <DataTable.Col source="colorPriority" label="Color Priority" disableSort />
        <DataTable.Col label="Action">
          <ColorActionMenu />
        </DataTable.Col>
      </DataTable>
      <ColorDialogs />
    </List>
  );
};
