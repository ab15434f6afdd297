/** Word documents the converter tests make, with the `docx` library: pages of text, tables, or none. */
import { Document, Packer, PageBreak, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });

/** `pages` pages, each starting with "Page N of the verification letter" and some sentences. */
export function textDocument(pages: number): Promise<Buffer> {
  const children: Paragraph[] = [];
  for (let page = 1; page <= pages; page++) {
    children.push(new Paragraph({ children: [new TextRun({ text: `Page ${page} of the verification letter`, bold: true })] }));
    for (let line = 1; line <= 8; line++) {
      children.push(new Paragraph(`Line ${line}: the patient's coverage was confirmed with the carrier on the day of the appointment.`));
    }
    if (page < pages) children.push(new Paragraph({ children: [new PageBreak()] }));
  }
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** A title and a fee table of `rows` rows (Code, Procedure, Coverage, Fee), long enough to run over pages. */
export function tableDocument(rows: number): Promise<Buffer> {
  const body = Array.from(
    { length: rows },
    (_, i) => new TableRow({ children: [cell(`D${1000 + i}`), cell(`Procedure ${i}`), cell(`${50 + (i % 50)}%`), cell(String(20 + i))] }),
  );
  return Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph('Fee schedule of the practice'),
            new Table({ rows: [new TableRow({ children: ['Code', 'Procedure', 'Coverage', 'Fee'].map(cell) }), ...body] }),
          ],
        },
      ],
    }),
  );
}
