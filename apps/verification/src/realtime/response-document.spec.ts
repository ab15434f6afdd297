import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import PizZip from 'pizzip';
import type { RealtimeRecord } from '@dental/contracts';
import { read271 } from '@dental/x12';
import { responseDocument } from './response-document';

const fixture = (name: string) => readFileSync(join(__dirname, '../../../../libs/x12/test/fixtures', name), 'utf8');

const record: RealtimeRecord = {
  _id: '0123456789abcdef01234567',
  practiceId: 'p1',
  practiceName: 'Bright Smiles',
  carrierId: 'c1',
  carrierName: 'Guardian Dental',
  firstNamePatient: 'Sofia',
  lastNamePatient: 'Rivera',
  verificationType: 'FBD',
  firstNamePolicyholder: 'Marco',
  lastNamePolicyholder: 'Rivera',
  relationship: 'Child',
  stateId: 'completed',
  dateCreated: '2024-04-10T08:12:00.000Z',
  dateUpdate: '2024-04-10T08:12:05.000Z',
  urlFile: '0123456789abcdef01234567',
  eligibilityStatus: 'Active',
  message: null,
  procedureCodes: ['D8080', 'D2750'],
  transactionId: null,
};

/** The paragraphs of the document, each as its text. */
async function paragraphs(bytes: Buffer): Promise<string[]> {
  const xml = new PizZip(bytes).file('word/document.xml')!.asText();
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) =>
    [...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''),
  );
}

describe('the response document', () => {
  const response = read271(fixture('271-dependent.x12'), { procedureCodes: ['D8080', 'D2750'] });

  it('is a Word document with the title, the question and every card in order, with the response field names', async () => {
    const bytes = await responseDocument(record, response, new Date('2024-04-10T08:12:05Z'));
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const text = await paragraphs(bytes);
    expect(text[0]).toBe('Real Time Eligibility Response');
    const headings = ['Meta', 'Provider', 'Subscriber', 'Dependent', 'Payer', 'Plan Information', 'Plan Date Information', 'Plan Status'];
    const positions = headings.map((h) => text.indexOf(h));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const line of ['Sofia Rivera', 'Guardian Dental', 'FBD', 'Active', '2024-04-10 08:12 UTC', 'GRD20418877', 'SOFIA', 'memberId'])
      expect(text).toContain(line);
  });

  it('answers each procedure asked about, and ends with the 271 as received, one segment a line', async () => {
    const text = await paragraphs(await responseDocument(record, response, new Date()));
    const procedures = text.indexOf('Procedure Answers');
    expect(procedures).toBeGreaterThan(0);
    const d2750 = response.procedureAnswers.find((a) => a.procedureCode === 'D2750')!;
    expect(d2750.covered).toBe(false);
    const row = text.slice(procedures).join('|');
    expect(row).toContain(`D2750|major|Not covered`);
    const x12 = text.slice(text.indexOf('The payer’s 271, as received') + 1);
    expect(x12).toEqual(response.x12.split('\n').filter((line) => line !== ''));
    // A payer that sends the 271 on one line gets the same lines.
    const oneLine = { ...response, x12: response.x12.replace(/\n/g, '') };
    const fromOneLine = await paragraphs(await responseDocument(record, oneLine, new Date()));
    expect(fromOneLine.slice(fromOneLine.indexOf('The payer’s 271, as received') + 1)).toEqual(x12);
  });
});
