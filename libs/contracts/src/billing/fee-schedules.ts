/**
 * Fee schedules (spec 02): the price a practice charges per procedure code, one list per practice,
 * carrier and year. A person uploads an .xlsx, picks one of its sheets, sees the rows with duplicate
 * codes and wrong prices flagged, names the carrier and saves; later rows are edited one at a time.
 */
import { z } from 'zod';
import { ID_MESSAGE, ID_PATTERN } from '../shared/ids';
import { idText } from '../shared/id-text';

/** Years offered by the screens: the spec's list (2021 to 2024) carried on to next year, so a schedule can be prepared ahead. */
export function feeScheduleYears(now: Date = new Date()): number[] {
  const last = Math.max(2024, now.getUTCFullYear() + 1);
  return Array.from({ length: last - 2021 + 1 }, (_, i) => 2021 + i);
}

/** `$` then digits with up to 2 decimals: `$85`, `$1200.5`, `$12.99`. */
export const FEE_PRICE_PATTERN = /^\$\d+(\.\d{1,2})?$/;
export const isWellFormedPrice = (price: string): boolean => FEE_PRICE_PATTERN.test(price.trim());

/** Rows of a schedule: `waiting` in an upload not saved yet, `done` once saved, `updated` after an edit. */
export const FEE_ROW_STATUSES = ['waiting', 'done', 'updated'] as const;
export type FeeRowStatus = (typeof FEE_ROW_STATUSES)[number];

export const FeeScheduleMessages = {
  onlyXlsx: 'File not allowed',
  accepted: 'File accepted',
  unreadable: 'The file could not be read as an Excel workbook (.xlsx)',
  noSheets: 'The workbook has no sheet with rows',
  duplicates: 'Some of the codes are duplicates',
  wrongPrice: (codes: string[]) => `${codes.join(', ')} has wrong price`,
  exists: 'Fee Schedule already exists, you can update in the next link',
  noRecords: 'No records were found, please provide an excel with the information',
  codeRequired: 'Code Services is required',
  descriptionRequired: 'Description is required',
  priceRequired: 'Price is required',
  priceIncorrect: 'Price is incorrect',
  codeExists: (code: string) => `${code} code already exists!`,
  noServices: 'Please upload a sheet with at least one row',
  rowNotFound: 'The fee schedule row was not found',
  uploadNotFound: 'The uploaded file is no longer available, please upload it again',
  saved: 'Fee Schedule saved successfully',
  updated: 'The record was updated successfully',
} as const;

/** An upload is at most this large, and a sheet at most this many rows. */
export const FEE_SCHEDULE_MAX_BYTES = 10 * 1024 * 1024;
export const FEE_SCHEDULE_MAX_ROWS = 20_000;
export const FEE_SCHEDULE_PAGE_SIZE = 25;

const practiceId = z.string({ message: 'is required' }).regex(ID_PATTERN, ID_MESSAGE);
/**
 * The web app sends the client it works with on every call; these calls name their practice (or
 * row, or upload) instead, whose own client is what counts, so it is accepted and not used.
 */
const workingClient = z.string().max(24).optional();
const year = z.coerce
  .number({ message: 'must be a year' })
  .int('must be a year')
  .refine(
    (y) => feeScheduleYears().includes(y),
    () => ({ message: `must be one of ${feeScheduleYears().join(', ')}` }),
  );
const carrierName = z.string({ message: 'is required' }).trim().min(1, 'is required').max(120, 'must be at most 120 characters');

/** One service row of a schedule as the edit form and the upload payload carry it. */
export const feeServiceSchema = z.object({
  serviceCode: z.string({ message: FeeScheduleMessages.codeRequired }).trim().min(1, FeeScheduleMessages.codeRequired).max(20),
  serviceDescription: z
    .string({ message: FeeScheduleMessages.descriptionRequired })
    .trim()
    .min(1, FeeScheduleMessages.descriptionRequired)
    .max(500, 'must be at most 500 characters'),
  price: z
    .string({ message: FeeScheduleMessages.priceRequired })
    .trim()
    .min(1, FeeScheduleMessages.priceRequired)
    .refine(isWellFormedPrice, FeeScheduleMessages.priceIncorrect),
});
export type FeeService = z.output<typeof feeServiceSchema>;

/** A row of a sheet as read, before its checks: the price kept as written so a wrong one can be shown. */
export const uploadedServiceSchema = z.object({
  serviceCode: z.string().max(100),
  serviceDescription: z.string().max(2000),
  price: z.string().max(100),
});

/**
 * `POST /api/feeSchedule`: the documented payload with its `services`, or, for the upload screen, the
 * upload it read (`uploadId`, `sheet`) so ten thousand rows are not sent back and forth.
 */
export const saveFeeScheduleSchema = z
  .object({
    practiceId,
    year,
    carrierName,
    description: z.string().trim().max(500, 'must be at most 500 characters').default(''),
    services: z.array(uploadedServiceSchema).max(FEE_SCHEDULE_MAX_ROWS).optional(),
    uploadId: idText.optional(),
    sheet: z.string().max(200).optional(),
    clientId: workingClient,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.services && !v.uploadId) ctx.addIssue({ code: 'custom', path: ['services'], message: 'is required' });
    if (v.uploadId && v.sheet === undefined) ctx.addIssue({ code: 'custom', path: ['sheet'], message: 'is required with uploadId' });
  });
export type SaveFeeSchedule = z.output<typeof saveFeeScheduleSchema>;

/** `GET /api/feeSchedule/carriers?practiceId&year`. */
export const feeScheduleCarriersSchema = z.object({ practiceId, year, clientId: workingClient }).strict();

/** `GET /api/feeSchedule/ByCarrier?carrierName&practiceId&year`, paged (25 a page) and searchable by code. */
export const feeScheduleByCarrierSchema = z
  .object({
    practiceId,
    year,
    carrierName,
    code: z.string().trim().max(20).optional(),
    limit: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100).default(FEE_SCHEDULE_PAGE_SIZE),
    offset: z.coerce.number({ message: 'must be a number' }).int().min(0).max(1_000_000).default(0),
    clientId: workingClient,
  })
  .strict();

/** `PUT /api/feeSchedule/{rowId}`. */
export const updateFeeServiceSchema = feeServiceSchema.extend({ rowId: idText, clientId: workingClient }).strict();

/** The rows of an upload's sheet, as the upload view switches between them. */
export const FEE_UPLOAD_VIEWS = ['all', 'duplicates', 'wrongPrice'] as const;
export type FeeUploadView = (typeof FEE_UPLOAD_VIEWS)[number];

/** `GET /api/feeSchedule/upload/{uploadId}/rows?sheet&view&limit&offset`. */
export const feeUploadRowsSchema = z
  .object({
    uploadId: idText,
    sheet: z.string({ message: 'is required' }).max(200),
    view: z.enum(FEE_UPLOAD_VIEWS, { message: `must be one of ${FEE_UPLOAD_VIEWS.join(', ')}` }).default('all'),
    limit: z.coerce.number({ message: 'must be a number' }).int().min(1).max(100).default(FEE_SCHEDULE_PAGE_SIZE),
    offset: z.coerce.number({ message: 'must be a number' }).int().min(0).max(1_000_000).default(0),
    clientId: workingClient,
  })
  .strict();

/** What the gateway hands the billing service after storing an upload (object key, never bytes). */
export const readFeeWorkbookSchema = z
  .object({
    key: z.string().regex(/^fee-schedules\/[0-9a-f]{24}\.xlsx$/),
    fileName: z.string().max(300),
    practiceId,
  })
  .strict();
export const feeUploadFieldsSchema = z.object({ practiceId }).strict();

/** A saved row (`_id` is the rowId of the edit call). */
export interface FeeScheduleRow {
  _id: string;
  serviceCode: string;
  serviceDescription: string;
  price: string;
  status: FeeRowStatus;
}

/** A row of an uploaded sheet with what is wrong with it. */
export interface FeeUploadRow {
  /** The row's number in the sheet (the header is row 1). */
  row: number;
  serviceCode: string;
  serviceDescription: string;
  price: string;
  status: 'waiting';
  duplicate: boolean;
  wrongPrice: boolean;
}

export interface FeeUploadSheet {
  name: string;
  rows: number;
  /** Codes found on more than one row, and codes whose price is not `$` and a number. */
  duplicates: string[];
  wrongPrices: string[];
  /** Rows that do not have exactly the three columns (code, description, price). */
  badRows: number[];
}

export interface FeeUpload {
  uploadId: string;
  fileName: string;
  sheets: FeeUploadSheet[];
}

export interface FeeUploadRowPage {
  records: FeeUploadRow[];
  total: number;
}

export interface FeeScheduleCarrier {
  _id: string;
  carrierName: string;
  description: string;
  year: number;
  practiceId: string;
  rows: number;
}

export interface FeeScheduleRowPage {
  records: FeeScheduleRow[];
  total: number;
  schedule: FeeScheduleCarrier;
}

export interface SavedFeeSchedule {
  schedule: FeeScheduleCarrier;
  message: string;
}

/** Duplicates and wrong prices of rows as read: the checks the upload view shows and the save repeats. */
export function checkFeeRows(rows: { serviceCode: string; price: string }[]): { duplicates: string[]; wrongPrices: string[] } {
  const seen = new Map<string, number>();
  for (const r of rows) seen.set(r.serviceCode.trim(), (seen.get(r.serviceCode.trim()) ?? 0) + 1);
  const duplicates = [...seen].filter(([, n]) => n > 1).map(([code]) => code);
  const wrongPrices = [...new Set(rows.filter((r) => !isWellFormedPrice(r.price)).map((r) => r.serviceCode.trim()))];
  return { duplicates, wrongPrices };
}
