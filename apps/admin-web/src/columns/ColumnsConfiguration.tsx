/** Columns Configuration (/columns-configurations, spec 03): which All Transactions columns the user sees. */
import { Card, Switch, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { ALL_TRANSACTIONS_GRID_ID, Routes, type GridColumn, type UserGridColumn } from '@dental/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { RequireRoutePermission } from '../access/RequireRoutePermission';
import { callApi } from '../api/httpClient';
import { PageBreadcrumbs } from '../layout/PageBreadcrumbs';
import { usePageTitle } from '../layout/usePageTitle';

const ColumnsTable = () => {
  const notify = useNotify();
  const [columns, setColumns] = useState<GridColumn[]>([]);
  const [chosen, setChosen] = useState<UserGridColumn[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const load = useCallback(async () => {
    const [all, mine] = await Promise.all([
      callApi(Routes.gridColumns, { params: { id: ALL_TRANSACTIONS_GRID_ID } }),
      callApi(Routes.userColumns),
    ]);
    setColumns(all);
    setChosen(mine);
  }, []);
  useEffect(() => {
    load().catch(() => notify('Dear user, please try again', { type: 'error' }));
  }, [load, notify]);

  const toggle = async (column: GridColumn, on: boolean) => {
    setBusy(column._id);
    try {
      const current = chosen.find((c) => c.columnId === column._id);
      if (on) await callApi(Routes.addUserColumn, { body: { columnId: column._id } });
      else if (current) await callApi(Routes.removeUserColumn, { params: { id: current._id } });
      await load();
      notify('Changes are saved', { type: 'success' });
    } catch {
      notify('Dear user, please try again', { type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <Table size="small" data-testid="columns-table">
        <TableHead>
          <TableRow>
            {['Column', 'Description', 'Active'].map((c) => (
              <TableCell key={c} sx={{ fontWeight: 700 }}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {columns.map((column) => (
            <TableRow key={column._id} data-testid="columns-row">
              <TableCell>{column.name}</TableCell>
              <TableCell>{column.description}</TableCell>
              <TableCell>
                <Switch
                  checked={chosen.some((c) => c.columnId === column._id)}
                  disabled={busy !== null}
                  onChange={(e) => toggle(column, e.target.checked)}
                  slotProps={{ input: { 'aria-label': column.name } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
};

export const ColumnsConfiguration = () => {
  usePageTitle('Columns Configuration');
  return (
    <RequireRoutePermission name="columnsConfiguration">
      <Title title="Columns Configuration" />
      <PageBreadcrumbs trail={[{ label: 'Home', to: '/' }, { label: 'Columns Configuration' }]} />
      <ColumnsTable />
    </RequireRoutePermission>
  );
};
