import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { centsToPrice, priceToCents } from './fee-prices';
import { readFeeWorkbook } from './fee-workbook';

async function workbook(sheets: Record<string, unknown[][]>, currencyColumn = false): Promise<Readable> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
    if (currencyColumn) sheet.getColumn(3).numFmt = '"$"#,##0.00';
  }
  return Readable.from(Buffer.from(await book.xlsx.writeBuffer()));
}

describe('reading a fee-schedule workbook', () => {
  it('skips the header, reads code, description and price, and flags duplicates and wrong prices', async () => {
    const sheets = await readFeeWorkbook(
      await workbook({
        Delta: [
          ['Code', 'Description', 'Price'],
          ['D0120', 'Periodic oral evaluation', '$45.00'],
          ['D0140', 'Limited oral evaluation', '$60'],
          ['D0120', 'Periodic oral evaluation again', '$46'],
          ['D0150', 'Comprehensive oral evaluation', '75.5'],
          ['D0210', 'Intraoral complete series', '$1,20'],
          [],
          ['D0220', 'Only two columns'],
        ],
        Empty: [['Code', 'Description', 'Price']],
      }),
    );
    expect(sheets.map((s) => s.name)).toEqual(['Delta']);
    const [delta] = sheets;
    expect(delta!.rows.map((r) => r.serviceCode)).toEqual(['D0120', 'D0140', 'D0120', 'D0150', 'D0210']);
    expect(delta!.rows[0]).toEqual({ row: 2, serviceCode: 'D0120', serviceDescription: 'Periodic oral evaluation', price: '$45.00' });
    expect(delta!.duplicates).toEqual(['D0120']);
    expect(delta!.wrongPrices).toEqual(['D0150', 'D0210']);
    // The empty row 7 is skipped; row 8 has two columns.
    expect(delta!.badRows).toEqual([8]);
  });

  it('reads a number formatted as dollars as the dollar price a person sees, and a bare number as a wrong price', async () => {
    const [withFormat] = await readFeeWorkbook(
      await workbook(
        {
          S: [
            ['c', 'd', 'p'],
            ['D1110', 'Prophylaxis', 85.5],
          ],
        },
        true,
      ),
    );
    expect(withFormat!.rows[0]!.price).toBe('$85.50');
    expect(withFormat!.wrongPrices).toEqual([]);
    const [bare] = await readFeeWorkbook(
      await workbook({
        S: [
          ['c', 'd', 'p'],
          [1110, 'Prophylaxis', 85.5],
        ],
      }),
    );
    expect(bare!.rows[0]).toMatchObject({ serviceCode: '1110', price: '85.5' });
    expect(bare!.wrongPrices).toEqual(['1110']);
  });

  it('refuses a file that is not a workbook', async () => {
    await expect(readFeeWorkbook(Readable.from(Buffer.from('PK\u0003\u0004 not really a zip')))).rejects.toThrow(
      'The file could not be read as an Excel workbook (.xlsx)',
    );
  });
});

describe('prices', () => {
  it('keeps dollars as cents and shows them with two decimals', () => {
    expect(priceToCents('$85')).toBe(8500);
    expect(priceToCents('$12.5')).toBe(1250);
    expect(priceToCents('$0.07')).toBe(7);
    expect(centsToPrice(8500)).toBe('$85.00');
    expect(centsToPrice(7)).toBe('$0.07');
  });
});
