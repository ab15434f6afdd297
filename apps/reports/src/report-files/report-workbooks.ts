/**
 * Writes the report spreadsheets with exceljs's streaming writer: rows are committed to the file as
 * they come, so a report of a million transactions never holds them all in memory.
 */
import ExcelJS from 'exceljs';
import type { CostRow, SummaryRow } from './report-rows.repository';

export const SUMMARY_COLUMNS = [
  { header: 'Appointment Date', key: 'appointment_date', width: 16 },
  { header: 'Patient Name', key: 'patient_name', width: 28 },
  { header: 'Type', key: 'type', width: 8 },
  { header: 'Carrier', key: 'carrier_name', width: 28 },
  { header: 'Eligibility Status', key: 'iv_status', width: 20 },
  { header: 'Verification By', key: 'iv_process_result', width: 18 },
  { header: 'Status Patient', key: 'status_patient', width: 18 },
  { header: 'Missing Fields', key: 'missing_required_input_qty', width: 14 },
  { header: 'Audited', key: 'audited', width: 10 },
];

export const COST_COLUMNS = [
  { header: 'Practice', key: 'practice_name', width: 32 },
  { header: 'FBD', key: 'fbd', width: 10 },
  { header: 'ELG', key: 'elg', width: 10 },
  { header: 'Other', key: 'other', width: 10 },
  { header: 'Total', key: 'total', width: 10 },
  { header: 'Audited', key: 'audited', width: 10 },
];

export interface SummaryWorkbook {
  add(rows: SummaryRow[]): void;
  finish(): Promise<void>;
}

/** A summary report written to `filename`: one sheet, a row per transaction. */
export function summaryWorkbook(filename: string): SummaryWorkbook {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useStyles: true });
  const sheet = workbook.addWorksheet('Summary report');
  sheet.columns = SUMMARY_COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return {
    add(rows) {
      for (const row of rows) sheet.addRow({ ...row, audited: row.audited ? 'Yes' : 'No' }).commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/** A client cost report written to `filename`: a row per practice and the client's total. */
export async function writeCostWorkbook(filename: string, rows: CostRow[]): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useStyles: true });
  const sheet = workbook.addWorksheet('Cost report');
  sheet.columns = COST_COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) sheet.addRow({ ...row, practice_name: row.practice_name || row.practice_id }).commit();
  const sum = (key: keyof CostRow) => rows.reduce((total, row) => total + Number(row[key]), 0);
  const totals = sheet.addRow({
    practice_name: 'Total',
    fbd: sum('fbd'),
    elg: sum('elg'),
    other: sum('other'),
    total: sum('total'),
    audited: sum('audited'),
  });
  totals.font = { bold: true };
  totals.commit();
  sheet.commit();
  await workbook.commit();
}
