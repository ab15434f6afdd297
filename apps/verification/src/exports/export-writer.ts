import ExcelJS from 'exceljs';
import type { TransactionExportRecord } from '../transactions/transaction-query';
import { EXPORT_HEADER, exportRow } from './export-rows';

/**
 * Writes rows to an .xlsx file with exceljs's streaming writer: each row is committed (flushed to
 * the file) as soon as it is added, so memory holds one batch at a time however many rows come.
 */
export async function writeExport(
  filename: string,
  batches: AsyncIterable<TransactionExportRecord[]>,
  onBatch: (written: number) => Promise<void>,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Transactions');
  sheet.columns = EXPORT_HEADER.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const batch of batches) {
    for (const record of batch) sheet.addRow(exportRow(record)).commit();
    written += batch.length;
    await onBatch(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
