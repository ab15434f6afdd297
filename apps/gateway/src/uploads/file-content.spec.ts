import { acceptedFileKind, fileKindOfContent } from './file-content';

const PDF = Buffer.from('%PDF-1.7\n...');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(64)]);
const DOCX = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26), Buffer.from('word/document.xml')]);
const XLSX = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(26), Buffer.from('xl/workbook.xml')]);
const EXE = Buffer.from('MZ\x90\x00\x03');

describe('file content check', () => {
  it('knows PDF, DOC and DOCX by their first bytes, and nothing else', () => {
    expect([PDF, DOC, DOCX, XLSX, EXE, Buffer.alloc(0)].map(fileKindOfContent)).toEqual(['pdf', 'doc', 'docx', null, null, null]);
  });

  it('accepts a file only when its name and its content agree', () => {
    expect(acceptedFileKind('report.PDF', PDF)).toBe('pdf');
    expect(acceptedFileKind('letter.docx', DOCX)).toBe('docx');
    expect(acceptedFileKind('invoice.pdf', EXE)).toBeNull();
    expect(acceptedFileKind('sheet.docx', XLSX)).toBeNull();
    expect(acceptedFileKind('report.doc', PDF)).toBeNull();
    expect(acceptedFileKind('report', PDF)).toBeNull();
  });
});
