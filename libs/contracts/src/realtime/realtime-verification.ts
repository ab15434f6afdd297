/**
 * Real-time verification (spec 03 §2 "Real Time IV list", "Real Time verification"): a person picks
 * a carrier, fills the form that carrier defines, and the product asks the payer through the
 * clearinghouse (an X12 270), then shows the 271 answer as cards and keeps it as a document. The
 * records, the carrier form and its rules are defined once here for the API, the service and the
 * web app.
 */
import { z } from 'zod';
import type { EligibilityResponse } from '@dental/x12';
import { ID_MESSAGE, ID_PATTERN } from '../shared/ids';
import { parseDay } from '../shared/dates';

export type { EligibilityResponse };

/** The route permission of spec 03 §2 guarding /insuranceverification and its calls. */
export const RealtimePermission = 'realTime';

/** Bot status of a record (spec 03 §4: pending is a warning, completed a success); failed: the clearinghouse never answered. */
export const REALTIME_STATES = ['pending', 'completed', 'failed'] as const;
export type RealtimeState = (typeof REALTIME_STATES)[number];

export const REALTIME_VERIFICATION_TYPES = ['ELG', 'FBD'] as const;
export type RealtimeVerificationType = (typeof REALTIME_VERIFICATION_TYPES)[number];

/** The patient's relation to the policyholder; anything but Self asks the payer about a dependent. */
export const REALTIME_RELATIONSHIPS = ['Self', 'Spouse', 'Child', 'Other'] as const;

export const RealtimeMessages = {
  fillAll: 'Please, fill all fields of the form',
  selectCarrier: 'Please, select a carrier',
  carrierNotFound: 'Carriers list not found.',
  notFound: 'Sorry, data was not found, please try again.',
  notFinished: 'Dear user, the verification has not finished yet',
  notConfigured: 'Real-time verification is not available: no clearinghouse is configured',
  clearinghouseFailed: 'The clearinghouse did not answer; please try again later',
} as const;

/** A carrier a real-time verification can ask (spec 03 §3 "Carrier"): the payer the clearinghouse routes to. */
export interface RealtimeCarrier {
  _id: string;
  name: string;
}

/** One field of a carrier's form (spec 03 §3 "Carrier form field"). */
export interface CarrierFormField {
  name: CarrierFormFieldName;
  label: string;
  type: 'text' | 'date' | 'select';
  subtype?: 'text' | 'npi' | 'procedureCodes';
  required: boolean;
  options?: { label: string; value: string }[];
  cond?: { maxlength?: number };
  placeholder?: string;
}

/** The values a carrier form can ask for; the service turns them into the 270. */
export const CARRIER_FORM_FIELD_NAMES = [
  'verificationType',
  'patientFirstName',
  'patientLastName',
  'patientDob',
  'memberId',
  'groupNumber',
  'relationship',
  'policyholderFirstName',
  'policyholderLastName',
  'policyholderDob',
  'providerNpi',
  'dateOfService',
  'procedureCodes',
] as const;
export type CarrierFormFieldName = (typeof CARRIER_FORM_FIELD_NAMES)[number];

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

/**
 * The form most carriers use. A carrier may require more (a group number) or allow longer ids; its
 * own copy is stored with it and answered by `POST /api/iv/carrier/form`.
 */
export const STANDARD_CARRIER_FORM: readonly CarrierFormField[] = [
  { name: 'verificationType', label: 'IV Type', type: 'select', required: true, options: options(REALTIME_VERIFICATION_TYPES) },
  { name: 'patientFirstName', label: 'Patient First Name', type: 'text', subtype: 'text', required: true, cond: { maxlength: 35 } },
  { name: 'patientLastName', label: 'Patient Last Name', type: 'text', subtype: 'text', required: true, cond: { maxlength: 60 } },
  { name: 'patientDob', label: 'Patient Date of Birth', type: 'date', required: true },
  { name: 'memberId', label: 'Member ID', type: 'text', subtype: 'text', required: true, cond: { maxlength: 30 } },
  { name: 'groupNumber', label: 'Group Number', type: 'text', subtype: 'text', required: false, cond: { maxlength: 30 } },
  { name: 'relationship', label: 'Relationship', type: 'select', required: true, options: options(REALTIME_RELATIONSHIPS) },
  {
    name: 'policyholderFirstName',
    label: 'Policy Holder First Name',
    type: 'text',
    subtype: 'text',
    required: false,
    cond: { maxlength: 35 },
    placeholder: 'When the patient is not the policy holder',
  },
  {
    name: 'policyholderLastName',
    label: 'Policy Holder Last Name',
    type: 'text',
    subtype: 'text',
    required: false,
    cond: { maxlength: 60 },
    placeholder: 'When the patient is not the policy holder',
  },
  { name: 'policyholderDob', label: 'Policy Holder Date of Birth', type: 'date', required: false },
  {
    name: 'providerNpi',
    label: 'Provider NPI',
    type: 'text',
    subtype: 'npi',
    required: true,
    cond: { maxlength: 10 },
    placeholder: '10 digits',
  },
  { name: 'dateOfService', label: 'Date of Service', type: 'date', required: true },
  {
    name: 'procedureCodes',
    label: 'Procedure Codes',
    type: 'text',
    subtype: 'procedureCodes',
    required: false,
    cond: { maxlength: 120 },
    placeholder: 'D0120, D1110, D2750',
  },
];

export type CarrierFormValues = Partial<Record<CarrierFormFieldName, string>>;

export interface CarrierFormIssue {
  path: string;
  message: string;
}

const NAME = /^[A-Za-z][A-Za-z .'-]*$/;

/** CDT codes typed into the form: comma or space separated, upper-cased, each once. */
export function procedureCodesOf(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(/[\s,;]+/)
        .filter(Boolean)
        .map((code) => code.toUpperCase()),
    ),
  ];
}

/** An NPI: 10 digits whose last is the Luhn check digit over the 80840 prefix. */
export function isNpiNumber(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value}`.split('').map(Number);
  const sum = digits.reduceRight((total, digit, index) => {
    const doubled = (digits.length - 1 - index) % 2 === 1 ? digit * 2 : digit;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

/**
 * The carrier form's rules, the same in the browser and on the server: every required field filled
 * (otherwise 'Please, fill all fields of the form'), no text past the field's maxlength, dates that
 * exist and are not in the future (births), a choice among the field's options, names made of
 * letters, a valid NPI, CDT codes (D and four digits), and the policy holder's names and birth date
 * when the patient is not the policy holder. Values of fields the form does not define are refused.
 */
export function checkCarrierForm(fields: readonly CarrierFormField[], values: Record<string, unknown>): CarrierFormIssue[] {
  const issues: CarrierFormIssue[] = [];
  const known = new Set<string>(fields.map((f) => f.name));
  for (const name of Object.keys(values)) if (!known.has(name)) issues.push({ path: name, message: 'is not a field of this form' });
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
  };
  const today = new Date().toISOString().slice(0, 10);
  for (const field of fields) {
    const value = text(field.name);
    if (value === '') {
      if (field.required) issues.push({ path: field.name, message: RealtimeMessages.fillAll });
      continue;
    }
    const max = field.cond?.maxlength;
    if (max !== undefined && value.length > max) {
      issues.push({ path: field.name, message: `must be at most ${max} characters` });
      continue;
    }
    if (field.type === 'date') {
      const day = parseDay(value);
      if (!day) issues.push({ path: field.name, message: 'must be a date as YYYY-MM-DD' });
      else if (field.name !== 'dateOfService' && day > today) issues.push({ path: field.name, message: 'cannot be in the future' });
    } else if (field.type === 'select') {
      if (!field.options?.some((o) => o.value === value))
        issues.push({ path: field.name, message: `must be one of ${field.options?.map((o) => o.value).join(', ')}` });
    } else if (field.subtype === 'npi') {
      if (!isNpiNumber(value)) issues.push({ path: field.name, message: 'must be a valid NPI (10 digits with a correct check digit)' });
    } else if (field.subtype === 'procedureCodes') {
      const wrong = procedureCodesOf(value).filter((code) => !/^D\d{4}$/.test(code));
      if (wrong.length) issues.push({ path: field.name, message: `${wrong.join(', ')}: a CDT code is D followed by four digits` });
    } else if (/Name$/.test(field.name)) {
      if (!NAME.test(value)) issues.push({ path: field.name, message: 'may hold only letters, spaces, apostrophes, dots and hyphens' });
    } else if (!/^[A-Za-z0-9-]+$/.test(value)) {
      issues.push({ path: field.name, message: 'may hold only letters, digits and hyphens' });
    }
  }
  const relationship = text('relationship');
  if (relationship !== 'Self' && (REALTIME_RELATIONSHIPS as readonly string[]).includes(relationship)) {
    for (const name of ['policyholderFirstName', 'policyholderLastName', 'policyholderDob'] as const) {
      if (known.has(name) && text(name) === '' && !issues.some((i) => i.path === name))
        issues.push({ path: name, message: 'is required when the patient is not the policy holder' });
    }
  }
  const born = parseDay(text('patientDob'));
  const service = parseDay(text('dateOfService'));
  if (born && service && born > service) issues.push({ path: 'dateOfService', message: "cannot be before the patient's birth" });
  return issues;
}

const id = (name: string) => z.string({ message: `${name} is required` }).regex(ID_PATTERN, ID_MESSAGE);
const clientId = z.string().max(24).optional();

/** `POST /api/iv/carrier/form`: the form of a carrier, for real-time verification (`typeForm` 'iv'). */
export const carrierFormRequestSchema = z
  .object({
    carrierId: z.string({ message: RealtimeMessages.selectCarrier }).regex(ID_PATTERN, RealtimeMessages.selectCarrier),
    typeForm: z.literal('iv', { errorMap: () => ({ message: "must be 'iv'" }) }),
    clientId,
  })
  .strict();

/**
 * `POST /api/iv/carrier/store`: the form's values plus carrierId, practiceId and carrierName. The
 * values are checked against the carrier's stored form by `checkCarrierForm`.
 */
export const storeRealtimeSchema = z
  .object({
    carrierId: z.string({ message: RealtimeMessages.selectCarrier }).regex(ID_PATTERN, RealtimeMessages.selectCarrier),
    practiceId: id('practiceId'),
    carrierName: z.string().max(200).optional(),
    clientId,
  })
  .catchall(z.union([z.string().max(200), z.null()]));
export type StoreRealtimeInput = z.output<typeof storeRealtimeSchema>;

export const REALTIME_PAGE_SIZES = [10, 25, 50, 100] as const;
export const REALTIME_DEFAULT_PAGE_SIZE = 10;

const day = (name: string) =>
  z
    .string()
    .max(10)
    .refine((v) => parseDay(v) !== null, `${name} must be a date as YYYY-MM-DD`)
    .transform((v) => parseDay(v)!);

/** `POST /api/iv/processflow/get`: limit, offset, practiceIds and the list's filters; newest update first. */
export const processFlowSchema = z
  .object({
    limit: z.coerce
      .number({ message: 'must be a number' })
      .int()
      .refine((v) => (REALTIME_PAGE_SIZES as readonly number[]).includes(v), `must be one of ${REALTIME_PAGE_SIZES.join(', ')}`)
      .default(REALTIME_DEFAULT_PAGE_SIZE),
    offset: z.coerce.number({ message: 'must be a number' }).int().min(0, 'must be at least 0').max(1_000_000).default(0),
    practiceIds: z.array(id('practiceIds'), { message: 'must be a list of practice ids' }).min(1, 'select at least one practice').max(500),
    filters: z
      .object({
        patientName: z.string().trim().max(100, 'must be at most 100 characters').optional(),
        stateId: z.enum(REALTIME_STATES, { errorMap: () => ({ message: `must be one of ${REALTIME_STATES.join(', ')}` }) }).optional(),
        verificationType: z
          .enum(REALTIME_VERIFICATION_TYPES, { errorMap: () => ({ message: `must be one of ${REALTIME_VERIFICATION_TYPES.join(', ')}` }) })
          .optional(),
        startDate: day('startDate').optional(),
        endDate: day('endDate').optional(),
      })
      .strict()
      .default({})
      .superRefine((v, ctx) => {
        if (v.startDate && v.endDate && v.endDate < v.startDate)
          ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'cannot be before startDate' });
      }),
    clientId,
  })
  .strict();
export type ProcessFlowQuery = z.output<typeof processFlowSchema>;

/** `GET /api/realtimeiv/getFile?file=`: the record whose response document to download. */
export const realtimeFileSchema = z.object({ file: id('file'), clientId }).strict();
/** `GET /api/realtimeiv/record/{id}`: a record with its answer, for the cards. */
export const realtimeRecordSchema = z.object({ id: id('id'), clientId }).strict();
/** `GET /api/realtimeiv/carriers`. */
export const realtimeCarriersSchema = z.object({ clientId }).strict();

/** A row of the Real Time IV list (spec 03 §3 "Real-time IV record"), with what the cards add. */
export interface RealtimeRecord {
  _id: string;
  practiceId: string;
  practiceName: string;
  carrierId: string;
  carrierName: string;
  firstNamePatient: string;
  lastNamePatient: string;
  verificationType: RealtimeVerificationType;
  firstNamePolicyholder: string;
  lastNamePolicyholder: string;
  relationship: string;
  stateId: RealtimeState;
  dateCreated: string;
  dateUpdate: string;
  /** The response document (`GET /api/realtimeiv/getFile?file=<this>`), once completed. */
  urlFile: string | null;
  /** What the payer said, in a word: Active, Inactive, Not Found, Rejected. */
  eligibilityStatus: string | null;
  /** Why a failed record failed. */
  message: string | null;
  procedureCodes: string[];
  /** The All Transactions transaction the verification is kept with (null for records made before they were). */
  transactionId: string | null;
}

export interface RealtimePage {
  records: RealtimeRecord[];
  total: number;
}

/** A record with its job's progress (0 to 100) and, once completed, the eligibility response the cards show. */
export interface RealtimeDetail {
  record: RealtimeRecord;
  progress: number;
  response?: EligibilityResponse;
}

/** Where the gateway finds the response document to stream. */
export interface RealtimeFile {
  key: string;
  fileName: string;
  contentType: string;
}

/** The eligibility in a word, from the answer: the list and the file name show it. */
export function eligibilityStatusOf(response: Pick<EligibilityResponse, 'errors' | 'planStatus' | 'dentalBenefits'>): string {
  if (response.errors.some((e) => e.code === '75' || e.code === '72' || e.code === '73')) return 'Not Found';
  if (response.errors.length > 0 && response.planStatus.length === 0) return 'Rejected';
  if (response.dentalBenefits.active === true) return 'Active';
  if (response.dentalBenefits.active === false) return 'Inactive';
  const first = response.planStatus[0];
  return first ? first.status : 'Check';
}

/** The response document's name (a Word document): Eligibility_{status}_{carrier} and the patient, as the transaction files are named. */
export function realtimeFileName(
  record: Pick<RealtimeRecord, 'eligibilityStatus' | 'carrierName' | 'firstNamePatient' | 'lastNamePatient'>,
): string {
  const clean = (s: string) => s.replace(/[^A-Za-z0-9 ']/g, '').trim();
  return `Eligibility_${clean(record.eligibilityStatus ?? 'Check')}_${clean(record.carrierName)} ${clean(record.firstNamePatient)} ${clean(record.lastNamePatient)}.docx`;
}
