import { ConverterMessages } from '@dental/contracts';
import { conversionProblem } from './converterRules';

describe('converter checks', () => {
  it('asks for a conversion type, the matching extension and at most 20 MB', () => {
    expect(conversionProblem('', { name: 'a.docx', size: 10 })).toBe(ConverterMessages.emptyType);
    expect(conversionProblem('docxtopdf', { name: 'a.pdf', size: 10 })).toBe(ConverterMessages.wrongExtension);
    expect(conversionProblem('pdftocsv', { name: 'a.docx', size: 10 })).toBe(ConverterMessages.wrongExtension);
    expect(conversionProblem('pdftoxlsx', { name: 'Report.PDF', size: 21 * 1024 * 1024 })).toBe(ConverterMessages.tooLarge);
    expect(conversionProblem('docxtopdf', { name: 'Letter.docx', size: 1000 })).toBeNull();
  });
});
