/**
 * Export of All Transactions (`POST /api/iv/transaction/download`). The service builds the .xlsx as a
 * background job (exceljs streaming writer over keyset pages, then object storage); the web app
 * follows the job's progress and, when it is ready, downloads the file from the gateway
 * (`GET /api/iv/transaction/download/{jobId}/file`), which streams it from object storage: no storage
 * address ever reaches the browser.
 */
import { z } from 'zod';
import { transactionListRequestSchema } from './transaction-list';

export const exportRequestSchema = transactionListRequestSchema.omit({ limit: true, offset: true }).strict();
export const exportStatusSchema = z
  .object({ jobId: z.string().regex(/^export-[0-9a-f]{24}-[0-9a-f]{16}$/, 'is not an export'), clientId: z.string().max(24).optional() })
  .strict();

export const EXPORT_FAILED = 'error downloading the file, try again';
export const EXPORT_COLUMNS = [
  'Appointment',
  'Time',
  'Patient Name',
  'Practice',
  'Type',
  'Carrier Name',
  'Missing Fields',
  'Verification By',
  'Eligibility Status',
  'Provider',
  'Audited',
] as const;

/** `{client} DD-MM-YYYY HH:mm:ss.xlsx` (spec 01 §9), in UTC. */
export function exportFileName(clientName: string, at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${p(at.getUTCDate())}-${p(at.getUTCMonth() + 1)}-${at.getUTCFullYear()} ${p(at.getUTCHours())}:${p(at.getUTCMinutes())}:${p(at.getUTCSeconds())}`;
  // Characters no file system accepts in a name, and control characters.
  const client =
    [...clientName]
      .filter((c) => c.charCodeAt(0) >= 32 && !'\\/"<>|?*'.includes(c))
      .join('')
      .trim() || 'transactions';
  return `${client} ${stamp}.xlsx`;
}

export type ExportState = 'waiting' | 'active' | 'completed' | 'failed';
export interface ExportStatus {
  jobId: string;
  state: ExportState;
  /** 0 to 100. */
  progress: number;
  fileName?: string;
  rows?: number;
  message?: string;
}

/** Where the finished export is stored, named only to the user who started it; the gateway streams it. */
export interface ExportFile {
  key: string;
  fileName: string;
  contentType: string;
}
