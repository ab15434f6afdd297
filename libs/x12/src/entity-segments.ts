import {
  COMMUNICATION_MODE,
  ENTITY_IDENTIFIER,
  ENTITY_TYPE,
  FOLLOW_UP_ACTION,
  GENDER,
  IDENTIFICATION_CODE_QUALIFIER,
  REJECT_REASON,
  RELATIONSHIP,
  REJECT_RESOLUTION,
  TRACE_TYPE,
  VALID_REQUEST,
  nameOf,
} from './code-lists';
import type { AaaError, Address, Contact, Person, TraceNumber } from './eligibility-response';
import { type Segment, calendarDateElement, codedElement, element, requiredCode, requiredElement, segmentError } from './segments';

/**
 * The segments that describe a party wherever it appears in 270 and 271: its name (NM1), address
 * (N3, N4), demographics (DMG), contacts (PER), trace numbers (TRN) and rejections (AAA).
 */

export interface EntityName {
  readonly entityIdentifierCode: string;
  readonly entityTypeCode: string;
  /** NM103: an organisation's name or a person's last name. */
  readonly lastOrOrganizationName?: string;
  readonly firstName?: string;
  readonly middleName?: string;
  readonly suffix?: string;
  readonly identificationCodeQualifier?: string;
  readonly identificationCode?: string;
}

/**
 * NM1, with the entity codes this loop allows (an IL where a payer belongs is a misplaced loop,
 * not a payer) and the identifier qualifiers it allows.
 */
export function readName(
  segment: Segment,
  loop: string,
  allowedEntities: readonly string[],
  allowedQualifiers: readonly string[] = [...IDENTIFICATION_CODE_QUALIFIER.names.keys()],
  allowedTypes: readonly string[] = [...ENTITY_TYPE.names.keys()],
): EntityName {
  const entityIdentifierCode = requiredCode(segment, 1, ENTITY_IDENTIFIER);
  if (!allowedEntities.includes(entityIdentifierCode)) {
    throw segmentError(
      segment,
      `element NM101 '${entityIdentifierCode}' is not one of ${allowedEntities.join(', ')} that loop ${loop} allows`,
    );
  }
  const entityTypeCode = requiredCode(segment, 2, ENTITY_TYPE);
  if (!allowedTypes.includes(entityTypeCode)) {
    const names = allowedTypes.map((code) => `${code} (${nameOf(ENTITY_TYPE, code)})`).join(' or ');
    throw segmentError(segment, `element NM102 '${entityTypeCode}': loop ${loop} names a ${names}`);
  }
  const identificationCodeQualifier = codedElement(segment, 8, IDENTIFICATION_CODE_QUALIFIER);
  const identificationCode = element(segment, 9);
  if (allowedQualifiers.length === 0 && (identificationCodeQualifier !== undefined || identificationCode !== undefined)) {
    throw segmentError(
      segment,
      `elements NM108 and NM109 are not used in loop ${loop}: a patient with their own member ID is sent as the subscriber`,
    );
  }
  if (identificationCodeQualifier !== undefined && !allowedQualifiers.includes(identificationCodeQualifier)) {
    throw segmentError(
      segment,
      `element NM108 '${identificationCodeQualifier}' is not one of ${allowedQualifiers.join(', ')} that loop ${loop} allows`,
    );
  }
  if (identificationCodeQualifier !== undefined && identificationCode === undefined) {
    throw segmentError(segment, 'element NM109 (identification code) is missing while NM108 names its kind');
  }
  if (identificationCode !== undefined && identificationCodeQualifier === undefined) {
    throw segmentError(segment, 'element NM108 (identification code qualifier) is missing while NM109 gives an identifier');
  }
  return {
    entityIdentifierCode,
    entityTypeCode,
    lastOrOrganizationName: element(segment, 3),
    firstName: element(segment, 4),
    middleName: element(segment, 5),
    suffix: element(segment, 7),
    identificationCodeQualifier,
    identificationCode,
  };
}

export function entityNames(name: EntityName): { entityIdentifier: string; entityType: string } {
  return { entityIdentifier: nameOf(ENTITY_IDENTIFIER, name.entityIdentifierCode), entityType: nameOf(ENTITY_TYPE, name.entityTypeCode) };
}

/** N3 (street lines) or N4 (city, state, postal code, country) added to an address. */
export function addToAddress(address: Address | undefined, segment: Segment): Address {
  const next: Address = { ...address };
  if (segment.id === 'N3') {
    next.address1 = requiredElement(segment, 1, 'address line');
    assign(next, 'address2', element(segment, 2));
  } else {
    next.city = requiredElement(segment, 1, 'city');
    assign(next, 'state', element(segment, 2));
    assign(next, 'postalCode', element(segment, 3));
    assign(next, 'countryCode', element(segment, 4));
  }
  return next;
}

/** AAA03: the reject reasons 005010X279A1 allows in each loop (a reason about the provider has no place in the subscriber's loop). */
const SUBSCRIBER_REJECTS = ['15', '35', '42', '43', '45', '47', '48', '49', '51', '52', '56', '57', '58', '60', '61', '62', '63'];
const AUTHORIZATION_REJECTS = ['98', 'AA', 'AE', 'AF', 'AG', 'AO', 'CI', 'E8', 'IA', 'MA'];
export const REJECTS_BY_LOOP: Readonly<Record<string, readonly string[]>> = {
  '2000A': ['04', '41', '42', '79', '80', 'T4'],
  '2100A': ['04', '41', '42', '79', '80', 'T4'],
  '2100B': ['15', '41', '43', '44', '45', '46', '47', '48', '50', '51', '79', '97', 'T4'],
  '2100C': [...SUBSCRIBER_REJECTS, '69', '70', '71', '72', '73', '74', '75', '76', '78', ...AUTHORIZATION_REJECTS],
  '2100D': [...SUBSCRIBER_REJECTS, '64', '65', '66', '67', '68', '71', '77', ...AUTHORIZATION_REJECTS],
  '2110C': ['15', '33', '52', '53', '54', '55', '56', '57', '60', '61', '62', '63', '69', '70', ...AUTHORIZATION_REJECTS],
  '2110D': ['15', '33', '52', '53', '54', '55', '56', '57', '60', '61', '62', '63', '69', '70', ...AUTHORIZATION_REJECTS],
};

export function readAaa(segment: Segment, loop: string): AaaError {
  requiredCode(segment, 1, VALID_REQUEST);
  if (element(segment, 2) !== undefined) throw segmentError(segment, 'element AAA02 is not used in 005010X279A1');
  const code = requiredCode(segment, 3, REJECT_REASON);
  const allowed = REJECTS_BY_LOOP[loop];
  if (allowed && !allowed.includes(code)) {
    throw segmentError(segment, `element AAA03 '${code}' (${nameOf(REJECT_REASON, code)}) is not a reject reason of loop ${loop}`);
  }
  const followupActionCode = codedElement(segment, 4, FOLLOW_UP_ACTION);
  const error: AaaError = { field: 'AAA', code, description: nameOf(REJECT_REASON, code), location: `Loop ${loop}` };
  if (followupActionCode !== undefined) {
    error.followupActionCode = followupActionCode;
    error.followupAction = nameOf(FOLLOW_UP_ACTION, followupActionCode);
  }
  assign(error, 'possibleResolutions', REJECT_RESOLUTION.get(code));
  return error;
}

/** PER: a contact name and up to three ways to reach them. */
export function readContacts(segment: Segment): { name?: string; contacts: Contact[] } {
  const functionCode = requiredElement(segment, 1, 'contact function code');
  if (functionCode !== 'IC') throw segmentError(segment, `element PER01 '${functionCode}' is not IC (information contact)`);
  const contacts: Contact[] = [];
  for (const index of [3, 5, 7]) {
    const mode = codedElement(segment, index, COMMUNICATION_MODE);
    if (mode === undefined) continue;
    contacts.push({
      communicationMode: nameOf(COMMUNICATION_MODE, mode),
      communicationNumber: requiredElement(segment, index + 1, 'communication number'),
    });
  }
  if (contacts.length === 0) throw segmentError(segment, 'element PER03 (communication number qualifier) is missing');
  const name = element(segment, 2);
  return name === undefined ? { contacts } : { name, contacts };
}

export function mergeContacts(
  current: { name?: string; contacts: Contact[] } | undefined,
  next: { name?: string; contacts: Contact[] },
): { name?: string; contacts: Contact[] } {
  if (!current) return next;
  const merged = { ...current, contacts: [...current.contacts, ...next.contacts] };
  return current.name === undefined && next.name !== undefined ? { name: next.name, ...merged } : merged;
}

/**
 * TRN: a trace number and who assigned it. A 270 carries its own (TRN01 1, current transaction); a
 * 271 echoes the 270's as TRN01 2 (referenced transaction) and may add the payer's own as 1. TRN03
 * is the assigner's 10-character identifier: 1 and an EIN, or 9 and an identifier of its own.
 */
export function readTrace(segment: Segment, allowedTypes: readonly string[] = ['1', '2']): TraceNumber {
  const traceTypeCode = requiredCode(segment, 1, TRACE_TYPE);
  if (!allowedTypes.includes(traceTypeCode)) {
    throw segmentError(segment, `element TRN01 '${traceTypeCode}' is not ${allowedTypes.join(' or ')} here`);
  }
  const referenceIdentification = requiredElement(segment, 2, 'trace number');
  if (referenceIdentification.length > 50) throw segmentError(segment, 'element TRN02 (trace number) is longer than 50 characters');
  const originator = requiredElement(segment, 3, 'trace assigning entity identifier');
  if (!/^[19][A-Za-z0-9]{9}$/.test(originator)) {
    throw segmentError(segment, `element TRN03 '${originator}' is not 10 characters: 1 and an EIN, or 9 and an assigned identifier`);
  }
  const trace: TraceNumber = { traceTypeCode, traceType: nameOf(TRACE_TYPE, traceTypeCode), referenceIdentification };
  assign(trace, 'originatingCompanyIdentifier', originator);
  assign(trace, 'secondaryReferenceIdentification', element(segment, 4));
  return trace;
}

/** DMG: date of birth (D8) and gender code. */
export function readDemographics(segment: Segment): { dateOfBirth: string; gender?: string } {
  if (requiredElement(segment, 1, 'date format qualifier') !== 'D8') {
    throw segmentError(segment, `element DMG01 '${element(segment, 1)}' is not D8; a date of birth is one date`);
  }
  const dateOfBirth = calendarDateElement(segment, 2, 'date of birth');
  const gender = codedElement(segment, 3, GENDER);
  return gender === undefined ? { dateOfBirth } : { dateOfBirth, gender };
}

/** INS: whether this person is the insured, and their relationship to the subscriber. */
export function readInsured(
  segment: Segment,
  isSubscriber: boolean,
): Pick<Person, 'insuredIndicator' | 'relationToSubscriberCode' | 'relationToSubscriber'> {
  const insuredIndicator = requiredElement(segment, 1, 'insured indicator');
  const expected = isSubscriber ? 'Y' : 'N';
  if (insuredIndicator !== expected) {
    throw segmentError(
      segment,
      `element INS01 '${insuredIndicator}' must be ${expected} in loop ${isSubscriber ? '2100C, where the patient is the insured' : '2100D, where the patient is not the insured'}`,
    );
  }
  const relationship = requiredCode(segment, 2, RELATIONSHIP);
  if ((relationship === '18') !== isSubscriber) {
    throw segmentError(
      segment,
      `element INS02 '${relationship}': ${isSubscriber ? 'the subscriber is 18 (Self)' : 'a dependent cannot be 18 (Self)'}`,
    );
  }
  return { insuredIndicator, relationToSubscriberCode: relationship, relationToSubscriber: nameOf(RELATIONSHIP, relationship) };
}

/** Sets a field only when there is a value, so the response leaves absent fields out. */
export function assign<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value;
}
