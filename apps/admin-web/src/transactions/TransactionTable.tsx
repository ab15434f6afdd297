/** The All Transactions grid: the columns of spec 01 §2, one row per transaction. */
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { Messages, carrierLabel } from '@dental/contracts';
import { displayDay } from './days';
import { EligibilityStatusLabel } from './EligibilityStatusLabel';
import type { TransactionRecord } from './transactionQuery';
import { VerificationByLabel } from './VerificationByLabel';

/** Flag colour of a transaction with none chosen (spec 01 §3). */
const DEFAULT_FLAG_COLOR = '#ADA9A9';

const COLUMNS = ['Appointment', 'Patient', 'Practice', 'Type', 'Carrier', 'Verification By', 'Eligibility Status', 'Audited'];

export const TransactionTable = ({ rows, loading }: { rows: TransactionRecord[]; loading: boolean }) => (
  <TableContainer>
    <Table size="small" data-testid="transaction-table">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover data-testid="transaction-row" data-transaction-id={row.id}>
            <TableCell sx={{ borderLeft: `4px solid ${row.color || DEFAULT_FLAG_COLOR}`, whiteSpace: 'nowrap' }}>
              {displayDay(row.appointment_date)}
            </TableCell>
            <TableCell data-testid="transaction-patient">{row.PatientName || row.patientName}</TableCell>
            <TableCell>{row.PracticeName}</TableCell>
            <TableCell>
              <Chip size="small" label={row.type} variant="outlined" />
            </TableCell>
            <TableCell>{carrierLabel(row.CarrierName || row.carrier)}</TableCell>
            <TableCell>
              <VerificationByLabel value={row.iv_process_result} />
            </TableCell>
            <TableCell>
              <EligibilityStatusLabel value={row.iv_status} />
            </TableCell>
            <TableCell>
              {row.audited ? (
                <StarIcon color="warning" titleAccess="Audited" />
              ) : (
                <StarBorderIcon color="disabled" titleAccess="Not audited" />
              )}
            </TableCell>
          </TableRow>
        ))}
        {!loading && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 6, color: 'text.secondary' }} data-testid="transactions-empty">
              {Messages.noRecords}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  </TableContainer>
);
