/**
 * The administration lists' table: a header, one row per record with its actions at the right, a
 * progress bar while a page loads, and, for lists paged on the server, the page navigation with
 * the one page size the list uses.
 */
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, LinearProgress, Table, TableBody, TableCell, TableHead, TablePagination, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface TableColumn<T> {
  label: string;
  cell: (row: T) => ReactNode;
}

export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export function PagedTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  actions,
  paging,
  tableTestId,
  rowTestId,
}: {
  /** The table's accessible name. */
  label?: string;
  columns: TableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  loading: boolean;
  /** The buttons of a row, in a last 'Actions' column. */
  actions?: (row: T) => ReactNode;
  /** Absent for a list that comes whole. */
  paging?: ServerPaging;
  tableTestId?: string;
  rowTestId?: string;
}) {
  return (
    <>
      <LinearProgress sx={{ visibility: loading ? 'visible' : 'hidden' }} />
      <Table size="small" aria-label={label} data-testid={tableTestId}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} sx={{ fontWeight: 700 }}>
                {c.label}
              </TableCell>
            ))}
            {actions && (
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Actions
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((c) => (
                <TableCell key={c.label}>{c.cell(row)}</TableCell>
              ))}
              {actions && <TableCell align="right">{actions(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {paging && (
        <TablePagination
          component="div"
          count={paging.total}
          page={paging.page}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[paging.pageSize]}
          onPageChange={(_, page) => paging.onPageChange(page)}
        />
      )}
    </>
  );
}

/** A row's edit and delete buttons, named after the record so a screen reader (and a test) can tell rows apart. */
export const EditAndDeleteButtons = ({
  name,
  onEdit,
  onDelete,
  editDisabled = false,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  editDisabled?: boolean;
}) => (
  <>
    <IconButton size="small" aria-label={`Edit ${name}`} disabled={editDisabled} onClick={onEdit}>
      <EditIcon fontSize="small" />
    </IconButton>
    <IconButton size="small" aria-label={`Delete ${name}`} onClick={onDelete}>
      <DeleteIcon fontSize="small" />
    </IconButton>
  </>
);
