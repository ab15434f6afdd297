/**
 * The Subscriber policy tab (spec 01 §2: type FBD, not audited, permission subscriberPolicy): the
 * elements of the policy the transaction is verified against, and the policy check that setting a
 * record verified must pass (spec 01 §4 "Audit is blocked unless the policy check passes", §5 the
 * required fields). The tab, the audit confirmation and the verification service's audit all judge
 * the policy with `policyCheck`, so the tab says "passes" exactly when the audit lets the record through.
 *
 * The spec does not show the policy elements' paths; they follow the detail's style:
 * `GET /api/iv/transaction/policy/{transactionId}` and `PUT` on the same path.
 */
import { z } from 'zod';
import { missingRequiredPatientFields, patientInfoFieldsSchema, requiredFieldsMessage, type PatientInfo } from './transaction-detail';

export const POLICY_TYPES = ['Primary', 'Secondary'] as const;
export const RELATIONSHIPS = ['Self', 'Spouse', 'Child', 'Other'] as const;

/** The policy elements, in the order the tab shows them (wire names of the patient info). */
export const POLICY_FIELDS = [
  'policyType',
  'CarrierName',
  'MemberID',
  'GroupNumber',
  'EmployerName',
  'Relationship',
  'SubscriberId',
  'SubscriberFirstName',
  'SubscriberLastName',
  'SubscriberDOB',
] as const;
export type PolicyField = (typeof POLICY_FIELDS)[number];

export interface PolicyElement {
  name: PolicyField;
  label: string;
  /** Dates as YYYY-MM-DD; '' when empty. */
  value: string;
  kind: 'text' | 'date' | 'select';
  /** The choices of a select. */
  options: string[];
  /** Counted by the policy check. */
  required: boolean;
  /** Shown, never changed here (the subscriber id comes from the practice's schedule). */
  locked: boolean;
  maxLength: number;
}

export interface PolicyCheck {
  passes: boolean;
  /** Wire names of the required fields still missing (the patient's names are fixed on Patient Info). */
  missing: string[];
  /** 'Dear user, the following field(s) is/are required: ...', or '' when it passes. */
  message: string;
}

export interface SubscriberPolicy {
  transactionId: string;
  practiceId: string;
  elements: PolicyElement[];
  check: PolicyCheck;
}

const LABELS: Record<PolicyField, string> = {
  policyType: 'Policy type',
  CarrierName: 'Carrier name',
  MemberID: 'Member ID',
  GroupNumber: 'Group number',
  EmployerName: 'Employer name',
  Relationship: 'Relationship',
  SubscriberId: 'Subscriber ID',
  SubscriberFirstName: 'Subscriber first name',
  SubscriberLastName: 'Subscriber last name',
  SubscriberDOB: 'Subscriber DOB',
};

const MAX_LENGTH: Record<PolicyField, number> = {
  policyType: 20,
  CarrierName: 50,
  MemberID: 40,
  GroupNumber: 40,
  EmployerName: 120,
  Relationship: 20,
  SubscriberId: 40,
  SubscriberFirstName: 80,
  SubscriberLastName: 80,
  SubscriberDOB: 10,
};

/** The policy check (spec 01 §5): policyType (except ELG), CarrierName, the patient's names and type; empty or EMPTY is missing. */
export function policyCheck(info: Parameters<typeof missingRequiredPatientFields>[0]): PolicyCheck {
  const missing = missingRequiredPatientFields(info);
  return { passes: missing.length === 0, missing, message: missing.length > 0 ? requiredFieldsMessage(missing) : '' };
}

/** The tab's elements for a transaction's patient info and group number. */
export function policyElements(info: PatientInfo & { GroupNumber: string }): PolicyElement[] {
  const required = new Set<string>(policyCheck({ type: info.type }).missing);
  return POLICY_FIELDS.map((name) => ({
    name,
    label: LABELS[name],
    value: String(info[name] ?? ''),
    kind: name === 'SubscriberDOB' ? 'date' : name === 'policyType' || name === 'Relationship' ? 'select' : 'text',
    options: name === 'policyType' ? [...POLICY_TYPES] : name === 'Relationship' ? [...RELATIONSHIPS] : [],
    required: required.has(name),
    locked: name === 'SubscriberId',
    maxLength: MAX_LENGTH[name],
  }));
}

const choice = (values: readonly string[]) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || values.includes(v), { message: `must be one of ${values.join(', ')}` });

/** `PUT /api/iv/transaction/policy/{transactionId}`: the policy elements to change (any subset; SubscriberId is locked). */
export const subscriberPolicyChangesSchema = patientInfoFieldsSchema
  .pick({ CarrierName: true, MemberID: true, EmployerName: true, SubscriberFirstName: true, SubscriberLastName: true, SubscriberDOB: true })
  .extend({
    policyType: choice(POLICY_TYPES).optional(),
    Relationship: choice(RELATIONSHIPS).optional(),
    GroupNumber: z.string().trim().max(40, 'must be at most 40 characters').optional(),
  });
export type SubscriberPolicyChanges = z.output<typeof subscriberPolicyChangesSchema>;
