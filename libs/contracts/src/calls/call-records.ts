/**
 * What the product keeps about a call, beside the provider's own record: the patient the call was
 * about (`PUT /api/airCall/patientInfo/{id}`) and the files attached to it (`POST /api/airCall/file`),
 * both edited from the call's detail. They belong to the client whose call provider account holds
 * the call; the call must exist there before anything is kept.
 */
import { z } from 'zod';
import { parseDay } from '../shared/dates';
import { fileKindSchema } from '../transactions/transaction-detail.commands';
import type { Call, ProviderState } from './call-log';
import type { SmsMessage } from './sms-logs';

/** The patient a call was about, as the person on the call's detail recorded them. */
export interface CallPatientInfo {
  patientFirstName: string;
  patientLastName: string;
  /** YYYY-MM-DD, or null when not given. */
  patientDOB: string | null;
  patientId: string | null;
  memberId: string | null;
  notes: string | null;
  updatedBy: string;
  updatedAt: string;
}

/** A file attached to a call. */
export interface CallFile {
  id: string;
  filename: string;
  size: number;
  contentType: string;
  uploadedBy: string;
  uploadedAt: string;
}

/**
 * `GET /api/callcenter/calls/{id}`: the call, what the product keeps about it, the text messages
 * with the same number, and where the call
 * came from: the provider (`up`), or, while the provider cannot be reached, the copy its webhooks
 * and the bots announced (`down`, with why).
 */
export interface CallDetail {
  call: Call;
  patientInfo: CallPatientInfo | null;
  files: CallFile[];
  /** The latest text messages (at most CALL_MESSAGES_SHOWN) the providers announced with the call's number, newest first. */
  messages: SmsMessage[];
  provider: ProviderState;
}

export const CALL_MESSAGES_SHOWN = 20;

const callId = z.coerce.number({ message: 'must be a call id' }).int('must be a call id').min(1, 'must be a call id');
const optionalText = (max: number) =>
  z
    .string({ message: 'must be text' })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
/** Who did it, as the gateway fills it in from the signed-in person (never from the request). */
const callerName = z.object({ firstName: z.string().max(100), lastName: z.string().max(100) }).default({ firstName: '', lastName: '' });
const name = z.string({ message: 'is required' }).trim().min(1, 'is required').max(100, 'must be at most 100 characters');

/** A date of birth as YYYY-MM-DD or MM/DD/YYYY (the spec's display form), kept as YYYY-MM-DD; not in the future. */
const dateOfBirth = z
  .string({ message: 'must be a date' })
  .trim()
  .transform((v, ctx) => {
    if (v === '') return null;
    const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
    const day = parseDay(us ? `${us[3]}-${us[1]}-${us[2]}` : v);
    if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) {
      ctx.addIssue({ code: 'custom', message: 'must be a date as YYYY-MM-DD or MM/DD/YYYY' });
      return z.NEVER;
    }
    if (day > new Date().toISOString().slice(0, 10)) {
      ctx.addIssue({ code: 'custom', message: 'cannot be in the future' });
      return z.NEVER;
    }
    return day;
  })
  .nullable()
  .optional();

/** `PUT /api/airCall/patientInfo/{id}`: the call's patient; first and last name required. */
export const callPatientInfoSchema = z
  .object({
    id: callId,
    patientFirstName: name,
    patientLastName: name,
    patientDOB: dateOfBirth,
    patientId: optionalText(50),
    memberId: optionalText(50),
    notes: optionalText(2000),
    clientId: z.string().max(24).optional(),
    callerName,
  })
  .strict();
export type CallPatientInfoInput = z.input<typeof callPatientInfoSchema>;

/** What the gateway sends once the uploaded file is in object storage: its key, never its bytes. */
export const callFileAttachSchema = z
  .object({
    callId,
    clientId: z.string().max(24).optional(),
    file: z.object({
      key: z.string().min(1).max(300),
      size: z.number().int().min(1),
      name: z.string().trim().min(1, 'is required').max(200, 'must be at most 200 characters'),
      contentType: z.string().max(120),
      kind: fileKindSchema,
    }),
    callerName,
  })
  .strict();

/** `GET /api/airCall/file/{fileId}`: one attached file, to download. */
export const callFileRefSchema = z
  .object({
    fileId: z
      .string()
      .trim()
      .regex(/^[0-9a-f]{24}$/, 'must be a file id'),
    clientId: z.string().max(24).optional(),
  })
  .strict();

/** Where the gateway finds the file's bytes. */
export interface CallFileLocation {
  key: string;
  fileName: string;
  contentType: string;
}

export const CallRecordMessages = {
  patientInfoSaved: 'Patient information saved',
  fileUploaded: 'The file was attached to the call',
  fileNotFound: 'File not found',
  fileRequired: 'file is required',
} as const;
