/**
 * Reads an uploaded fee-schedule workbook with exceljs's streaming reader: the file is read from
 * object storage as it arrives and each row is checked as it is parsed, so a sheet of ten thousand
 * rows never sits in memory as a workbook model. Each sheet's header row is skipped; every other row
 * with any value must hold exactly three columns: code, description, price.
 */
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { AppError, ErrorCode, FEE_SCHEDULE_MAX_ROWS, FeeScheduleMessages, checkFeeRows } from '@dental/contracts';

export interface ReadFeeRow {
  row: number;
  serviceCode: string;
  serviceDescription: string;
  price: string;
}

export interface ReadFeeSheet {
  name: string;
  rows: ReadFeeRow[];
  duplicates: string[];
  wrongPrices: string[];
  badRows: number[];
}

type CellValue = ExcelJS.CellValue;

/**
 * The text a person sees in a cell. A number formatted as currency keeps its `$` (Excel stores the
 * number and the format apart), so `$85.00` typed as currency passes the price check as typed text does.
 */
export function cellText(value: CellValue, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numFmt?.includes('$') ? `$${value.toFixed(2)}` : String(value);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as CellValue, numFmt);
  if ('text' in value) return String(value.text).trim();
  if ('error' in value) return String(value.error);
  return '';
}

export async function readFeeWorkbook(source: Readable): Promise<ReadFeeSheet[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const sheets: ReadFeeSheet[] = [];
  try {
    for await (const worksheet of reader) {
      const sheet = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { name: string };
      const rows: ReadFeeRow[] = [];
      const badRows: number[] = [];
      for await (const row of sheet) {
        if (row.number === 1) continue;
        const cells: string[] = [];
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          cells[column - 1] = cellText(cell.value, cell.numFmt);
        });
        while (cells.length && !cells[cells.length - 1]) cells.pop();
        if (cells.length === 0) continue;
        if (cells.length !== 3 || cells.some((c) => !c)) {
          badRows.push(row.number);
          continue;
        }
        if (rows.length >= FEE_SCHEDULE_MAX_ROWS) {
          throw new AppError(ErrorCode.BadInput, `A sheet can hold at most ${FEE_SCHEDULE_MAX_ROWS} rows`);
        }
        rows.push({ row: row.number, serviceCode: cells[0]!, serviceDescription: cells[1]!, price: cells[2]! });
      }
      if (rows.length === 0 && badRows.length === 0) continue;
      sheets.push({ name: sheet.name, rows, badRows, ...checkFeeRows(rows) });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(ErrorCode.BadInput, FeeScheduleMessages.unreadable, true, [
      { path: 'file', message: FeeScheduleMessages.unreadable },
    ]);
  }
  if (sheets.length === 0)
    throw new AppError(ErrorCode.BadInput, FeeScheduleMessages.noSheets, true, [{ path: 'file', message: FeeScheduleMessages.noSheets }]);
  return sheets;
}
