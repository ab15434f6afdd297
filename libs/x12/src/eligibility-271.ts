import {
  CODE_LIST_QUALIFIER,
  COVERAGE_LEVEL,
  COVERAGE_STATUS_CODES,
  DATE_QUALIFIER,
  DATE_RANGE_FIELDS,
  DELIVERY_QUANTITY_QUALIFIER,
  ELIGIBILITY_OR_BENEFIT,
  ENTITY_IDENTIFIER,
  IN_PLAN_NETWORK,
  INSURANCE_TYPE,
  MEASUREMENT_UNIT,
  PLACE_OF_SERVICE,
  PRODUCT_OR_SERVICE_ID_QUALIFIER,
  QUANTITY_QUALIFIER,
  REFERENCE_DESCRIPTION_FIELD,
  REFERENCE_QUALIFIER,
  SERVICE_TYPE,
  TIME_PERIOD,
  YES_NO_UNKNOWN,
  type CodeList,
  nameOf,
} from './code-lists';
import { summariseDentalBenefits } from './dental-benefits';
import { isCdtCode, serviceTypeOfProcedure } from './dental-categories';
import type {
  AaaError,
  BenefitsInformation,
  BenefitsRelatedEntity,
  CompositeMedicalProcedureIdentifier,
  EligibilityAdditionalInformation,
  EligibilityMeta,
  EligibilityResponse,
  Payer,
  Person,
  PlanStatus,
  Provider,
  ServiceDelivery,
  TraceNumber,
} from './eligibility-response';
import {
  addToAddress,
  assign,
  entityNames,
  mergeContacts,
  readAaa,
  readContacts,
  readDemographics,
  readInsured,
  readName,
  readTrace,
} from './entity-segments';
import { headerValue, readInterchange, readTransactionSet } from './envelope';
import { type HierarchicalLevel, type LevelCode, LEVEL_LOOPS, readBeginning, readHierarchy } from './hierarchy';
import { answerProcedures } from './procedure-answers';
import {
  type Delimiters,
  type Segment,
  codedElement,
  dateElement,
  decimalElement,
  element,
  elementName,
  requiredCode,
  requiredElement,
  segmentError,
} from './segments';
import { X12Error } from './x12-error';

/**
 * Reads a 005010X279A1 271 into the eligibility response of the Real Time verification cards, with
 * the dental benefits grouped for people and an answer for each CDT code asked about. Anything
 * malformed is refused with an X12Error naming the segment: a half-read answer would show a
 * reviewer benefits the payer never stated.
 */
export interface Read271Options {
  /** CDT codes to answer for, for example ['D0120', 'D1110', 'D2750']. */
  readonly procedureCodes?: readonly string[];
}

export function read271(text: string, options: Read271Options = {}): EligibilityResponse {
  const procedureCodes = options.procedureCodes ?? [];
  procedureCodes.forEach(serviceTypeOfProcedure);
  const interchange = readInterchange(text);
  const set = readTransactionSet(interchange, { functionalIdentifier: 'HB', transactionSetId: '271' });
  const beginning = readBeginning(set, ['11', '06']);
  const reader = new EligibilityReader(interchange.delimiters);
  const levels = onePerLevel(readHierarchy(set.segments.slice(1), beginning.segment));

  const source = reader.readSource(levels['20'] as HierarchicalLevel);
  const receiver = levels['21'] && reader.readReceiver(levels['21']);
  const subscriber = levels['22'] && reader.readPerson(levels['22'], 'C');
  const dependent = levels['23'] && reader.readPerson(levels['23'], 'D');
  requireLoop(levels, '21', reader.errors);
  requireLoop(levels, '22', reader.errors);

  const people = [subscriber, dependent].filter((loop): loop is PersonLoop => loop !== undefined);
  const traces = people.flatMap((loop) => loop.traces);
  const benefitsInformation = people.flatMap((loop) => loop.benefits);
  const header = interchange.header;
  const meta: EligibilityMeta = {
    senderId: headerValue(header, 6),
    submitterId: headerValue(header, 8),
    applicationMode: ({ P: 'production', T: 'test', I: 'information' } as const)[headerValue(header, 15) as 'P' | 'T' | 'I'],
  };
  assign(meta, 'traceId', traces.find((trace) => trace.traceTypeCode === '2')?.referenceIdentification);
  assign(meta, 'outboundTraceId', traces.find((trace) => trace.traceTypeCode === '1')?.referenceIdentification);

  const response = { meta, controlNumber: headerValue(header, 13) } as EligibilityResponse;
  assign(response, 'reassociationKey', beginning.reference);
  assign(response, 'tradingPartnerServiceId', source.payerId);
  assign(response, 'provider', receiver);
  assign(response, 'subscriber', subscriber?.person);
  assign(response, 'dependents', dependent && [dependent.person]);
  response.payer = source.payer;
  response.planInformation = Object.assign({}, ...people.map((loop) => loop.planInformation));
  response.planDateInformation = Object.assign({}, ...people.map((loop) => loop.planDateInformation));
  response.planStatus = benefitsInformation.filter((benefit) => COVERAGE_STATUS_CODES.has(benefit.code)).map(planStatus);
  response.benefitsInformation = benefitsInformation;
  assign(response, 'subscriberTraceNumbers', traces.length > 0 ? traces : undefined);
  response.errors = reader.errors;
  response.x12 = text;
  response.dentalBenefits = summariseDentalBenefits(benefitsInformation);
  response.procedureAnswers = answerProcedures(benefitsInformation, procedureCodes);
  return response;
}

function planStatus(benefit: BenefitsInformation): PlanStatus {
  const status = { statusCode: benefit.code, status: benefit.name } as PlanStatus;
  assign(status, 'planDetails', benefit.planCoverage);
  status.serviceTypeCodes = benefit.serviceTypeCodes ?? [];
  return status;
}

/** A real-time 271 answers one inquiry: one source, one receiver, one subscriber, at most one dependent. */
function onePerLevel(levels: readonly HierarchicalLevel[]): Partial<Record<LevelCode, HierarchicalLevel>> {
  const byCode: Partial<Record<LevelCode, HierarchicalLevel>> = {};
  for (const level of levels) {
    const { loop, what } = LEVEL_LOOPS[level.levelCode];
    if (byCode[level.levelCode]) throw segmentError(level.header, `a second ${what} loop (${loop}); a real-time 271 answers one inquiry`);
    byCode[level.levelCode] = level;
  }
  return byCode;
}

/**
 * The receiver and subscriber loops may be missing only when the payer rejected the inquiry above
 * them (AAA), as it does when it cannot answer at all.
 */
function requireLoop(levels: Partial<Record<LevelCode, HierarchicalLevel>>, code: LevelCode, errors: readonly AaaError[]): void {
  if (levels[code] || errors.length > 0) return;
  const { loop, what } = LEVEL_LOOPS[code];
  throw new X12Error(`Missing loop ${loop}: the 271 has no ${what} (HL level ${code}) and no AAA saying why`, 'HL');
}

interface PersonLoop {
  person: Person;
  traces: TraceNumber[];
  planInformation: Record<string, string>;
  planDateInformation: Record<string, string>;
  benefits: BenefitsInformation[];
}

const PAYER_ENTITIES = ['2B', '36', 'GP', 'P5', 'PR'];
const PAYER_ID_FIELDS: Readonly<Record<string, keyof Payer>> = {
  PI: 'payorIdentification',
  FI: 'federalTaxpayersIdNumber',
  XV: 'centersForMedicareAndMedicaidPlanId',
  NI: 'naic',
  '46': 'etin',
  '24': 'employersId',
  XX: 'npi',
};
const RECEIVER_ENTITIES = ['1P', '2B', '36', '80', 'FA', 'GP', 'P5', 'PR'];
const PROVIDER_ID_FIELDS: Readonly<Record<string, keyof Provider>> = {
  XX: 'npi',
  FI: 'federalTaxpayersIdNumber',
  SV: 'serviceProviderNumber',
  PI: 'payorIdentification',
  XV: 'servicesPlanID',
  '24': 'employersId',
  '34': 'ssn',
  PP: 'pharmacyProcessorNumber',
};
const RELATED_ENTITIES = [...ENTITY_IDENTIFIER.names.keys()].filter((code) => code !== '03');

class EligibilityReader {
  /** Every AAA met, in order, for the response's errors list. */
  readonly errors: AaaError[] = [];

  constructor(private readonly delimiters: Delimiters) {}

  /** Loop 2000A and its name, 2100A: the payer answering. */
  readSource(level: HierarchicalLevel): { payer: Payer; payerId?: string } {
    const segments = level.segments;
    let index = 0;
    const aaaErrors: AaaError[] = [];
    for (; segments[index]?.id === 'AAA'; index++) aaaErrors.push(this.aaa(segments[index], '2000A'));
    const nameSegment = expectName(segments[index], level, '2100A', 'information source name');
    index++;
    const name = readName(nameSegment, '2100A', PAYER_ENTITIES, Object.keys(PAYER_ID_FIELDS));
    const payer: Payer = entityNames(name);
    assign(payer, 'lastName', name.lastOrOrganizationName);
    assign(payer, 'firstName', name.firstName);
    assign(payer, 'name', name.lastOrOrganizationName);
    const idField = name.identificationCodeQualifier && PAYER_ID_FIELDS[name.identificationCodeQualifier];
    if (idField) (payer as unknown as Record<string, string>)[idField] = name.identificationCode as string;
    for (const segment of segments.slice(index)) {
      if (segment.id === 'PER') payer.contactInformation = mergeContacts(payer.contactInformation, readContacts(segment));
      else if (segment.id === 'AAA') aaaErrors.push(this.aaa(segment, '2100A'));
      else throw notInLoop(segment, '2100A', 'information source name');
    }
    assign(payer, 'aaaErrors', aaaErrors.length > 0 ? aaaErrors : undefined);
    return { payer, payerId: name.identificationCode };
  }

  /** Loop 2000B and its name, 2100B: the practice or provider who asked. */
  readReceiver(level: HierarchicalLevel): Provider {
    const nameSegment = expectName(level.segments[0], level, '2100B', 'information receiver name');
    const name = readName(nameSegment, '2100B', RECEIVER_ENTITIES, Object.keys(PROVIDER_ID_FIELDS));
    const provider = {} as Provider;
    assign(provider, 'providerName', name.lastOrOrganizationName);
    assign(provider, 'providerFirstName', name.firstName);
    Object.assign(provider, entityNames(name));
    const idField = name.identificationCodeQualifier && PROVIDER_ID_FIELDS[name.identificationCodeQualifier];
    if (idField) (provider as unknown as Record<string, string>)[idField] = name.identificationCode as string;
    const aaaErrors: AaaError[] = [];
    for (const segment of level.segments.slice(1)) {
      switch (segment.id) {
        case 'N3':
        case 'N4':
          provider.address = addToAddress(provider.address, segment);
          break;
        case 'AAA':
          aaaErrors.push(this.aaa(segment, '2100B'));
          break;
        case 'PRV':
          provider.providerCode = requiredElement(segment, 1, 'provider code');
          assign(provider, 'referenceIdentification', element(segment, 3));
          break;
        case 'REF':
          // The receiver's secondary identifiers echo what the 270 sent; the practice already knows them.
          requiredElement(segment, 2, 'reference identification');
          break;
        default:
          throw notInLoop(segment, '2100B', 'information receiver name');
      }
    }
    assign(provider, 'aaaErrors', aaaErrors.length > 0 ? aaaErrors : undefined);
    return provider;
  }

  /** Loop 2000C or 2000D with its name (2100) and its eligibility or benefit loops (2110). */
  readPerson(level: HierarchicalLevel, suffix: 'C' | 'D'): PersonLoop {
    const isSubscriber = suffix === 'C';
    const loop = `2100${suffix}`;
    const what = isSubscriber ? 'subscriber name' : 'dependent name';
    const segments = level.segments;
    let index = 0;
    const traces: TraceNumber[] = [];
    for (; segments[index]?.id === 'TRN'; index++) {
      // Two trace numbers of those who passed the 270 on, and one of the payer's own.
      if (traces.length === 3) throw segmentError(segments[index], `a fourth TRN; loop 2000${suffix} of a 271 carries at most 3`);
      traces.push(readTrace(segments[index]));
    }
    const nameSegment = expectName(segments[index], level, loop, what);
    const name = readName(nameSegment, loop, [isSubscriber ? 'IL' : '03'], isSubscriber ? ['MI', 'II'] : [], ['1']);
    index++;
    const planInformation: Record<string, string> = {};
    const planDateInformation: Record<string, string> = {};
    const aaaErrors: AaaError[] = [];
    let address: Person['address'];
    let demographics: { dateOfBirth?: string; gender?: string } = {};
    let insured: Partial<Person> = {};
    for (; index < segments.length && segments[index].id !== 'EB'; index++) {
      const segment = segments[index];
      switch (segment.id) {
        case 'REF':
          addReference(planInformation, segment);
          break;
        case 'N3':
        case 'N4':
          address = addToAddress(address, segment);
          break;
        case 'AAA':
          aaaErrors.push(this.aaa(segment, loop));
          break;
        case 'DMG':
          demographics = readDemographics(segment);
          break;
        case 'INS':
          insured = readInsured(segment, isSubscriber);
          break;
        case 'DTP':
          addDate(planDateInformation, segment, PERSON_DATES);
          break;
        case 'PRV':
        case 'HI':
        case 'MPI':
          // Provider role, diagnoses and military status say nothing about dental benefits.
          break;
        default:
          throw notInLoop(segment, loop, what);
      }
    }
    // In the order of the specification's sample subscriber, then the fields it does not show.
    const person = {} as Person;
    if (name.identificationCodeQualifier === 'MI') person.memberId = name.identificationCode;
    assign(person, 'firstName', name.firstName);
    assign(person, 'lastName', name.lastOrOrganizationName);
    assign(person, 'middleName', name.middleName);
    assign(person, 'gender', demographics.gender);
    Object.assign(person, entityNames(name));
    assign(person, 'dateOfBirth', demographics.dateOfBirth);
    assign(person, 'groupNumber', planInformation.groupNumber);
    assign(person, 'address', address);
    assign(person, 'suffix', name.suffix);
    if (name.identificationCodeQualifier === 'II') person.uniqueHealthIdentifier = name.identificationCode;
    Object.assign(person, insured);
    assign(person, 'aaaErrors', aaaErrors.length > 0 ? aaaErrors : undefined);

    const benefits: BenefitsInformation[] = [];
    while (index < segments.length) {
      const end = nextBenefitLoop(segments, index);
      benefits.push(this.readBenefit(segments.slice(index, end), `2110${suffix}`, `2120${suffix}`));
      index = end;
    }
    return { person, traces, planInformation, planDateInformation, benefits };
  }

  /** One 2110 loop: EB and what qualifies it, with its 2120 related entities between LS and LE. */
  private readBenefit(segments: readonly Segment[], loop: string, entityLoop: string): BenefitsInformation {
    const benefit = this.readEligibilityOrBenefit(segments[0]);
    const aaaErrors: AaaError[] = [];
    let index = 1;
    for (; index < segments.length && segments[index].id !== 'LS'; index++) {
      const segment = segments[index];
      switch (segment.id) {
        case 'HSD':
          benefit.benefitsServiceDelivery = [...(benefit.benefitsServiceDelivery ?? []), readServiceDelivery(segment)];
          break;
        case 'REF':
          benefit.benefitsAdditionalInformation = addReference({ ...benefit.benefitsAdditionalInformation }, segment);
          break;
        case 'DTP':
          benefit.benefitsDateInformation = addDate({ ...benefit.benefitsDateInformation }, segment, BENEFIT_DATES);
          break;
        case 'AAA':
          aaaErrors.push(this.aaa(segment, loop));
          break;
        case 'MSG': {
          const description = requiredElement(segment, 1, 'message text');
          if (description.length > 264)
            throw segmentError(segment, `element MSG01 is ${description.length} characters; it holds at most 264`);
          benefit.additionalInformation = [...(benefit.additionalInformation ?? []), { description }];
          break;
        }
        case 'III': {
          const information = readAdditionalInformation(segment);
          benefit.eligibilityAdditionalInformation ??= information;
          benefit.eligibilityAdditionalInformationList = [...(benefit.eligibilityAdditionalInformationList ?? []), information];
          break;
        }
        default:
          throw notInLoop(segment, loop, 'eligibility or benefit information');
      }
    }
    if (index < segments.length) {
      const { code, entities, end } = readRelatedEntities(segments, index, entityLoop);
      benefit.headerLoopIdentifierCode = code;
      benefit.trailerLoopIdentifierCode = code;
      if (entities.length > 0) {
        benefit.benefitsRelatedEntity = entities[0];
        benefit.benefitsRelatedEntities = entities;
      }
      const after = segments[end];
      if (after) throw segmentError(after, `not expected after LE; loop ${loop} ends with its LS...LE loop`);
    }
    assign(benefit, 'aaaErrors', aaaErrors.length > 0 ? aaaErrors : undefined);
    return benefit;
  }

  /** EB: what the payer states, for whom, for which care, over which period, for how much. */
  private readEligibilityOrBenefit(segment: Segment): BenefitsInformation {
    const code = requiredCode(segment, 1, ELIGIBILITY_OR_BENEFIT);
    const benefit: BenefitsInformation = { code, name: nameOf(ELIGIBILITY_OR_BENEFIT, code) };
    const coverageLevelCode = codedElement(segment, 2, COVERAGE_LEVEL);
    if (coverageLevelCode !== undefined) {
      benefit.coverageLevelCode = coverageLevelCode;
      benefit.coverageLevel = nameOf(COVERAGE_LEVEL, coverageLevelCode);
    }
    const serviceTypeCodes = this.repeatedCodes(segment, 3, SERVICE_TYPE);
    if (serviceTypeCodes.length > 0) {
      benefit.serviceTypeCodes = serviceTypeCodes;
      benefit.serviceTypes = serviceTypeCodes.map((serviceType) => nameOf(SERVICE_TYPE, serviceType));
    }
    const insuranceTypeCode = codedElement(segment, 4, INSURANCE_TYPE);
    if (insuranceTypeCode !== undefined) {
      benefit.insuranceTypeCode = insuranceTypeCode;
      benefit.insuranceType = nameOf(INSURANCE_TYPE, insuranceTypeCode);
    }
    assign(benefit, 'planCoverage', element(segment, 5));
    const timeQualifierCode = codedElement(segment, 6, TIME_PERIOD);
    if (timeQualifierCode !== undefined) {
      benefit.timeQualifierCode = timeQualifierCode;
      benefit.timeQualifier = nameOf(TIME_PERIOD, timeQualifierCode);
    }
    assign(benefit, 'benefitAmount', decimalElement(segment, 7));
    const percent = decimalElement(segment, 8);
    if (percent !== undefined && (Number(percent) < 0 || Number(percent) > 1)) {
      throw segmentError(segment, `element EB08 '${percent}' is not a percentage written as a fraction from 0 to 1 (0.2 for 20 %)`);
    }
    assign(benefit, 'benefitPercent', percent);
    const quantityQualifierCode = codedElement(segment, 9, QUANTITY_QUALIFIER);
    const quantity = decimalElement(segment, 10);
    if (quantityQualifierCode !== undefined && quantity === undefined) {
      throw segmentError(segment, 'element EB10 (quantity) is missing while EB09 names what it counts');
    }
    if (quantity !== undefined && quantityQualifierCode === undefined) {
      throw segmentError(segment, 'element EB09 (quantity qualifier) is missing while EB10 gives a quantity');
    }
    if (quantityQualifierCode !== undefined) {
      benefit.quantityQualifierCode = quantityQualifierCode;
      benefit.quantityQualifier = nameOf(QUANTITY_QUALIFIER, quantityQualifierCode);
      benefit.benefitQuantity = quantity;
    }
    assign(benefit, 'authOrCertIndicator', codedElement(segment, 11, YES_NO_UNKNOWN));
    const network = codedElement(segment, 12, IN_PLAN_NETWORK);
    if (network !== undefined) {
      benefit.inPlanNetworkIndicatorCode = network;
      benefit.inPlanNetworkIndicator = nameOf(IN_PLAN_NETWORK, network);
    }
    assign(benefit, 'compositeMedicalProcedureIdentifier', this.procedure(segment, 13));
    return benefit;
  }

  /** EB13: the procedure a benefit is about, qualifier:code[:modifiers]. */
  private procedure(segment: Segment, index: number): CompositeMedicalProcedureIdentifier | undefined {
    const value = element(segment, index);
    if (value === undefined) return undefined;
    const [qualifier = '', procedureCode = '', ...modifiers] = value.split(this.delimiters.component);
    const name = elementName(segment, index);
    if (!PRODUCT_OR_SERVICE_ID_QUALIFIER.names.has(qualifier)) {
      throw segmentError(segment, `element ${name}-1 '${qualifier}' is not ${PRODUCT_OR_SERVICE_ID_QUALIFIER.noun}`);
    }
    if (procedureCode === '') throw segmentError(segment, `element ${name}-2 (procedure code) is missing`);
    if (qualifier === 'AD' && !isCdtCode(procedureCode)) {
      throw segmentError(segment, `element ${name}-2 '${procedureCode}' is not a CDT procedure code, as qualifier AD says it is`);
    }
    const procedure: CompositeMedicalProcedureIdentifier = {
      productOrServiceIdQualifierCode: qualifier,
      productOrServiceIdQualifier: nameOf(PRODUCT_OR_SERVICE_ID_QUALIFIER, qualifier),
      procedureCode,
    };
    const present = modifiers.filter((modifier) => modifier !== '');
    return present.length > 0 ? { ...procedure, procedureModifiers: present } : procedure;
  }

  /** An element that may repeat (EB03 service types), each repetition checked against its list. */
  private repeatedCodes(segment: Segment, index: number, list: CodeList): string[] {
    const value = element(segment, index);
    if (value === undefined) return [];
    return value.split(this.delimiters.repetition).map((code) => {
      if (!list.names.has(code)) throw segmentError(segment, `element ${elementName(segment, index)} '${code}' is not ${list.noun}`);
      return code;
    });
  }

  private aaa(segment: Segment, loop: string): AaaError {
    const error = readAaa(segment, loop);
    this.errors.push(error);
    return error;
  }
}

function expectName(segment: Segment | undefined, level: HierarchicalLevel, loop: string, what: string): Segment {
  if (segment?.id === 'NM1') return segment;
  const after = segment ?? level.header;
  throw new X12Error(
    `Missing segment NM1: loop ${loop} (${what}) must open ${segment ? `at segment ${segment.position} (${segment.id})` : `after segment ${after.position} (${after.id})`}`,
    'NM1',
    after.position,
  );
}

function notInLoop(segment: Segment, loop: string, what: string): X12Error {
  return segmentError(segment, `not expected in loop ${loop} (${what})`);
}

/** Where the 2110 loop that starts at `start` ends: at the next EB that is not inside LS...LE. */
function nextBenefitLoop(segments: readonly Segment[], start: number): number {
  let insideRelatedEntities = false;
  for (let index = start + 1; index < segments.length; index++) {
    const id = segments[index].id;
    if (id === 'LS') insideRelatedEntities = true;
    if (id === 'LE') insideRelatedEntities = false;
    if (id === 'EB' && !insideRelatedEntities) return index;
  }
  return segments.length;
}

/** LS, then 2120 loops each opened by NM1, then LE with the same loop identifier. */
function readRelatedEntities(
  segments: readonly Segment[],
  start: number,
  loop: string,
): { code: string; entities: BenefitsRelatedEntity[]; end: number } {
  const ls = segments[start];
  const code = requiredElement(ls, 1, 'loop identifier code');
  if (code !== '2120') throw segmentError(ls, `element LS01 '${code}' is not 2120; LS opens the benefit related entity loop`);
  const entities: BenefitsRelatedEntity[] = [];
  for (let index = start + 1; index < segments.length; index++) {
    const segment = segments[index];
    if (segment.id === 'LE') {
      const closing = requiredElement(segment, 1, 'loop identifier code');
      if (closing !== code)
        throw segmentError(segment, `element LE01 '${closing}' does not match LS01 '${code}' at segment ${ls.position}`);
      return { code, entities, end: index + 1 };
    }
    if (segment.id === 'EB') break;
    if (segment.id === 'NM1') {
      entities.push(readRelatedEntity(segment, loop));
      continue;
    }
    const entity = entities[entities.length - 1];
    if (!entity) throw segmentError(segment, `loop ${loop} (benefit related entity) must open with NM1 after LS`);
    switch (segment.id) {
      case 'N3':
      case 'N4':
        entity.address = addToAddress(entity.address, segment);
        break;
      case 'PER':
        entity.contactInformation = mergeContacts(entity.contactInformation, readContacts(segment));
        break;
      case 'PRV':
        entity.providerCode = requiredElement(segment, 1, 'provider code');
        assign(entity, 'referenceIdentification', element(segment, 3));
        break;
      default:
        throw notInLoop(segment, loop, 'benefit related entity');
    }
  }
  throw new X12Error(`Missing segment LE: loop ${loop} opened by LS at segment ${ls.position} is never closed`, 'LE', ls.position);
}

function readRelatedEntity(segment: Segment, loop: string): BenefitsRelatedEntity {
  const name = readName(segment, loop, RELATED_ENTITIES);
  const entity: BenefitsRelatedEntity = { entityIdentifierCode: name.entityIdentifierCode, ...entityNames(name) };
  assign(entity, 'entityName', name.lastOrOrganizationName);
  assign(entity, 'entityFirstname', name.firstName);
  assign(entity, 'entityIdentification', name.identificationCodeQualifier);
  assign(entity, 'entityIdentificationValue', name.identificationCode);
  return entity;
}

function addReference(target: Record<string, string>, segment: Segment): Record<string, string> {
  const qualifier = requiredCode(segment, 1, REFERENCE_QUALIFIER);
  target[nameOf(REFERENCE_QUALIFIER, qualifier)] = requiredElement(segment, 2, 'reference identification');
  const descriptionField = REFERENCE_DESCRIPTION_FIELD.get(qualifier);
  const description = element(segment, 3);
  if (descriptionField && description !== undefined) target[descriptionField] = description;
  return target;
}

/** DTP01 in the subscriber's and dependent's names (2100C/D): dates of the person's coverage. */
const PERSON_DATES = {
  loops: '2100C and 2100D',
  codes: [
    '096',
    '102',
    '152',
    '291',
    '307',
    '318',
    '340',
    '341',
    '342',
    '343',
    '346',
    '347',
    '356',
    '357',
    '382',
    '435',
    '442',
    '458',
    '472',
    '539',
    '540',
    '636',
    '771',
  ],
};
/** DTP01 in an eligibility or benefit loop (2110C/D): dates of that benefit. */
const BENEFIT_DATES = {
  loops: '2110C and 2110D',
  codes: [
    '096',
    '193',
    '194',
    '198',
    '290',
    '291',
    '292',
    '295',
    '304',
    '307',
    '318',
    '346',
    '347',
    '348',
    '349',
    '356',
    '357',
    '435',
    '472',
    '636',
    '771',
  ],
};

function addDate(
  target: Record<string, string>,
  segment: Segment,
  allowed: { loops: string; codes: readonly string[] },
): Record<string, string> {
  const qualifier = requiredCode(segment, 1, DATE_QUALIFIER);
  if (!allowed.codes.includes(qualifier)) {
    throw segmentError(
      segment,
      `element DTP01 '${qualifier}' (${nameOf(DATE_QUALIFIER, qualifier)}) is not a date qualifier of loops ${allowed.loops}`,
    );
  }
  const value = dateElement(segment, 2, 3);
  target[nameOf(DATE_QUALIFIER, qualifier)] = value;
  const rangeFields = DATE_RANGE_FIELDS.get(qualifier);
  if (rangeFields && value.includes('-')) {
    const [begin, end] = value.split('-');
    target[rangeFields[0]] ??= begin;
    target[rangeFields[1]] ??= end;
  }
  return target;
}

/** HSD: how often, or how many within which period ("1 visit within 6 months"). */
function readServiceDelivery(segment: Segment): ServiceDelivery {
  const delivery: ServiceDelivery = {};
  const quantityQualifierCode = codedElement(segment, 1, DELIVERY_QUANTITY_QUALIFIER);
  const quantity = decimalElement(segment, 2);
  if ((quantityQualifierCode === undefined) !== (quantity === undefined)) {
    throw segmentError(segment, 'elements HSD01 (quantity qualifier) and HSD02 (quantity) come together');
  }
  if (quantityQualifierCode !== undefined) {
    delivery.quantityQualifierCode = quantityQualifierCode;
    delivery.quantityQualifier = nameOf(DELIVERY_QUANTITY_QUALIFIER, quantityQualifierCode);
    delivery.quantity = quantity;
  }
  const unit = codedElement(segment, 3, MEASUREMENT_UNIT);
  if (unit !== undefined) {
    delivery.unitForMeasurementCode = unit;
    delivery.unitForMeasurement = nameOf(MEASUREMENT_UNIT, unit);
  }
  assign(delivery, 'sampleSelectionModulus', decimalElement(segment, 4));
  const period = codedElement(segment, 5, TIME_PERIOD);
  if (period !== undefined) {
    delivery.timePeriodQualifierCode = period;
    delivery.timePeriodQualifier = nameOf(TIME_PERIOD, period);
  }
  assign(delivery, 'numOfPeriods', decimalElement(segment, 6));
  if (delivery.numOfPeriods !== undefined && period === undefined) {
    throw segmentError(segment, 'element HSD05 (time period qualifier) is missing while HSD06 counts periods');
  }
  assign(delivery, 'deliveryOrCalendarPatternCode', element(segment, 7));
  assign(delivery, 'deliveryPatternTimeCode', element(segment, 8));
  if (Object.keys(delivery).length === 0) throw segmentError(segment, 'states no quantity, unit or period');
  return delivery;
}

/** III: a place of service (qualifier ZZ) or a nature-of-injury code the benefit is limited to. */
function readAdditionalInformation(segment: Segment): EligibilityAdditionalInformation {
  const qualifier = requiredCode(segment, 1, CODE_LIST_QUALIFIER);
  const information: EligibilityAdditionalInformation = {
    codeListQualifierCode: qualifier,
    codeListQualifier: nameOf(CODE_LIST_QUALIFIER, qualifier),
    industryCode: requiredElement(segment, 2, 'industry code'),
  };
  if (qualifier === 'ZZ') assign(information, 'industry', PLACE_OF_SERVICE.names.get(information.industryCode));
  return information;
}
