import { EXPORT_COLUMNS, carrierLabel } from '@dental/contracts';
import type { TransactionExportRecord } from '../transactions/transaction-query';

/** One spreadsheet row, as the grid shows the record (carrier label, ELG without missing fields). */
export function exportRow(r: TransactionExportRecord): (string | number)[] {
  return [
    r.appointment_date,
    r.appointment_time,
    r.patient_name,
    r.practice_name,
    r.type,
    carrierLabel(r.carrier_name),
    r.type === 'ELG' ? 0 : r.missing_required_input_qty,
    r.iv_process_result,
    r.iv_status,
    r.provider,
    r.audited ? 'Yes' : 'No',
  ];
}

export const EXPORT_HEADER: readonly string[] = EXPORT_COLUMNS;
