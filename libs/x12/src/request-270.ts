import { RELATIONSHIP, SERVICE_TYPE } from './code-lists';
import { isCdtCode } from './dental-categories';
import { readDemographics, readInsured, readName, readTrace } from './entity-segments';
import { type EnvelopeHeader, type TransactionSet, headerValue, readInterchange, readTransactionSet, writeInterchange } from './envelope';
import { type HierarchicalLevel, LEVEL_LOOPS, readBeginning, readHierarchy } from './hierarchy';
import {
  type Delimiters,
  DEFAULT_DELIMITERS,
  type Segment,
  dateElement,
  element,
  isCalendarDate,
  requiredElement,
  segmentError,
} from './segments';
import { X12Error } from './x12-error';

/**
 * The 270 eligibility inquiry: who is asked (the payer), who asks (the practice, by NPI), about whom
 * (the subscriber, and the dependent when the patient is not the subscriber), for which date and
 * which care. build270 writes it; read270 reads one back, which the clearinghouse stand-in and the
 * round-trip tests use.
 */
export interface EligibilityRequest {
  /** The information source: the payer's name and the payer ID the clearinghouse routes on. */
  readonly payer: { readonly name: string; readonly id: string };
  /** The information receiver: the practice or dentist asking, identified by NPI. */
  readonly provider: {
    readonly npi: string;
    /** The practice's name; or a dentist's lastName (and firstName) when the NPI is a person's. */
    readonly organizationName?: string;
    readonly lastName?: string;
    readonly firstName?: string;
  };
  readonly subscriber: {
    readonly memberId: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly middleName?: string;
    /** CCYYMMDD. */
    readonly dateOfBirth: string;
    readonly gender?: 'M' | 'F' | 'U';
    readonly groupNumber?: string;
  };
  /** Present when the patient is the subscriber's spouse, child or other dependent. */
  readonly dependent?: {
    readonly firstName: string;
    readonly lastName: string;
    readonly middleName?: string;
    readonly dateOfBirth: string;
    readonly gender?: 'M' | 'F' | 'U';
    /** INS02: 01 spouse, 19 child, 20 employee, 21 unknown, 39, 40, 53 life partner, G8 other. */
    readonly relationshipCode?: string;
  };
  /** CCYYMMDD, or CCYYMMDD-CCYYMMDD for a range (DTP*291). */
  readonly dateOfService: string;
  /** EQ01: 35 dental care, 23 diagnostic, 41 preventive, 25 restorative, 26 endodontics, 24 periodontics, 36 crowns, 38 orthodontics, 39 prosthodontics, 40 oral surgery... */
  readonly serviceTypeCodes: readonly string[];
  /** EQ02 as AD:<code>, one inquiry loop per CDT code. */
  readonly procedureCodes?: readonly string[];
  /** TRN: the trace number the 271 echoes back, and its 10-character originator ('1' + EIN or '9' + an assigned number). */
  readonly trace: { readonly number: string; readonly originatorId: string };
}

export interface WriteOptions {
  readonly delimiters?: Delimiters;
  /** One segment per line, for people and fixtures. */
  readonly lineBreaks?: boolean;
}

export function build270(request: EligibilityRequest, envelope: EnvelopeHeader, options: WriteOptions = {}): string {
  const delimiters = options.delimiters ?? DEFAULT_DELIMITERS;
  checkRequest(request, delimiters);
  const iso = envelope.createdAt.toISOString();
  const { subscriber, dependent, provider } = request;
  const patientIsSubscriber = dependent === undefined;
  const serviceDate = request.dateOfService.includes('-')
    ? ['DTP', '291', 'RD8', request.dateOfService]
    : ['DTP', '291', 'D8', request.dateOfService];
  const trace = ['TRN', '1', request.trace.number, request.trace.originatorId];
  const inquiries = [
    ...request.serviceTypeCodes.map((code) => ['EQ', code]),
    ...(request.procedureCodes ?? []).map((code) => ['EQ', '', `AD${delimiters.component}${code}`]),
  ];
  const providerName = provider.organizationName
    ? ['NM1', '1P', '2', provider.organizationName, '', '', '', '', 'XX', provider.npi]
    : ['NM1', '1P', '1', provider.lastName, provider.firstName, '', '', '', 'XX', provider.npi];
  const body: (string | undefined)[][] = [
    ['BHT', '0022', '13', request.trace.number, iso.slice(0, 10).replace(/-/g, ''), iso.slice(11, 16).replace(':', '')],
    ['HL', '1', '', '20', '1'],
    ['NM1', 'PR', '2', request.payer.name, '', '', '', '', 'PI', request.payer.id],
    ['HL', '2', '1', '21', '1'],
    providerName,
    ['HL', '3', '2', '22', patientIsSubscriber ? '0' : '1'],
    ...(patientIsSubscriber ? [trace] : []),
    ['NM1', 'IL', '1', subscriber.lastName, subscriber.firstName, subscriber.middleName, '', '', 'MI', subscriber.memberId],
    ...(subscriber.groupNumber ? [['REF', '6P', subscriber.groupNumber]] : []),
    ['DMG', 'D8', subscriber.dateOfBirth, subscriber.gender],
    ...(patientIsSubscriber ? [serviceDate, ...inquiries] : []),
  ];
  if (dependent) {
    body.push(
      ['HL', '4', '3', '23', '0'],
      trace,
      ['NM1', '03', '1', dependent.lastName, dependent.firstName, dependent.middleName],
      ['DMG', 'D8', dependent.dateOfBirth, dependent.gender],
      ...(dependent.relationshipCode ? [['INS', 'N', dependent.relationshipCode]] : []),
      serviceDate,
      ...inquiries,
    );
  }
  return writeInterchange(envelope, { functionalIdentifier: 'HS', transactionSetId: '270' }, body, options);
}

/** Refuses a request that cannot become a valid 270, naming the field, before any text is written. */
function checkRequest(request: EligibilityRequest, delimiters: Delimiters): void {
  const refuse = (message: string) => new X12Error(`Eligibility request: ${message}`);
  const text = (value: string | undefined, field: string, min: number, max: number, required = true) => {
    if (value === undefined || value === '') {
      if (required) throw refuse(`${field} is required`);
      return;
    }
    if (value.length < min || value.length > max) throw refuse(`${field} '${value}' must be ${min} to ${max} characters`);
    const forbidden = [delimiters.element, delimiters.component, delimiters.repetition, delimiters.segment].find((character) =>
      value.includes(character),
    );
    if (forbidden !== undefined) throw refuse(`${field} '${value}' contains '${forbidden}', which this interchange uses as a separator`);
    if (/[\r\n]/.test(value)) throw refuse(`${field} contains a line break`);
  };
  const date = (value: string, field: string) => {
    if (!isCalendarDate(value)) throw refuse(`${field} '${value}' is not a CCYYMMDD date`);
  };
  const gender = (value: string | undefined, field: string) => {
    if (value !== undefined && !['M', 'F', 'U'].includes(value)) throw refuse(`${field} '${value}' is not M, F or U`);
  };

  text(request.payer.name, 'payer.name', 1, 60);
  text(request.payer.id, 'payer.id', 2, 80);
  const { provider, subscriber, dependent } = request;
  if (!isNpi(provider.npi)) throw refuse(`provider.npi '${provider.npi}' is not a valid NPI (10 digits with a correct check digit)`);
  if (provider.organizationName !== undefined) text(provider.organizationName, 'provider.organizationName', 1, 60);
  else {
    text(provider.lastName, 'provider.lastName (or provider.organizationName)', 1, 60);
    text(provider.firstName, 'provider.firstName', 1, 35, false);
  }
  text(subscriber.memberId, 'subscriber.memberId', 2, 80);
  text(subscriber.lastName, 'subscriber.lastName', 1, 60);
  text(subscriber.firstName, 'subscriber.firstName', 1, 35);
  text(subscriber.middleName, 'subscriber.middleName', 1, 25, false);
  text(subscriber.groupNumber, 'subscriber.groupNumber', 1, 50, false);
  gender(subscriber.gender, 'subscriber.gender');

  const [firstDay, lastDay, ...rest] = request.dateOfService.split('-');
  date(firstDay, 'dateOfService');
  if (lastDay !== undefined) date(lastDay, 'dateOfService (end of range)');
  if (rest.length > 0 || (lastDay !== undefined && lastDay < firstDay))
    throw refuse(`dateOfService '${request.dateOfService}' is not a date or an ordered range`);
  const born = (value: string, field: string) => {
    date(value, field);
    if (value > firstDay) throw refuse(`${field} ${value} is after the date of service ${firstDay}`);
  };
  born(subscriber.dateOfBirth, 'subscriber.dateOfBirth');
  if (dependent) {
    text(dependent.lastName, 'dependent.lastName', 1, 60);
    text(dependent.firstName, 'dependent.firstName', 1, 35);
    text(dependent.middleName, 'dependent.middleName', 1, 25, false);
    born(dependent.dateOfBirth, 'dependent.dateOfBirth');
    gender(dependent.gender, 'dependent.gender');
    const relationship = dependent.relationshipCode;
    if (relationship !== undefined && (!RELATIONSHIP.names.has(relationship) || relationship === '18')) {
      throw refuse(`dependent.relationshipCode '${relationship}' is not a dependent's relationship code (01, 19, 20, 21, 39, 40, 53, G8)`);
    }
  }

  const procedures = request.procedureCodes ?? [];
  if (request.serviceTypeCodes.length === 0 && procedures.length === 0)
    throw refuse('ask about at least one service type code or CDT procedure code');
  for (const code of request.serviceTypeCodes)
    if (!SERVICE_TYPE.names.has(code)) throw refuse(`serviceTypeCodes: '${code}' is not a service type code`);
  for (const code of procedures)
    if (!isCdtCode(code)) throw refuse(`procedureCodes: '${code}' is not a CDT procedure code (D followed by four digits)`);
  text(request.trace.number, 'trace.number', 1, 50);
  if (!/^[19][A-Za-z0-9]{9}$/.test(request.trace.originatorId)) {
    throw refuse(`trace.originatorId '${request.trace.originatorId}' must be 10 characters: 1 and an EIN, or 9 and an assigned number`);
  }
}

/** An NPI is 10 digits whose last is a Luhn check digit computed with the 80840 prefix. */
export function isNpi(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const digits = `80840${value}`.split('').map(Number);
  const sum = digits.reduceRight((total, digit, index) => {
    const fromRight = digits.length - 1 - index;
    const doubled = fromRight % 2 === 1 ? digit * 2 : digit;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return sum % 10 === 0;
}

/** Reads a 270 back into the request and envelope it came from. */
export function read270(text: string): { request: EligibilityRequest; envelope: EnvelopeHeader } {
  const interchange = readInterchange(text);
  const set = readTransactionSet(interchange, { functionalIdentifier: 'HS', transactionSetId: '270' });
  const beginning = readBeginning(set, ['13', '01']);
  const levels = readHierarchy(set.segments.slice(1), beginning.segment);
  const level = (code: '20' | '21' | '22' | '23', required: boolean) => onlyLevel(set, levels, code, required);

  const source = level('20', true) as HierarchicalLevel;
  const payerName = readName(expectName(source, 0), '2100A', ['2B', '36', 'GP', 'P5', 'PR'], ['PI', 'XV', 'FI', 'NI', '46', '24']);
  source.segments.slice(1).forEach((segment) => {
    throw segmentError(segment, 'not expected in loop 2100A (information source name)');
  });

  const receiver = level('21', true) as HierarchicalLevel;
  const providerName = readName(expectName(receiver, 0), '2100B', ['1P', '2B', '36', '80', 'FA', 'GP', 'P5', 'PR'], ['XX']);
  if (providerName.identificationCode === undefined)
    throw segmentError(receiver.segments[0], 'element NM109 (the provider NPI) is missing');
  // Receiver addresses, secondary IDs and taxonomy help a payer find the provider but change no answer here.
  receiver.segments.slice(1).forEach((segment) => {
    if (!['REF', 'N3', 'N4', 'PRV'].includes(segment.id))
      throw segmentError(segment, 'not expected in loop 2100B (information receiver name)');
  });

  const subscriberLoop = readPatientLoop(level('22', true) as HierarchicalLevel, 'C', interchange.delimiters);
  const dependentLevel = level('23', false);
  const dependentLoop = dependentLevel && readPatientLoop(dependentLevel, 'D', interchange.delimiters);
  const patient = dependentLoop ?? subscriberLoop;
  if (!patient.trace)
    throw new X12Error(`Missing segment TRN: the patient's loop ${dependentLoop ? '2000D' : '2000C'} carries no trace number`, 'TRN');
  if (!patient.dateOfService)
    throw new X12Error(
      `Missing segment DTP: the patient's loop ${dependentLoop ? '2100D' : '2100C'} gives no date of service (DTP*291)`,
      'DTP',
    );

  const provider =
    providerName.entityTypeCode === '2'
      ? { npi: providerName.identificationCode, organizationName: providerName.lastOrOrganizationName as string }
      : withOptional(
          { npi: providerName.identificationCode, lastName: providerName.lastOrOrganizationName as string },
          { firstName: providerName.firstName },
        );
  const subscriber = withOptional(
    {
      memberId: subscriberLoop.memberId ?? '',
      firstName: subscriberLoop.firstName ?? '',
      lastName: subscriberLoop.lastName ?? '',
      dateOfBirth: subscriberLoop.dateOfBirth ?? '',
    },
    { middleName: subscriberLoop.middleName, gender: subscriberLoop.gender, groupNumber: subscriberLoop.groupNumber },
  );
  const dependent =
    dependentLoop &&
    withOptional(
      { firstName: dependentLoop.firstName ?? '', lastName: dependentLoop.lastName ?? '', dateOfBirth: dependentLoop.dateOfBirth ?? '' },
      { middleName: dependentLoop.middleName, gender: dependentLoop.gender, relationshipCode: dependentLoop.relationshipCode },
    );
  const request: EligibilityRequest = withOptional(
    {
      payer: { name: payerName.lastOrOrganizationName ?? '', id: payerName.identificationCode ?? '' },
      provider,
      subscriber,
      dateOfService: patient.dateOfService,
      serviceTypeCodes: patient.serviceTypeCodes,
      trace: { number: patient.trace.referenceIdentification, originatorId: patient.trace.originatingCompanyIdentifier ?? '' },
    },
    { dependent, procedureCodes: patient.procedureCodes.length > 0 ? patient.procedureCodes : undefined },
  );

  const header = interchange.header;
  const group = interchange.groups[0].header;
  const usage = headerValue(header, 15);
  if (usage !== 'P' && usage !== 'T') throw segmentError(header, `element ISA15 '${usage}': a 270 is sent for production (P) or test (T)`);
  const date = requiredElement(group, 4, 'date');
  const time = requiredElement(group, 5, 'time');
  const envelope: EnvelopeHeader = {
    senderQualifier: headerValue(header, 5),
    senderId: headerValue(header, 6),
    receiverQualifier: headerValue(header, 7),
    receiverId: headerValue(header, 8),
    controlNumber: Number(headerValue(header, 13)),
    usage,
    createdAt: new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:00Z`),
  };
  return { request, envelope };
}

interface PatientLoop {
  trace?: ReturnType<typeof readTrace>;
  memberId?: string;
  firstName?: string;
  lastName?: string;
  middleName?: string;
  dateOfBirth?: string;
  gender?: 'M' | 'F' | 'U';
  groupNumber?: string;
  relationshipCode?: string;
  dateOfService?: string;
  serviceTypeCodes: string[];
  procedureCodes: string[];
}

/** Loop 2000C or 2000D of a 270: trace, name, demographics, date of service and the EQ inquiries. */
function readPatientLoop(level: HierarchicalLevel, suffix: 'C' | 'D', delimiters: Delimiters): PatientLoop {
  const segments = level.segments;
  let index = 0;
  const loop: PatientLoop = { serviceTypeCodes: [], procedureCodes: [] };
  for (; segments[index]?.id === 'TRN'; index++) {
    // The provider's trace number and one a clearinghouse may add.
    if (index === 2) throw segmentError(segments[index], `a third TRN; loop 2000${suffix} of a 270 carries at most 2`);
    const trace = readTrace(segments[index], ['1']);
    if (!loop.trace) loop.trace = trace;
  }
  const name = readName(expectName(level, index), `2100${suffix}`, [suffix === 'C' ? 'IL' : '03'], suffix === 'C' ? ['MI', 'II'] : [], [
    '1',
  ]);
  Object.assign(loop, {
    memberId: name.identificationCode,
    firstName: name.firstName,
    lastName: name.lastOrOrganizationName,
    middleName: name.middleName,
  });
  for (index++; index < segments.length; index++) {
    const segment = segments[index];
    switch (segment.id) {
      case 'REF':
        if (requiredElement(segment, 1, 'reference identification qualifier') === '6P')
          loop.groupNumber = requiredElement(segment, 2, 'group number');
        break;
      case 'DMG': {
        const demographics = readDemographics(segment);
        loop.dateOfBirth = demographics.dateOfBirth;
        loop.gender = demographics.gender as PatientLoop['gender'];
        break;
      }
      case 'INS': {
        const insured = readInsured(segment, suffix === 'C');
        if (suffix === 'D') loop.relationshipCode = insured.relationToSubscriberCode;
        break;
      }
      case 'DTP':
        if (requiredElement(segment, 1, 'date qualifier') !== '291')
          throw segmentError(segment, `element DTP01 '${element(segment, 1)}' is not 291 (plan date), the date of service of a 270`);
        loop.dateOfService = dateElement(segment, 2, 3);
        break;
      case 'EQ':
        readInquiry(segment, delimiters, loop);
        break;
      // Addresses, provider role, diagnoses, amounts and facility types help a payer find the member;
      // the request the product builds carries none of them.
      case 'N3':
      case 'N4':
      case 'PRV':
      case 'HI':
      case 'AMT':
      case 'III':
        break;
      default:
        throw segmentError(segment, `not expected in loop 2100${suffix} or 2110${suffix} of a 270`);
    }
  }
  return loop;
}

/** EQ: the service types (EQ01, repeatable) or the CDT procedure (EQ02, AD:Dnnnn) asked about. */
function readInquiry(segment: Segment, delimiters: Delimiters, loop: PatientLoop): void {
  const serviceTypes = element(segment, 1);
  const procedure = element(segment, 2);
  if (serviceTypes === undefined && procedure === undefined)
    throw segmentError(segment, 'element EQ01 (service type) or EQ02 (procedure) is required');
  for (const code of serviceTypes?.split(delimiters.repetition) ?? []) {
    if (!SERVICE_TYPE.names.has(code)) throw segmentError(segment, `element EQ01 '${code}' is not ${SERVICE_TYPE.noun}`);
    loop.serviceTypeCodes.push(code);
  }
  if (procedure !== undefined) {
    const [qualifier, code = ''] = procedure.split(delimiters.component);
    if (qualifier !== 'AD' || !isCdtCode(code)) {
      throw segmentError(segment, `element EQ02 '${procedure}' is not a CDT procedure (AD${delimiters.component}Dnnnn)`);
    }
    loop.procedureCodes.push(code);
  }
}

function expectName(level: HierarchicalLevel, index: number): Segment {
  const segment = level.segments[index];
  if (segment?.id === 'NM1') return segment;
  const after = segment ?? level.header;
  throw new X12Error(
    `Missing segment NM1: the ${LEVEL_LOOPS[level.levelCode].what} loop needs its name at segment ${after.position}`,
    'NM1',
    after.position,
  );
}

function onlyLevel(
  set: TransactionSet,
  levels: readonly HierarchicalLevel[],
  code: '20' | '21' | '22' | '23',
  required: boolean,
): HierarchicalLevel | undefined {
  const found = levels.filter((level) => level.levelCode === code);
  const { loop, what } = LEVEL_LOOPS[code];
  if (found.length > 1) throw segmentError(found[1].header, `a second ${what} loop (${loop}); one 270 asks about one patient`);
  if (found.length === 0 && required)
    throw new X12Error(`Missing loop ${loop}: the 270 has no ${what} (HL level ${code})`, 'HL', set.header.position);
  return found[0];
}

/** Adds the optional fields that have values, so a read request equals the one that was built. */
function withOptional<T extends object, O extends object>(base: T, optional: O): T & Partial<O> {
  const result: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(optional)) if (value !== undefined) result[key] = value;
  return result as T & Partial<O>;
}
