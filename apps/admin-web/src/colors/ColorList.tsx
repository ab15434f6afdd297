/** Flag Color (/colors, spec 03): the flag colours of a chosen client, created, edited and deleted here. */
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Box, Button, Card, Dialog, DialogActions, DialogContent, IconButton, Menu, MenuItem, Stack, TextField } from '@mui/material';
import { COLOR_PAGE_SIZE, ColorMessages, DEFAULT_COLOR_HEX, Routes, colorFormErrors, type FlagColor } from '@dental/contracts';
import { useCallback, useMemo, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { callApi } from '../api/httpClient';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { usePageTitle } from '../layout/usePageTitle';
import { readAppSettings, selectedClientId } from '../practices/appSettings';
import { FormDialog } from '../shared/FormDialog';
import { PagedTable } from '../shared/PagedTable';
import { useServerPage, type PageRange } from '../shared/useServerPage';

interface ColorForm {
  _id?: string;
  name: string;
  hexCode: string;
  colorPriority: string;
}
const NEW_COLOR: ColorForm = { name: '', hexCode: DEFAULT_COLOR_HEX, colorPriority: '' };

export const ColorList = () => {
  usePageTitle('Flag Color');
  const notify = useNotify();
  const settings = useMemo(readAppSettings, []);
  const clients = useMemo(() => [...new Map(settings.practices.map((p) => [p.clientId, p.clientName])).entries()], [settings]);
  const [clientId, setClientId] = useState(selectedClientId(settings) ?? clients[0]?.[0] ?? '');
  const [form, setForm] = useState<ColorForm | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; color: FlagColor } | null>(null);
  const [removing, setRemoving] = useState<FlagColor | null>(null);
  const fetchPage = useCallback(
    async (range: PageRange) => {
      if (!clientId) return undefined;
      try {
        return await callApi(Routes.colorGrid, { params: { clientId }, query: range });
      } catch (error) {
        notify('Dear user, please try again', { type: 'error' });
        throw error;
      }
    },
    [clientId, notify],
  );
  const colors = useServerPage(fetchPage, COLOR_PAGE_SIZE);

  const errors = form ? colorFormErrors(form) : {};
  const save = async () => {
    setSubmitted(true);
    if (!form || Object.keys(errors).length > 0) return;
    const body = { name: form.name.trim(), hexCode: form.hexCode, colorPriority: Number(form.colorPriority) };
    try {
      if (form._id) await callApi(Routes.updateColor, { params: { id: clientId, colorId: form._id }, body });
      else await callApi(Routes.createColor, { params: { id: clientId }, body });
      notify(form._id ? ColorMessages.updated : ColorMessages.saved, { type: 'success' });
      setForm(null);
      void colors.reload();
    } catch (error) {
      notify(error instanceof Error && error.message === ColorMessages.exists ? ColorMessages.exists : 'Dear user, please try again', {
        type: 'error',
      });
    }
  };
  const remove = async () => {
    if (!removing) return;
    try {
      await callApi(Routes.deleteColor, { params: { clientId, colorId: removing._id } });
      notify(ColorMessages.deleted, { type: 'success' });
      void colors.reload();
    } catch {
      notify('Dear user, please try again', { type: 'error' });
    } finally {
      setRemoving(null);
    }
  };

  return (
    <>
      <Title title="Flag Color" />
      <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Flag Color' }]} />
      <Card>
        <Stack direction="row" spacing={2} sx={{ p: 2, alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label="Client"
            sx={{ minWidth: 240 }}
            value={clientId}
            onChange={(e) => {
              setClientId(e.target.value);
              colors.setPage(0);
            }}
          >
            {clients.map(([id, name]) => (
              <MenuItem key={id} value={id}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={!clientId}
            onClick={() => {
              setSubmitted(false);
              setForm(NEW_COLOR);
            }}
            data-testid="color-create"
          >
            Create new Color
          </Button>
        </Stack>
        <PagedTable
          columns={[
            { label: 'Name', cell: (color) => color.name },
            {
              label: 'Hex Code',
              cell: (color) => (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Box sx={{ width: 16, height: 16, bgcolor: color.hexCode, borderRadius: 0.5 }} />
                  <span>{color.hexCode}</span>
                </Stack>
              ),
            },
            { label: 'Color Priority', cell: (color) => color.colorPriority },
            {
              label: 'Action',
              cell: (color) => (
                <IconButton size="small" onClick={(e) => setMenu({ anchor: e.currentTarget, color })} aria-label="Action">
                  <MoreVertIcon />
                </IconButton>
              ),
            },
          ]}
          rows={colors.records}
          rowKey={(color) => color._id}
          loading={colors.loading}
          tableTestId="color-table"
          rowTestId="color-row"
          paging={{ page: colors.page, pageSize: COLOR_PAGE_SIZE, total: colors.total, onPageChange: colors.setPage }}
        />
      </Card>
      <Menu open={!!menu} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        <MenuItem
          onClick={() => {
            const c = menu!.color;
            setSubmitted(false);
            setForm({ _id: c._id, name: c.name, hexCode: c.hexCode, colorPriority: String(c.colorPriority) });
            setMenu(null);
          }}
        >
          Edit
        </MenuItem>
        <MenuItem
          onClick={() => {
            setRemoving(menu!.color);
            setMenu(null);
          }}
        >
          Delete
        </MenuItem>
      </Menu>
      {form && (
        <FormDialog
          title={form._id ? 'Edit Color' : 'Create new Color'}
          maxWidth="xs"
          onCancel={() => setForm(null)}
          onSave={() => void save()}
          saveTestId="color-save"
        >
          <TextField
            label="Name"
            size="small"
            value={form.name}
            error={submitted && !!errors.name}
            helperText={submitted && errors.name}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'color-name' } }}
          />
          <TextField
            label="Color"
            size="small"
            type="color"
            value={form.hexCode}
            error={submitted && !!errors.hexCode}
            helperText={submitted && errors.hexCode}
            onChange={(e) => setForm({ ...form, hexCode: e.target.value.toUpperCase() })}
          />
          <TextField
            label="Color Priority"
            size="small"
            value={form.colorPriority}
            error={submitted && !!errors.colorPriority}
            helperText={submitted && errors.colorPriority}
            onChange={(e) => setForm({ ...form, colorPriority: e.target.value })}
            slotProps={{ htmlInput: { 'data-testid': 'color-priority' } }}
          />
        </FormDialog>
      )}
      <Dialog open={!!removing} onClose={() => setRemoving(null)}>
        <DialogContent>{ColorMessages.deleteQuestion}</DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)}>Cancel</Button>
          <Button color="error" variant="contained" onClick={remove}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
