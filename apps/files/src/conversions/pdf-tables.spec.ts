import { extractTables } from './pdf-tables';
import type { TextItem } from './pdf-text';

/** A run of 10-point text at x on the line at y. */
const at = (text: string, x: number, y: number): TextItem => ({ text, x, y, width: text.length * 5, height: 10 });

describe('tables from positioned text', () => {
  it('makes lines of cells into a table whose columns follow the cells, left- or right-aligned', () => {
    const page = [
      at('Fee schedule', 72, 760),
      at('Code', 72, 740),
      at('Fee', 300, 740),
      at('D1110', 72, 728),
      at('$120', 295, 728),
      at('D2740', 72, 716),
      at('$1,150', 285, 716),
    ];
    expect(extractTables([page])).toEqual([
      [
        ['Code', 'Fee'],
        ['D1110', '$120'],
        ['D2740', '$1,150'],
      ],
    ]);
  });

  it('keeps words of one cell together and leaves a missing cell empty', () => {
    const page = [
      at('Code', 72, 740),
      at('Procedure', 150, 740),
      at('Fee', 300, 740),
      at('D1110', 72, 728),
      at('Adult', 150, 728),
      at('cleaning', 180, 728),
      at('$90', 300, 728),
      at('D0120', 72, 716),
      at('$40', 300, 716),
    ];
    expect(extractTables([page])).toEqual([
      [
        ['Code', 'Procedure', 'Fee'],
        ['D1110', 'Adult cleaning', '$90'],
        ['D0120', '', '$40'],
      ],
    ]);
  });

  it('continues a table over a page break, and finds none in running text', () => {
    const first = [at('Code', 72, 740), at('Fee', 300, 740), at('D1110', 72, 60), at('$120', 300, 60)];
    const second = [at('D2740', 72, 760), at('$1150', 300, 760), at('D0120', 72, 748), at('$40', 300, 748), at('Page 2', 72, 30)];
    expect(extractTables([first, second])).toEqual([
      [
        ['Code', 'Fee'],
        ['D1110', '$120'],
        ['D2740', '$1150'],
        ['D0120', '$40'],
      ],
    ]);
    expect(extractTables([[at('Dear patient,', 72, 740), at('your coverage is active.', 72, 728)]])).toEqual([]);
  });
});
