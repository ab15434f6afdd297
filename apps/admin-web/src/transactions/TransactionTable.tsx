/** The All Transactions grid (react-admin's DataTable): the user's columns (spec 01 §2, §6), a colour flag and the row actions. */
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Chip, Typography } from '@mui/material';
import { ALL_TRANSACTIONS_COLUMNS, Messages, carrierLabel, type FlagColor } from '@dental/contracts';
import type { ReactNode } from 'react';
import { DataTable, DataTableBody, DataTableRow, useRecordContext, type DataTableBodyProps, type DataTableRowProps } from 'react-admin';
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
  /** The page's rows: none after a failed read, rather than the previous answer's. */
  rows: TransactionRecord[];
  columns: readonly string[];
  colors: FlagColor[];
  permissions: readonly string[];
  onChanged: () => void;
}

/** A row as react-admin draws it, marked with its transaction for the browser tests and the row's tools. */
const TransactionRow = (props: DataTableRowProps) => {
  const record = useRecordContext<TransactionRecord>();
  return <DataTableRow {...props} hover data-testid="transaction-row" data-transaction-id={record?.id} />;
};
const TransactionBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={TransactionRow} />;

const NoTransactions = () => (
  <Typography align="center" sx={{ py: 6, color: 'text.secondary' }} data-testid="transactions-empty">
    {Messages.noRecords}
  </Typography>
);

/** The rows of the list's context as react-admin's DataTable: the server sorts them by the user's saved sort. */
export const TransactionTable = ({ rows, columns, colors, permissions, onChanged }: TransactionTableProps) => {
  const visible = columns.filter((key) => CELLS[key]);
  const canChangeFlag = permissions.includes('transaction.changeColor');
  return (
    <DataTable<TransactionRecord>
      data={rows}
      body={TransactionBody}
      empty={<NoTransactions />}
      bulkActionButtons={false}
      rowClick={false}
      data-testid="transaction-table"
      aria-label="Transactions"
    >
      <DataTable.Col
        label="Flag"
        disableSort
        sx={{ width: 40 }}
        render={(row) => <FlagMenu row={row as TransactionRecord} colors={colors} canChange={canChangeFlag} onChanged={onChanged} />}
      />
      {visible.map((key) => (
        <DataTable.Col
          key={key}
          source={key}
          label={CELLS[key].label}
          disableSort
          headerClassName={`column-${key}`}
          sx={key === 'appointment' ? { whiteSpace: 'nowrap' } : undefined}
          render={CELLS[key].cell}
        />
      ))}
      <DataTable.Col
        label="Actions"
        disableSort
        sx={{ width: 48 }}
        render={(row) => <RowActions row={row as TransactionRecord} permissions={permissions} onChanged={onChanged} />}
      />
    </DataTable>
  );
};
