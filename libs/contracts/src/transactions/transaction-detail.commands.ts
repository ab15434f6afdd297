/** Commands of the transaction detail screen, answered by the verification service. */
import { z } from 'zod';
import { defineCommand } from '../messaging/commands';
import { ID_MESSAGE } from '../shared/ids';
import {
  patientInfoFieldsSchema,
  spreadsheetRecordSchema,
  type AuditRecord,
  type FileCheck,
  type LinkedTransaction,
  type SpreadsheetRecord,
  type TransactionDetail,
  type TransactionFile,
} from './transaction-detail';
import type { TemplateForm } from '../templates/template-form';
import { subscriberPolicyChangesSchema, type SubscriberPolicy } from './subscriber-policy';
import type { Ticket, TicketDetail } from './transaction-tickets';
import { ticketCreateSchema, ticketListSchema, ticketResponseSchema } from './transaction-tickets';

const id = (name: string) => z.string({ message: `${name} is required` }).regex(/^[0-9a-f]{24}$/, `${name} ${ID_MESSAGE}`);
const optionalId = (name: string) => id(name).optional();
const clientId = { clientId: optionalId('clientId') };

const transactionRef = z.object({ transactionId: id('transactionId'), practiceId: optionalId('practiceId'), ...clientId });

export const fileKindSchema = z.enum(['pdf', 'doc', 'docx']);
/** A file the gateway has put in object storage: the command carries its key, never its bytes. */
export const storedFileSchema = z.object({
  key: z.string().min(1).max(300),
  size: z.number().int().min(1),
  name: z.string().trim().min(1, 'Dear user, please give a name to all the new files').max(200),
  contentType: z.string().max(120),
  kind: fileKindSchema,
});
export type StoredFileInput = z.input<typeof storedFileSchema>;

/** The saved values of the FBD form: bookmark code to value (a list for multiple-choice bookmarks). */
export const bookmarkValuesSchema = z.record(
  z.string().max(120),
  z.union([z.string().max(2000, 'must be at most 2000 characters'), z.array(z.string().max(200)).max(100)]),
);

export interface BookmarksAnswer {
  /** The practice's template, as the templates service answers `template.data`. */
  form: TemplateForm;
  bookmarks: Record<string, string | string[]>;
  eligible: boolean;
  notes: string;
  uploadFBD: boolean;
  missingRequiredInputQty: number;
  totalRequiredFields: number;
}

/**
 * What a transaction's document (Download template, Update PMS) is merged from: the form its values
 * were filled against (so the document matches the FBD tab), the values, its practice and the
 * download name of spec 01 §9.
 */
export interface FbdDocumentData {
  transactionId: string;
  practiceId: string;
  fileName: string;
  form: TemplateForm;
  values: Record<string, string | string[]>;
}

export interface RemovedFiles {
  removedKeys: string[];
  files: TransactionFile[];
}

export const DetailCommands = {
  detail: defineCommand<TransactionDetail>()(
    'verification',
    'transaction.detail',
    z.object({ id: id('id'), practiceId: optionalId('practiceId'), ...clientId }),
  ),
  linked: defineCommand<LinkedTransaction[]>()(
    'verification',
    'transaction.linked',
    z.object({ transactionId: id('transactionId'), ...clientId }),
  ),
  spreadsheet: defineCommand<SpreadsheetRecord>()('verification', 'transaction.spreadsheet.get', z.object({ id: id('id'), ...clientId })),
  saveSpreadsheet: defineCommand<SpreadsheetRecord>()(
    'verification',
    'transaction.spreadsheet.put',
    spreadsheetRecordSchema.extend({ id: id('id'), ...clientId }).strict(),
  ),
  updatePatientInfo: defineCommand<TransactionDetail>()(
    'verification',
    'transaction.patient-info.update',
    patientInfoFieldsSchema.extend({
      transactionId: id('transactionId'),
      practiceId: optionalId('practiceId'),
      apptDateType: z.string().max(20).optional(),
      ...clientId,
    }),
  ),
  emptyPatientInfo: defineCommand<TransactionDetail>()('verification', 'transaction.patient-info.empty', transactionRef),
  saveNote: defineCommand<{ note: string }>()(
    'verification',
    'transaction.note.save',
    z.object({ transactionId: id('transactionId'), note: z.string().max(5000, 'note must be at most 5000 characters'), ...clientId }),
  ),
  saveComment: defineCommand<{ comment: string }>()(
    'verification',
    'transaction.comment.save',
    z.object({
      transactionId: id('transactionId'),
      practiceId: id('practiceId'),
      comment: z.string().max(2000, 'comment must be at most 2000 characters'),
      ...clientId,
    }),
  ),
  auditElg: defineCommand<{ audited: boolean }>()(
    'verification',
    'transaction.audit.elg',
    transactionRef.extend({ state: z.boolean({ message: 'state must be true or false' }) }),
  ),
  auditFbd: defineCommand<{ audited: boolean }>()(
    'verification',
    'transaction.audit.fbd',
    transactionRef.extend({ state: z.boolean({ message: 'state must be true or false' }) }),
  ),
  auditTrail: defineCommand<AuditRecord[]>()(
    'verification',
    'transaction.audit.trail',
    z.object({ transactionId: id('transactionId'), ...clientId }),
  ),
  fileCheck: defineCommand<FileCheck>()(
    'verification',
    'transaction.file-check',
    z.object({ transactionId: id('transactionId'), practiceId: id('practiceId'), ...clientId }),
  ),
  addFiles: defineCommand<TransactionFile[]>()(
    'verification',
    'transaction.files.add',
    z.object({
      transactionId: id('transactionId'),
      statusPatient: z.string().trim().max(100).optional(),
      files: z.array(storedFileSchema).max(20, 'at most 20 files at once'),
      ...clientId,
    }),
  ),
  replaceFile: defineCommand<{ file: TransactionFile; replacedKey: string }>()(
    'verification',
    'transaction.file.replace',
    z.object({ transactionId: id('transactionId'), fileId: id('fileId'), file: storedFileSchema, ...clientId }),
  ),
  renameFile: defineCommand<TransactionFile>()(
    'verification',
    'transaction.file.rename',
    z.object({
      transactionId: id('transactionId'),
      fileId: id('fileId'),
      filename: z.string().trim().min(1, 'Dear user, please give a name to all the new files').max(200),
      ...clientId,
    }),
  ),
  locateFile: defineCommand<{ key: string; filename: string; contentType: string }>()(
    'verification',
    'transaction.file.locate',
    z.object({ transactionId: id('transactionId'), fileId: id('fileId'), ...clientId }),
  ),
  deleteFile: defineCommand<RemovedFiles>()(
    'verification',
    'transaction.file.delete',
    z.object({ transactionId: id('transactionId'), fileId: id('fileId'), ...clientId }),
  ),
  cleanFiles: defineCommand<RemovedFiles>()('verification', 'transaction.files.clean', transactionRef),
  bookmarks: defineCommand<BookmarksAnswer>()('verification', 'transaction.bookmarks.get', z.object({ id: id('id'), ...clientId })),
  saveBookmarks: defineCommand<BookmarksAnswer>()(
    'verification',
    'transaction.bookmarks.save',
    z.object({
      id: id('id'),
      bookmarks: bookmarkValuesSchema,
      eligible: z.boolean().optional(),
      notes: z.string().max(5000).optional(),
      ...clientId,
    }),
  ),
  bookmarksFile: defineCommand<FbdDocumentData>()('verification', 'transaction.bookmarks.file', z.object({ id: id('id'), ...clientId })),
  canUpload: defineCommand<{ uploadFBD: boolean }>()(
    'verification',
    'transaction.fbd.can-upload',
    z.object({
      transactionId: id('transactionId'),
      status: z.enum(['true', 'false'], { message: "status must be 'true' or 'false'" }),
      ...clientId,
    }),
  ),
  missingCode: defineCommand<BookmarksAnswer>()(
    'verification',
    'transaction.missing-code.save',
    z.object({ id: id('id'), bookmarks: bookmarkValuesSchema, user: z.string().max(120).optional(), ...clientId }),
  ),
  subscriberPolicy: defineCommand<SubscriberPolicy>()(
    'verification',
    'transaction.policy.get',
    z.object({ transactionId: id('transactionId'), practiceId: optionalId('practiceId'), ...clientId }),
  ),
  saveSubscriberPolicy: defineCommand<SubscriberPolicy>()(
    'verification',
    'transaction.policy.save',
    subscriberPolicyChangesSchema
      .extend({ transactionId: id('transactionId'), practiceId: optionalId('practiceId'), ...clientId })
      .strict(),
  ),
  listTickets: defineCommand<Ticket[]>()('verification', 'ticket.list', ticketListSchema),
  createTicket: defineCommand<Ticket>()('verification', 'ticket.create', ticketCreateSchema),
  ticket: defineCommand<TicketDetail>()('verification', 'ticket.get', z.object({ id: id('id'), ...clientId })),
  respondTicket: defineCommand<TicketDetail>()('verification', 'ticket.respond', ticketResponseSchema),
} as const;
