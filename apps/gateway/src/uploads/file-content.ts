/**
 * What a file really is, read from its first bytes rather than its name (spec 01 §5: only PDF, DOC
 * and DOCX). A .exe renamed .pdf starts with "MZ", not "%PDF", and is refused.
 */
import { DetailMessages, fileKindOfName, type FileKind } from '@dental/contracts';

const PDF = Buffer.from('%PDF-');
/** OLE2 compound document (Word 97-2003 .doc). */
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A Word document's parts live under word/ inside the ZIP; the names are stored uncompressed in each entry's header. */
const WORD_PART = Buffer.from('word/');

export function fileKindOfContent(content: Buffer): FileKind | null {
  if (content.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (content.subarray(0, OLE2.length).equals(OLE2)) return 'doc';
  if (content.subarray(0, ZIP.length).equals(ZIP) && content.includes(WORD_PART)) return 'docx';
  return null;
}

/**
 * The kind of an uploaded file when its content is a PDF, DOC or DOCX and its name says the same;
 * otherwise null (the caller answers 'Dear user, the allowed files are: Documents and PDF's').
 */
export function acceptedFileKind(declaredName: string, content: Buffer): FileKind | null {
  const byContent = fileKindOfContent(content);
  return byContent !== null && fileKindOfName(declaredName) === byContent ? byContent : null;
}

export const ALLOWED_FILES_MESSAGE = DetailMessages.allowedFiles;
