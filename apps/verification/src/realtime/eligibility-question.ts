/**
 * A carrier form's values as the 270 the payer is asked: the policy holder is the subscriber; when
 * the patient is someone else (spouse, child, other) the patient is the dependent the payer is asked
 * about. An eligibility check (ELG) asks about dental care as a whole; a full breakdown (FBD) asks
 * about every class of dental care, so the answer carries each class's coinsurance, frequencies and
 * limits. Each CDT code typed in is asked about on its own.
 */
import { procedureCodesOf } from '@dental/contracts';
import type { EligibilityRequest } from '@dental/x12';

/** 35 dental care; for a breakdown also 23 diagnostic, 41 preventive, 25 restorative, 26 endodontics, 24 periodontics, 36 crowns, 39 prosthodontics, 40 oral surgery, 38 orthodontics. */
export const ELIGIBILITY_SERVICE_TYPES = ['35'] as const;
export const BREAKDOWN_SERVICE_TYPES = ['35', '23', '41', '25', '26', '24', '36', '39', '40', '38'] as const;

/** INS02 of the dependent for each relationship the form offers. */
const RELATIONSHIP_CODES: Record<string, string> = { Spouse: '01', Child: '19', Other: 'G8' };

const compact = (day: string) => day.replace(/-/g, '');
const upper = (value: string | undefined) => (value ?? '').trim().toUpperCase();

export interface QuestionContext {
  payer: { name: string; payerId: string };
  practiceName: string;
  /** The record's id: the 270's trace number, which the 271 echoes. */
  traceNumber: string;
  traceOriginator: string;
}

export function eligibilityQuestion(values: Record<string, string>, context: QuestionContext): EligibilityRequest {
  const patient = {
    firstName: upper(values.patientFirstName),
    lastName: upper(values.patientLastName),
    dateOfBirth: compact(values.patientDob),
  };
  const patientIsHolder = values.relationship === 'Self';
  const subscriber = patientIsHolder
    ? patient
    : {
        firstName: upper(values.policyholderFirstName),
        lastName: upper(values.policyholderLastName),
        dateOfBirth: compact(values.policyholderDob ?? ''),
      };
  const groupNumber = values.groupNumber?.trim();
  const procedureCodes = procedureCodesOf(values.procedureCodes);
  return {
    payer: { name: context.payer.name.toUpperCase().slice(0, 60), id: context.payer.payerId },
    provider: { npi: values.providerNpi.trim(), organizationName: context.practiceName.toUpperCase().slice(0, 60) },
    subscriber: {
      memberId: upper(values.memberId),
      ...subscriber,
      ...(groupNumber ? { groupNumber: groupNumber.toUpperCase() } : {}),
    },
    ...(patientIsHolder ? {} : { dependent: { ...patient, relationshipCode: RELATIONSHIP_CODES[values.relationship] ?? 'G8' } }),
    dateOfService: compact(values.dateOfService),
    serviceTypeCodes: values.verificationType === 'FBD' ? [...BREAKDOWN_SERVICE_TYPES] : [...ELIGIBILITY_SERVICE_TYPES],
    ...(procedureCodes.length ? { procedureCodes } : {}),
    trace: { number: context.traceNumber, originatorId: context.traceOriginator },
  };
}
