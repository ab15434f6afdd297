import {
  COMMUNICATION_MODE,
  ENTITY_IDENTIFIER,
  ENTITY_TYPE,
  FOLLOW_UP_ACTION,
  GENDER,
  IDENTIFICATION_CODE_QUALIFIER,
  REJECT_REASON,
  REJECT_RESOLUTION,
  TRACE_TYPE,
  VALID_REQUEST,
  nameOf,
} from './code-lists';
import type { AaaError, Address, Contact, TraceNumber } from './eligibility-response';
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
): EntityName {
  const entityIdentifierCode = requiredCode(segment, 1, ENTITY_IDENTIFIER);
  if (!allowedEntities.includes(entityIdentifierCode)) {
    throw segmentError(
      segment,
      `element NM101 '${entityIdentifierCode}' is not one of ${allowedEntities.join(', ')} that loop ${loop} allows`,
    );
  }
  const entityTypeCode = requiredCode(segment, 2, ENTITY_TYPE);
  const identificationCodeQualifier = codedElement(segment, 8, IDENTIFICATION_CODE_QUALIFIER);
  const identificationCode = element(segment, 9);
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

export function readAaa(segment: Segment, loop: string): AaaError {
  requiredCode(segment, 1, VALID_REQUEST);
  const code = requiredCode(segment, 3, REJECT_REASON);
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

export function readTrace(segment: Segment): TraceNumber {
  const traceTypeCode = requiredCode(segment, 1, TRACE_TYPE);
  const trace: TraceNumber = {
    traceTypeCode,
    traceType: nameOf(TRACE_TYPE, traceTypeCode),
    referenceIdentification: requiredElement(segment, 2, 'trace number'),
  };
  assign(trace, 'originatingCompanyIdentifier', element(segment, 3));
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

/** Sets a field only when there is a value, so the response leaves absent fields out. */
export function assign<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value !== undefined) target[key] = value;
}
