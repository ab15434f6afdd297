/** The Files tab's pure rules (spec 01 §5, §6): what the drop zone accepts, names, and the save label. */
import { DetailMessages, defaultFileName, fileKindOfName, sanitizeFileName } from '@dental/contracts';

export { filesSaveLabel } from '@dental/contracts';

/** The drop zone's answer for a file by its name (the gateway checks the content again). */
export function dropZoneVerdict(name: string): { accepted: boolean; message: string } {
  const accepted = fileKindOfName(name) !== null;
  return { accepted, message: accepted ? DetailMessages.fileAccepted : DetailMessages.fileNotAllowed };
}

/** The name a new file starts with: Eligibility_{status}_{carrier} plus the patient name. */
export function newFileName(status: string, carrier: string, patientName: string): string {
  return defaultFileName(status, carrier, patientName);
}

export interface NewFile {
  name: string;
  file: { name: string; size: number };
}

/** The message that stops a save, or '' (every file allowed by name, within the size limit and named). */
export function newFilesProblem(files: readonly NewFile[], maxBytes: number): string {
  if (files.some((f) => fileKindOfName(f.file.name) === null)) return DetailMessages.allowedFiles;
  if (files.some((f) => f.file.size > maxBytes)) return DetailMessages.fileTooLarge(maxBytes);
  if (files.some((f) => sanitizeFileName(f.name) === '')) return DetailMessages.nameAllFiles;
  return '';
}
