/**
 * The template as a Word document: a heading per category and sub-category, and a two-column table
 * of each bookmark's label and its placeholder `{CODE}`. The placeholders are docxtemplater tags, so
 * the same document is what `POST /api/tmp/merge` fills with a transaction's values.
 */
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { FormField, TemplateForm } from '@dental/contracts';

function fieldRows(fields: FormField[]): TableRow[] {
  return fields.map(
    (f) =>
      new TableRow({
        children: [
          new TableCell({
            width: { size: 55, type: WidthType.PERCENTAGE },
            children: [new Paragraph({ children: [new TextRun({ text: f.label, bold: true })] })],
          }),
          new TableCell({
            width: { size: 45, type: WidthType.PERCENTAGE },
            children: [new Paragraph(`${f.symbol && f.symbol !== '%' ? f.symbol : ''}{${f.bookmark}}${f.symbol === '%' ? '%' : ''}`)],
          }),
        ],
      }),
  );
}

function table(fields: FormField[]): Table[] {
  return fields.length === 0 ? [] : [new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: fieldRows(fields) })];
}

export async function templateDocx(form: TemplateForm): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ text: form.name, heading: HeadingLevel.TITLE }),
    new Paragraph(form.description),
  ];
  for (const section of form.content) {
    children.push(new Paragraph({ text: section.categoryName, heading: HeadingLevel.HEADING_1 }));
    children.push(...table(section.items.filter((i): i is FormField => i.type !== 'subsection')));
    for (const item of section.items) {
      if (item.type !== 'subsection') continue;
      children.push(new Paragraph({ text: `${item.label} (${item.code})`, heading: HeadingLevel.HEADING_2 }));
      children.push(...table(item.items));
    }
  }
  return Packer.toBuffer(new Document({ creator: 'Dental insurance verification', title: form.name, sections: [{ children }] }));
}
