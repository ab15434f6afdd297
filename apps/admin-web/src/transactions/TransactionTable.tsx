/** The All Transactions grid: the user's columns (spec 01 §2, §6), a colour flag and the row actions. */
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { ALL_TRANSACTIONS_COLUMNS, Messages, carrierLabel, type FlagColor } from '@dental/contracts';
import type { ReactNode } from 'react';
import { displayDay } from './days';
import { EligibilityStatusLabel } from './EligibilityStatusLabel';
import { FlagMenu } from './FlagMenu';
import { ProgressCell } from './ProgressCell';
import { RowActions } from './RowActions';
import type { TransactionRecord } from './transactionQuery';
import { VerificationByLabel } from './VerificationByLabel';

export const DEFAULT_COLUMN_KEYS = ALL_TRANSACTIONS_COLUMNS.filter((c) => c.defaultVisible).map((c) => c.key);

const CELLS: Record<string, { label: string; cell: (row: TransactionRecord) => ReactNode }> = {
  appointment: {
    label: 'Appointment',
    cell: (row) => `${displayDay(row.appointment_date)}${row.appointment_time ? ` ${row.appointment_time}` : ''}`,
  },
  patient: { label: 'Patient', cell: (row) => <span data-testid="transaction-patient">{row.PatientName || row.patientName}</span> },
  practice: { label: 'Practice', cell: (row) => row.PracticeName },
  type: { label: 'Type', cell: (row) => <Chip size="small" label={row.type} variant="outlined" /> },
  carrier: {
    label: 'Carrier',
    cell: (row) => <span data-testid="transaction-carrier">{carrierLabel(row.CarrierName || row.carrier)}</span>,
  },
  missingFields: { label: 'Missing Fields', cell: (row) => <ProgressCell row={row} /> },
  verificationBy: { label: 'Verification By', cell: (row) => <VerificationByLabel value={row.iv_process_result} /> },
  eligibility: {
    label: 'Eligibility Status',
    cell: (row) => (
      <span data-testid="transaction-status">
        <EligibilityStatusLabel value={row.iv_status} />
      </span>
    ),
  },
  provider: { label: 'Provider', cell: (row) => row.provider },
  audited: {
    label: 'Audited',
    cell: (row) =>
      row.audited ? <StarIcon color="warning" titleAccess="Audited" /> : <StarBorderIcon color="disabled" titleAccess="Not audited" />,
  },
};

export interface TransactionTableProps {
  rows: TransactionRecord[];
  loading: boolean;
  columns: readonly string[];
  colors: FlagColor[];
  permissions: readonly string[];
  onChanged: () => void;
}

export const TransactionTable = ({ rows, loading, columns, colors, permissions, onChanged }: TransactionTableProps) => {
  const visible = columns.filter((key) => CELLS[key]);
  return (
    <TableContainer>
      <Table size="small" data-testid="transaction-table">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 40 }} />
            {visible.map((key) => (
              <TableCell key={key} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid={`column-${key}`}>
                {CELLS[key].label}
              </TableCell>
            ))}
            <TableCell sx={{ width: 48 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover data-testid="transaction-row" data-transaction-id={row.id}>
              <TableCell>
                <FlagMenu row={row} colors={colors} canChange={permissions.includes('transaction.changeColor')} onChanged={onChanged} />
              </TableCell>
              {visible.map((key) => (
                <TableCell key={key} sx={key === 'appointment' ? { whiteSpace: 'nowrap' } : undefined}>
                  {CELLS[key].cell(row)}
                </TableCell>
              ))}
              <TableCell>
                <RowActions row={row} permissions={permissions} onChanged={onChanged} />
              </TableCell>
            </TableRow>
          ))}
          {!loading && rows.length === 0 && (
            <TableRow>
              <TableCell
                colSpan={visible.length + 2}
                align="center"
                sx={{ py: 6, color: 'text.secondary' }}
                data-testid="transactions-empty"
              >
                {Messages.noRecords}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
