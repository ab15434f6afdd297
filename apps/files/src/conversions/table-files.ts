/**
 * Writes extracted tables as a spreadsheet with exceljs: XLSX, or CSV through exceljs's CSV writer
 * (fast-csv: quoting and escaping as spreadsheet programs read them). The tables follow each other
 * on one sheet, an empty row between two; a cell that is a plain number is stored as a number, so
 * it sums in the spreadsheet.
 */
import ExcelJS from 'exceljs';
import type { Table } from './pdf-tables';

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export async function writeTables(tables: Table[], format: 'xlsx' | 'csv', file: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Tables');
  tables.forEach((table, i) => {
    if (i > 0) sheet.addRow([]);
    for (const row of table) sheet.addRow(row.map((cell) => (PLAIN_NUMBER.test(cell) && cell.length < 16 ? Number(cell) : cell)));
  });
  if (format === 'xlsx') await workbook.xlsx.writeFile(file);
  else await workbook.csv.writeFile(file, { sheetName: 'Tables' });
}
