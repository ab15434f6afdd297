/**
 * Tables from a PDF's positioned text. A PDF has no table structure, only text drawn at places:
 * runs on one baseline make a line; within a line a gap wider than a space separates cells; lines
 * of two or more cells that follow each other make a table; its columns are the horizontal spans
 * where its cells overlap (left-aligned text shares a left edge, right-aligned figures a right one),
 * and each cell goes to the column under its centre. A table running over a page break continues
 * when the next page's table has as many columns.
 */
import type { TextItem } from './pdf-text';

interface Cell {
  text: string;
  left: number;
  right: number;
}
type Line = Cell[];

export type Table = string[][];

/** Text runs on one line when their baselines are this close, relative to the font height. */
const SAME_LINE = 0.4;
/** A horizontal gap wider than this, relative to the font height, starts a new cell. */
const CELL_GAP = 0.9;

function linesOf(items: TextItem[]): Line[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: TextItem[][] = [];
  for (const item of sorted) {
    const row = rows[rows.length - 1];
    const tolerance = Math.max(1.5, SAME_LINE * Math.max(item.height, row?.[0]?.height ?? 0));
    if (row && Math.abs(row[0].y - item.y) <= tolerance) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    const cells: Cell[] = [];
    for (const item of row.sort((a, b) => a.x - b.x)) {
      const last = cells[cells.length - 1];
      const gap = last ? item.x - last.right : Infinity;
      if (last && gap < CELL_GAP * Math.max(item.height, 1)) {
        last.text += gap > 0.15 * item.height && !last.text.endsWith(' ') && !item.text.startsWith(' ') ? ` ${item.text}` : item.text;
        last.right = Math.max(last.right, item.x + item.width);
      } else cells.push({ text: item.text, left: item.x, right: item.x + item.width });
    }
    return cells.map((c) => ({ ...c, text: c.text.trim() })).filter((c) => c.text !== '');
  });
}

/** Column spans: the union of the cells' horizontal extents. */
function columnsOf(lines: Line[]): { left: number; right: number }[] {
  const spans = lines
    .flat()
    .map((c) => ({ left: c.left, right: c.right }))
    .sort((a, b) => a.left - b.left);
  const merged: { left: number; right: number }[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.left <= last.right) last.right = Math.max(last.right, span.right);
    else merged.push({ ...span });
  }
  return merged;
}

function tableOf(lines: Line[]): Table {
  const columns = columnsOf(lines);
  return lines.map((line) => {
    const row = columns.map(() => '');
    for (const cell of line) {
      const centre = (cell.left + cell.right) / 2;
      let index = columns.findIndex((c) => centre >= c.left && centre <= c.right);
      if (index < 0) index = columns.findIndex((c) => cell.left <= c.right);
      if (index < 0) index = columns.length - 1;
      row[index] = row[index] ? `${row[index]} ${cell.text}` : cell.text;
    }
    return row;
  });
}

/** The tables of a document, from its pages' text items in page order. */
export function extractTables(pages: TextItem[][]): Table[] {
  const tables: Table[] = [];
  let previousEndedPage = false;
  for (const items of pages) {
    const lines = linesOf(items);
    let block: Line[] = [];
    const pageTables: { table: Table; atStart: boolean }[] = [];
    let blockStart = 0;
    lines.forEach((line, i) => {
      if (line.length >= 2) {
        if (block.length === 0) blockStart = i;
        block.push(line);
      } else {
        if (block.length >= 2) pageTables.push({ table: tableOf(block), atStart: blockStart === 0 });
        block = [];
      }
    });
    const endsPage = block.length >= 2;
    if (endsPage) pageTables.push({ table: tableOf(block), atStart: blockStart === 0 });
    pageTables.forEach(({ table, atStart }, i) => {
      const previous = tables[tables.length - 1];
      const continues = i === 0 && atStart && previousEndedPage && previous && previous[0].length === table[0].length;
      if (continues) previous.push(...table);
      else tables.push(table);
    });
    previousEndedPage = endsPage;
  }
  return tables;
}
