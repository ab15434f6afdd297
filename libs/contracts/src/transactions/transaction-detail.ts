/**
 * The transaction detail screen's contract (spec 01 §2 "Transaction detail", §3-§5): the patient
 * info fields and their rules, the required-fields policy, the mismatch check, file names and types.
 * The web app checks these before sending, and the verification service checks them again.
 */
import { z } from 'zod';
import { parseDay } from '../shared/dates';
import type { DriveFile } from './transaction';

/** Messages of the detail screen, as the spec gives them (decision 5's fixes applied). */
export const DetailMessages = {
  notFound: 'not found',
  cannotAudit: 'Cannot Audit',
  cannotUpdate: 'Cannot update',
  carrierChars: 'You can only enter alphanumeric characters',
  carrierMax: 'Maximum 50 characters',
  completeAllFields: 'Please complete all the fields',
  dataUpdated: 'Data was successfully updated',
  spreadsheetSaved: 'Spreadsheet saved',
  noLinked: 'Dear user, currently there are no other transactions with this member Id',
  noFields: 'Dear user, currently, this transaction does not have any fields attached to it.',
  noData: 'No data found',
  readOnly: 'Dear user, this record is verified (audited): it cannot be changed until it is set as not verified.',
  mismatchQuestion: 'Dear user, the patient information does not match the spreadsheet data. Do you want to continue?',
  auditQuestion: (verified: boolean) => `Dear user, are you sure you want to set this record as ${verified ? 'verified' : 'not verified'}`,
  audited: (verified: boolean) => `The transaction was set as ${verified ? 'verified' : 'not verified'}`,
  tryAgain: 'Dear user, please try again',
  couldNotCheckFiles: 'Could not check files',
  noteSaved: 'Note saved successfully',
  commentSaved: 'The transaction was updated successfully',
  allowedFiles: "Dear user, the allowed files are: Documents and PDF's",
  sameFileType: 'Dear user, please use the same file type',
  nameAllFiles: 'Dear user, please give a name to all the new files',
  fileTooLarge: (maxBytes: number) => `Dear user, each file must be at most ${fileSizeText(maxBytes)}`,
  uploaded: 'Successfully uploaded',
  fileUploaded: 'The file was successfully uploaded',
  fileDeleted: 'The file was successfully deleted',
  fileRenamed: 'The transaction was updated successfully',
  fileAccepted: 'File accepted',
  fileNotAllowed: 'File not allowed',
  statusRequired: 'Eligibility status is required',
  cannotReadDocument: "Sorry, but can't read the document.",
  invalidForm: 'Oops... There are fields with invalid data.',
  dataSaved: 'Data saved successfully',
  verificationUpdated: 'Verification updated',
  enterMessage: 'Please enter a message',
} as const;

/** 15728640 → '15 MB', 65536 → '64 KB'. */
export function fileSizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

export const requiredFieldsMessage = (fields: string[]): string =>
  `Dear user, the following field(s) is/are required: ${fields.join(', ')}`;

// ---------------------------------------------------------------- dates

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** MM/dd/yyyy (the screen) → YYYY-MM-DD, or null when it is not a real date in that format. */
export function usDateToDay(value: string): string | null {
  const m = US_DATE.exec(value.trim());
  return m ? parseDay(`${m[3]}-${m[1]}-${m[2]}`) : null;
}

/** YYYY-MM-DD → MM/dd/yyyy ('' for none). */
export function dayToUsDate(day: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return m ? `${m[2]}/${m[3]}/${m[1]}` : '';
}

/** A date field of a request: MM/dd/yyyy or YYYY-MM-DD, or '' to clear it. Answers YYYY-MM-DD or null. */
const dateField = z
  .string()
  .trim()
  .refine((v) => v === '' || usDateToDay(v) !== null || parseDay(v) !== null, { message: 'must be a date as MM/dd/yyyy (i.e. 12/31/2021)' })
  .transform((v) => (v === '' ? null : (usDateToDay(v) ?? parseDay(v))));

// ---------------------------------------------------------------- patient info

export const CARRIER_NAME_PATTERN = /^[A-Za-z0-9 _-]*$/;
export const CARRIER_NAME_MAX = 50;

/** The carrier rule of spec 01 §5, as the message the screen shows ('' when valid). */
export function carrierNameProblem(value: string): string {
  if (!CARRIER_NAME_PATTERN.test(value)) return DetailMessages.carrierChars;
  if (value.length > CARRIER_NAME_MAX) return DetailMessages.carrierMax;
  return '';
}

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** The patient info fields (spec 01 §3), with the wire names of the documented calls. */
export const patientInfoFieldsSchema = z.object({
  policyType: text(60).optional(),
  CarrierName: z
    .string()
    .trim()
    .regex(CARRIER_NAME_PATTERN, DetailMessages.carrierChars)
    .max(CARRIER_NAME_MAX, DetailMessages.carrierMax)
    .optional(),
  ApptDate: dateField.optional(),
  Relationship: text(40).optional(),
  PatientId: text(40).optional(),
  PatientFirstName: text(80).optional(),
  PatientLastName: text(80).optional(),
  PatientDOB: dateField.optional(),
  type: z.enum(['FBD', 'ELG'], { message: 'must be FBD or ELG' }).optional(),
  EmployerName: text(120).optional(),
  MemberID: text(40).optional(),
  SubscriberId: text(40).optional(),
  SubscriberFirstName: text(80).optional(),
  SubscriberLastName: text(80).optional(),
  SubscriberDOB: dateField.optional(),
  updateSpreadsheetDrive: z.boolean().optional(),
});
export type PatientInfoFields = z.output<typeof patientInfoFieldsSchema>;

/** Patient info as the detail answers it: every field present, dates YYYY-MM-DD or ''. */
export interface PatientInfo {
  policyType: string;
  CarrierName: string;
  ApptDate: string;
  Relationship: string;
  PatientId: string;
  PatientFirstName: string;
  PatientLastName: string;
  PatientDOB: string;
  type: string;
  EmployerName: string;
  MemberID: string;
  SubscriberId: string;
  SubscriberFirstName: string;
  SubscriberLastName: string;
  SubscriberDOB: string;
}

export const REQUIRED_PATIENT_FIELDS = ['policyType', 'CarrierName', 'PatientFirstName', 'PatientLastName', 'type'] as const;

/**
 * The required-fields policy of spec 01 §5: policyType, CarrierName, PatientFirstName,
 * PatientLastName and type, except policyType for ELG. Empty or 'EMPTY' counts as missing.
 */
export function missingRequiredPatientFields(info: { [K in (typeof REQUIRED_PATIENT_FIELDS)[number]]?: string | null }): string[] {
  const type = String(info.type ?? '').toUpperCase();
  return REQUIRED_PATIENT_FIELDS.filter((field) => {
    if (field === 'policyType' && type === 'ELG') return false;
    const value = String(info[field] ?? '').trim();
    return value === '' || value.toUpperCase() === 'EMPTY';
  });
}

/** The spreadsheet row of the appointment (what the practice's schedule holds), compared by the mismatch check. */
export const spreadsheetRecordSchema = z
  .object({
    MemberID: text(40),
    SubscriberFirstName: text(80),
    SubscriberLastName: text(80),
    SubscriberDOB: dateField,
    PatientFirstName: text(80),
    PatientLastName: text(80),
    PatientDOB: dateField,
    CarrierName: text(200),
    EmployerName: text(120),
  })
  .partial();
export type SpreadsheetRecordInput = z.input<typeof spreadsheetRecordSchema>;
export interface SpreadsheetRecord {
  MemberID: string;
  SubscriberFirstName: string;
  SubscriberLastName: string;
  SubscriberDOB: string;
  PatientFirstName: string;
  PatientLastName: string;
  PatientDOB: string;
  CarrierName: string;
  EmployerName: string;
}

const squash = (v: unknown) =>
  String(v ?? '')
    .replace(/\s+/g, '')
    .toLowerCase();

/**
 * The patient-info mismatch check (spec 01 §5): member id, primary policyholder name and date of
 * birth, patient name and date of birth, compared case-insensitively without spaces. Answers the
 * labels of what differs; a field the spreadsheet leaves empty is not compared.
 */
export function patientInfoMismatches(
  info: Partial<Record<keyof SpreadsheetRecord, string | null>>,
  sheet: Partial<Record<keyof SpreadsheetRecord, string | null>>,
): string[] {
  const pairs: [string, (keyof SpreadsheetRecord)[]][] = [
    ['Member ID', ['MemberID']],
    ['Primary policyholder name', ['SubscriberFirstName', 'SubscriberLastName']],
    ['Primary policyholder date of birth', ['SubscriberDOB']],
    ['Patient name', ['PatientFirstName', 'PatientLastName']],
    ['Patient date of birth', ['PatientDOB']],
  ];
  return pairs
    .filter(([, fields]) => {
      const want = fields.map((f) => squash(sheet[f])).join('');
      if (want === '') return false;
      return fields.map((f) => squash(info[f])).join('') !== want;
    })
    .map(([label]) => label);
}

// ---------------------------------------------------------------- files

export const FILE_KINDS = ['pdf', 'doc', 'docx'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const FILE_CONTENT_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The kind a declared file name claims (.pdf, .doc, .docx), or null. */
export function fileKindOfName(name: string): FileKind | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  return (FILE_KINDS as readonly string[]).includes(ext ?? '') ? (ext as FileKind) : null;
}

/** The default name of a new eligibility file (spec 01 §5): Eligibility_{status}_{carrier} plus the patient name. */
export function defaultFileName(status: string, carrier: string, patientName: string): string {
  return `Eligibility_${status}_${carrier} ${patientName}`.trim();
}

/** Names keep letters, digits, whitespace and apostrophes only; runs of spaces become one. */
export function sanitizeFileName(name: string): string {
  return name
    .replace(/[^\p{L}\p{N}\s']/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A drive file name with its extension kept: the sanitised base name plus `.kind`. */
export function storedFileName(name: string, kind: FileKind): string {
  const base = sanitizeFileName(name.replace(/\.(pdf|docx?|PDF|DOCX?)$/, ''));
  return `${base}.${kind}`;
}

/** The files list shows names truncated at 15 characters (spec 01 §9). */
export function truncateFileName(name: string, max = 15): string {
  return name.length > max ? `${name.slice(0, max)}…` : name;
}

/** The three labels of the Files save button (spec 01 §6). */
export function filesSaveLabel(statusChanged: boolean, newFiles: number): string {
  if (statusChanged && newFiles > 0) return 'Update status and upload new files';
  if (newFiles > 0) return 'Upload new files';
  return 'Update status';
}

/** What an eligibility or FBD file of a transaction is. */
export const DRIVE_FILE_TYPES = ['elg', 'fbd'] as const;

export interface TransactionFile extends DriveFile {
  size: number;
  contentType: string;
  uploadedAt: string;
  uploadedBy: string;
}

// ---------------------------------------------------------------- detail answer

export interface PracticeSpreadsheetFields {
  note: boolean;
  history: boolean;
  elgCodes: boolean;
}

export interface HistoryEntry {
  at: string;
  userId: string;
  action: string;
  fields?: string[];
  detail?: string;
}

/** `GET /api/iv/transaction/{id}`: the transaction with the wire names of the list rows, its patient info and files. */
export interface TransactionDetail extends PatientInfo {
  _id: string;
  Created: string;
  PatientName: string;
  patientName: string;
  PracticeName: string;
  practiceId: string;
  clientId: string;
  carrier: string;
  missingRequiredInputQty: number;
  totalRequiredFields: number;
  VerificationType: string;
  StatusPatient: string;
  iv_status: string;
  iv_process_result: string;
  provider: string;
  /** yyyy-MM-DD. */
  appointment_date: string;
  comment: string;
  audited: boolean;
  uploadFBD: boolean;
  note: string;
  apptNote: string;
  history: HistoryEntry[];
  elgCodes: unknown[];
  apptData: Record<string, unknown>;
  driveFiles: TransactionFile[];
  GroupNumber: string;
  practice: { _id: string; name: string; clientName: string; spreadsheetFields: PracticeSpreadsheetFields };
  missingPatientFields: string[];
}

export interface LinkedTransaction {
  _id: string;
  lastId: string;
  lastAppDate: string;
  type: string;
  PatientName: string;
  CarrierName: string;
  iv_status: string;
  audited: boolean;
}

export interface FileCheck {
  missingFiles: string[];
  missingRequiredInputQty: number;
  totalRequiredFields: number;
  uploadFBD: boolean;
  missingPatientFields: string[];
}

export interface AuditRecord {
  id: string;
  transactionId: string;
  state: boolean;
  userId: string;
  at: string;
}
