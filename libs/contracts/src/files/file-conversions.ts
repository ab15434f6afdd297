/**
 * The File converter (/converter, under Tools): DOCX to PDF, PDF to XLSX and PDF to CSV. The gateway
 * checks the uploaded file by its content and size and puts it in object storage; the files service
 * converts it in a background job whose progress the screen follows, then the result is downloaded
 * through the gateway.
 */
import { z } from 'zod';

/** The conversion types the screen offers, by the label it shows. */
export const CONVERSION_TYPES = [
  { kind: 'docxtopdf', label: 'Docx to PDF', source: 'docx', target: 'pdf' },
  { kind: 'pdftoxlsx', label: 'PDF to Xlsx', source: 'pdf', target: 'xlsx' },
  { kind: 'pdftocsv', label: 'PDF to CSV', source: 'pdf', target: 'csv' },
] as const;
export type ConversionKind = (typeof CONVERSION_TYPES)[number]['kind'];
export type ConversionTarget = (typeof CONVERSION_TYPES)[number]['target'];
export const CONVERSION_KINDS = CONVERSION_TYPES.map((t) => t.kind) as [ConversionKind, ...ConversionKind[]];

export function conversionType(kind: ConversionKind) {
  return CONVERSION_TYPES.find((t) => t.kind === kind)!;
}

/** Files of at most 20 MB are converted (spec: "Converter maximum 20MB"). */
export const CONVERTER_MAX_BYTES = 20 * 1024 * 1024;

export const CONVERSION_CONTENT_TYPES: Record<'docx' | ConversionTarget, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/** What the converter says to people (spec 03 §5 and §8). */
export const ConverterMessages = {
  emptyType: 'Empty Conversion Type',
  wrongExtension: 'Wrong File Extension',
  tooLarge: 'File Size Exceeded',
  uploadFailed: 'Warning: Dear user, there was a problem uploading your file, please try again',
  converted: 'File converted correctly',
  unreadable: "Sorry, but can't read the document.",
  noTable: 'Sorry, but the document has no table to convert.',
  tryAgain: 'Dear user, please try again',
  downloaded: 'The file has been downloaded successfully',
  downloadFailed: 'Error downloading the file',
  notFound: 'Conversion not found',
} as const;

/** `extension` of the multipart form: the format asked for (docxtopdf: pdf; pdftotable: xlsx or csv). */
export const docxToPdfFieldsSchema = z.object({ extension: z.literal('pdf').default('pdf') });
export const pdfToTableFieldsSchema = z.object({
  extension: z.enum(['xlsx', 'csv'], { errorMap: () => ({ message: 'must be xlsx or csv' }) }).default('xlsx'),
});

/** The uploaded source the gateway stored: the command names its object, never its bytes. */
export const conversionSourceSchema = z.object({
  key: z
    .string()
    .max(300)
    .regex(/^conversions\/[0-9a-f]{24}\/source\.(docx|pdf)$/, 'is not a conversion upload'),
  size: z.number().int().min(1).max(CONVERTER_MAX_BYTES),
  name: z.string().trim().min(1).max(200),
});

export const startConversionSchema = z
  .object({ kind: z.enum(CONVERSION_KINDS), source: conversionSourceSchema, clientId: z.string().max(24).optional() })
  .strict();

const jobId = z.string().regex(/^[0-9a-f]{24}$/, 'is not a conversion');
export const conversionRefSchema = z.object({ jobId, clientId: z.string().max(24).optional() }).strict();

export type ConversionState = 'waiting' | 'active' | 'completed' | 'failed';
export interface ConversionStatus {
  jobId: string;
  kind: ConversionKind;
  state: ConversionState;
  /** 0 to 100, the conversion's own progress (the upload's is the browser's). */
  progress: number;
  sourceName: string;
  /** The converted file's name, once completed. */
  fileName?: string;
  size?: number;
  /** Why it failed, in words a person can act on. */
  message?: string;
}

/** Where the gateway finds a completed conversion's file to stream to its owner. */
export interface ConversionFile {
  key: string;
  fileName: string;
  contentType: string;
}

/** The converted file's name: the source's name with the target's extension. */
export function convertedFileName(sourceName: string, target: ConversionTarget): string {
  const stem = sourceName.replace(/\.[^.]*$/, '').trim() || 'converted';
  return `${stem}.${target}`;
}
