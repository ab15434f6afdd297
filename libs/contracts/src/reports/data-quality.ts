/**
 * Data Quality Records (`/dataquality`, spec 03 §2, §3 "DQA request", §7 "Dashboard and data
 * quality"): the requests the patient-contact bot sends a practice's patients to complete the data a
 * transaction is missing, and what the patients answer. The bot reports each request it sends and
 * each answer it receives on `bot.dqa.request` (DqaRequestEvent); the reports service keeps them, one
 * record per request id with its history, and staff confirm the answers with Confirm update.
 */
import { z } from 'zod';
import { idText } from '../shared/id-text';
import { instantText } from '../shared/instant-text';
import { parseDay } from '../shared/dates';

export const DqaMessages = {
  selectConnection: 'Please select a connection',
  notActive: 'Dear user, this record is not active',
  notProcessed: 'Dear user, your request could not be processed',
  saved: 'Changes were saved',
  notFound: 'Sorry, data was not found, please try again.',
} as const;

/** A record's status as the API writes it: 1 is Active (answers waiting for a confirmation), 0 No Active. */
export const DQA_ACTIVE = 1;
export const DQA_INACTIVE = 0;
export type DqaStatus = typeof DQA_ACTIVE | typeof DQA_INACTIVE;
export const dqaStatusLabel = (status: number): string => (status === DQA_ACTIVE ? 'Active' : 'No Active');

const text = (max: number) => z.string().trim().max(max).default('');

/** What the patient's data holds, as on file when the request is sent and as the patient answered. */
export const dqaPatientSchema = z
  .object({
    firstName: z.string().trim().min(1, 'is required').max(100),
    lastName: z.string().trim().min(1, 'is required').max(100),
    dob: z
      .string()
      .trim()
      .refine((v) => v === '' || parseDay(v) !== null, 'must be a date as YYYY-MM-DD')
      .transform((v) => (v === '' ? '' : parseDay(v)!))
      .default(''),
    phone: text(30),
    email: text(200),
    address: text(300),
    zipCode: text(15),
  })
  .strict();
export type DqaPatient = z.output<typeof dqaPatientSchema>;

export const DQA_STAGES = ['sent', 'answered'] as const;
export type DqaStage = (typeof DQA_STAGES)[number];

/** `bot.dqa.request`: a request sent to a patient, or the patient's answer to it. */
export const dqaRequestEventSchema = z
  .object({
    eventId: z.string().uuid('must be a UUID'),
    /** The request's id: every message about one request names the same. */
    requestId: idText,
    practiceId: idText,
    /** The transaction whose missing fields the request asks for. */
    transactionId: idText.optional(),
    stage: z.enum(DQA_STAGES, { message: 'must be sent or answered' }),
    occurredAt: instantText,
    /** The fields asked for (the transaction's missing required fields). */
    missingFields: z.array(z.string().trim().min(1).max(100)).min(1, 'must name at least one field').max(50),
    patient: dqaPatientSchema,
    /** The patient's comment with an answer. */
    comment: text(2000),
    /** The patient confirmed that the data answered is theirs and correct. */
    trustedInfo: z.boolean().default(false),
  })
  .strict();
export type DqaRequestEvent = z.output<typeof dqaRequestEventSchema>;
export type DqaRequestEventInput = z.input<typeof dqaRequestEventSchema>;

export const DQA_REQUEST_EXAMPLE: DqaRequestEventInput = {
  eventId: '5b7e2c1a-3d4f-4e5a-9b6c-7d8e9f0a1b2c',
  requestId: '6955b9000000000000000d01',
  practiceId: '6955b9000000000000000201',
  transactionId: '6955b9000000000000000301',
  stage: 'answered',
  occurredAt: '2026-11-27T10:15:00.000Z',
  missingFields: ['Subscriber ID', 'Employer'],
  patient: {
    firstName: 'Ana',
    lastName: 'Lopez',
    dob: '1984-03-09',
    phone: '+15125550143',
    email: 'ana.lopez@example.com',
    address: '12 Oak St, Austin TX',
    zipCode: '78701',
  },
  comment: 'My employer changed in October',
  trustedInfo: true,
};

const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(idText).min(1, 'must name at least one practice').max(500, 'lists too many practices'));

/** GET /api/dqa/MissingFields: the fields asked for in the practices' requests. */
export const dqaMissingFieldsRequestSchema = z.object({ practiceIds: idList, clientId: idText.optional() }).strict();

export const DQA_SORT_FIELDS = ['dateUpdate', 'dateCreated', 'patientName'] as const;
export type DqaSortField = (typeof DQA_SORT_FIELDS)[number];

/** POST /api/dqa/forms/get: limit, filters, practiceIds, sort, offset; answers records and recordsQty. */
export const dqaListRequestSchema = z
  .object({
    practiceIds: idList,
    clientId: idText.optional(),
    filters: z
      .object({
        patientName: z.string().trim().max(200).default(''),
        missingField: z.string().trim().max(100).default(''),
      })
      .strict()
      .default({}),
    sort: z
      .object({
        field: z.enum(DQA_SORT_FIELDS, { message: `must be one of ${DQA_SORT_FIELDS.join(', ')}` }).default('dateUpdate'),
        order: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('desc'),
      })
      .strict()
      .default({}),
    offset: z.number().int().min(0, 'must be 0 or more').default(0),
    limit: z
      .number()
      .int()
      .refine((v) => [10, 25, 50, 100].includes(v), 'must be one of 10, 25, 50, 100')
      .default(10),
  })
  .strict();
export type DqaListRequest = z.input<typeof dqaListRequestSchema>;

/** GET /api/dqa/forms/get/details/{id}. */
export const dqaDetailRequestSchema = z.object({ id: idText, clientId: idText.optional() }).strict();

/** POST /api/dqa/confirmUpdate: the request whose answers staff confirm. */
export const dqaConfirmRequestSchema = z.object({ requestsId: idText, clientId: idText.optional() }).strict();

/** A row of the Data Quality Records table. */
export interface DqaRecord {
  _id: string;
  practiceId: string;
  transactionId: string | null;
  patientName: string;
  phone: string;
  /** YYYY-MM-DD, or '' when unknown. */
  dob: string;
  status: DqaStatus;
  dateCreated: string;
  dateUpdate: string;
  /** The fields the last request asked for. */
  missingFields: string[];
}

/** One message of a request's history. */
export interface DqaRequestEntry {
  _id: string;
  stage: DqaStage;
  date: string;
  missingFields: string[];
  comment: string;
  trustedInfo: boolean;
}

/** Resume Details: the record, the patient's data as last received, and the request's history (newest first). */
export interface DqaRecordDetail extends DqaRecord {
  detail: Omit<DqaPatient, 'firstName' | 'lastName'> & {
    firstName: string;
    lastName: string;
    dqaRequestLast: { comment: string; trustedInfo: boolean; stage: DqaStage; date: string };
  };
  dqaRequest: DqaRequestEntry[];
  /** Who confirmed the answers last, and when (null until someone does). */
  confirmedAt: string | null;
}

export interface DqaPage {
  records: DqaRecord[];
  recordsQty: number;
}

export interface DqaConfirmAnswer {
  _id: string;
  status: DqaStatus;
  message: string;
}
