import { sanitizeFileName, storedFileName } from '@dental/contracts';
import { dropZoneVerdict, filesSaveLabel, newFileName, newFilesProblem } from './fileRules';

const MB = 1024 * 1024;

describe('file names', () => {
  it('defaults to Eligibility_{status}_{carrier} plus the patient name', () => {
    expect(newFileName('Active', 'Delta Dental', 'Ana Lopez')).toBe('Eligibility_Active_Delta Dental Ana Lopez');
  });

  it("keeps letters, digits, whitespace and apostrophes only, with the file's extension", () => {
    expect(sanitizeFileName("O'Brien <b>report</b> #2")).toBe("O'Brien b report b 2");
    expect(storedFileName('Eligibility_Active_Delta Ana', 'pdf')).toBe('Eligibility Active Delta Ana.pdf');
  });
});

describe('new files', () => {
  const file = (name: string, size = 1000) => ({ name: 'Eligibility', file: { name, size } });

  it('accepts only PDF and Word documents in the drop zone', () => {
    expect(dropZoneVerdict('a.PDF')).toEqual({ accepted: true, message: 'File accepted' });
    expect(dropZoneVerdict('a.exe')).toEqual({ accepted: false, message: 'File not allowed' });
  });

  it('stops a save with the spec message: type, size, then a name for every file', () => {
    expect(newFilesProblem([file('a.pdf'), file('b.txt')], 15 * MB)).toBe("Dear user, the allowed files are: Documents and PDF's");
    expect(newFilesProblem([file('a.docx', 16 * MB)], 15 * MB)).toBe('Dear user, each file must be at most 15 MB');
    expect(newFilesProblem([{ name: ' ** ', file: { name: 'a.doc', size: 1 } }], 15 * MB)).toBe(
      'Dear user, please give a name to all the new files',
    );
    expect(newFilesProblem([file('a.doc')], 15 * MB)).toBe('');
  });

  it('labels the save button by what it will do', () => {
    expect(filesSaveLabel(true, 2)).toBe('Update status and upload new files');
    expect(filesSaveLabel(false, 1)).toBe('Upload new files');
    expect(filesSaveLabel(true, 0)).toBe('Update status');
  });
});
