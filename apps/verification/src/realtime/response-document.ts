/**
 * The response document a real-time verification downloads and keeps with its transaction: a Word
 * document with the cards the web app shows (`responseCards` of the contracts: the same titles, field
 * names and values), under a line naming the patient and carrier, and the 271 as received at the
 * end, so the document is complete on its own.
 */
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { responseCards, shownValue, type EligibilityResponse, type RealtimeRecord, type ResponseCard } from '@dental/contracts';

type Block = Paragraph | Table;

const cell = (text: string, bold = false): TableCell =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

function table(head: string[], rows: string[][]): Block[] {
  if (rows.length === 0) return [new Paragraph({ children: [new TextRun({ text: 'None', italics: true })] })];
  return [
    new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({ tableHeader: true, children: head.map((h) => cell(h, true)) }),
        ...rows.map((r) => new TableRow({ children: r.map((c) => cell(c)) })),
      ],
    }),
  ];
}

/** A card of the web app's, as a heading and a table (a fields card as two columns, Field and Value). */
function cardBlocks(card: ResponseCard): Block[] {
  const heading = new Paragraph({ text: card.title, heading: HeadingLevel.HEADING_2 });
  if (card.kind === 'table') return [heading, ...table(card.head, card.rows)];
  return [
    heading,
    ...table(
      ['Field', 'Value'],
      card.fields.map(([name, value]) => [name, shownValue(value)]),
    ),
  ];
}

/** The 271's segments, one a line whether or not the payer broke lines: ISA's 106th character is the terminator. */
function segmentsOf(x12: string): string[] {
  const text = x12.trim();
  const terminator = text.charAt(105);
  if (terminator === '' || /[\r\n]/.test(terminator)) return text.split(/\r?\n/).filter((line) => line !== '');
  return text
    .split(terminator)
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '')
    .map((piece) => `${piece}${terminator}`);
}

/** The blocks of the document, in the order of the cards; exported for tests that read the text without unzipping. */
export function responseDocumentBlocks(record: RealtimeRecord, response: EligibilityResponse, askedAt: Date): Block[] {
  return [
    new Paragraph({ text: 'Real Time Eligibility Response', heading: HeadingLevel.TITLE }),
    ...table(
      ['Patient', 'Carrier', 'IV Type', 'Eligibility', 'Asked'],
      [
        [
          `${record.firstNamePatient} ${record.lastNamePatient}`,
          record.carrierName,
          record.verificationType,
          shownValue(record.eligibilityStatus),
          askedAt.toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
        ],
      ],
    ),
    ...responseCards(response).flatMap(cardBlocks),
    new Paragraph({ text: 'The payer’s 271, as received', heading: HeadingLevel.HEADING_2 }),
    ...segmentsOf(response.x12).map((line) => new Paragraph({ children: [new TextRun({ text: line, font: 'Courier New', size: 16 })] })),
  ];
}

/** The .docx bytes. */
export function responseDocument(record: RealtimeRecord, response: EligibilityResponse, askedAt: Date): Promise<Buffer> {
  const document = new Document({
    title: `Eligibility ${record.firstNamePatient} ${record.lastNamePatient}`,
    creator: 'Dental verification back office',
    sections: [{ children: responseDocumentBlocks(record, response, askedAt) }],
  });
  return Packer.toBuffer(document);
}

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
