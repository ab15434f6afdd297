/**
 * The eligibility response as the Real Time verification cards read it: the shape and the field
 * names of the specification's sample response, spelt as it spells them (meta, controlNumber,
 * reassociationKey, tradingPartnerServiceId, provider, subscriber, payer, planInformation,
 * planDateInformation, planStatus, benefitsInformation, errors, x12). Fields the sample does not show
 * (dependents, quantities, procedure codes, benefit dates, related entities) follow the same naming.
 * A field the 271 does not carry is left out rather than set to null or ''.
 */
import type { DentalBenefits } from './dental-benefits';
import type { ProcedureAnswer } from './procedure-answers';

export interface EligibilityMeta {
  /** ISA06: who sent the 271 (the payer or its clearinghouse). */
  senderId: string;
  /** ISA08: who submitted the 270 and receives this answer. */
  submitterId: string;
  /** ISA15: production, test or information. */
  applicationMode: 'production' | 'test' | 'information';
  /** TRN*2 in the subscriber or dependent loop: the trace number the 270 sent, echoed. */
  traceId?: string;
  /** TRN*1: the trace number the payer or clearinghouse gave this answer. */
  outboundTraceId?: string;
}

export interface Address {
  address1?: string;
  address2?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  countryCode?: string;
}

export interface AaaError {
  field: 'AAA';
  code: string;
  description: string;
  followupActionCode?: string;
  followupAction?: string;
  /** The loop that carried it: 2000A, 2100A, 2100B, 2100C, 2110C, 2100D, 2110D. */
  location: string;
  possibleResolutions?: string;
}

export interface Provider {
  providerName?: string;
  providerFirstName?: string;
  entityIdentifier: string;
  entityType: string;
  npi?: string;
  federalTaxpayersIdNumber?: string;
  serviceProviderNumber?: string;
  payorIdentification?: string;
  servicesPlanID?: string;
  employersId?: string;
  ssn?: string;
  pharmacyProcessorNumber?: string;
  providerCode?: string;
  referenceIdentification?: string;
  address?: Address;
  aaaErrors?: AaaError[];
}

export interface Person {
  memberId?: string;
  firstName?: string;
  lastName?: string;
  middleName?: string;
  gender?: string;
  entityIdentifier: string;
  entityType: string;
  /** CCYYMMDD, as the 271 writes it. */
  dateOfBirth?: string;
  groupNumber?: string;
  address?: Address;
  suffix?: string;
  uniqueHealthIdentifier?: string;
  insuredIndicator?: string;
  relationToSubscriberCode?: string;
  relationToSubscriber?: string;
  aaaErrors?: AaaError[];
}

export interface Contact {
  communicationMode: string;
  communicationNumber: string;
}

export interface Payer {
  entityIdentifier: string;
  npi?: string;
  entityType: string;
  lastName?: string;
  firstName?: string;
  name?: string;
  payorIdentification?: string;
  federalTaxpayersIdNumber?: string;
  centersForMedicareAndMedicaidPlanId?: string;
  naic?: string;
  etin?: string;
  employersId?: string;
  contactInformation?: { name?: string; contacts: Contact[] };
  aaaErrors?: AaaError[];
}

/** REF identifiers of loop 2100 (REFERENCE_QUALIFIER in code-lists.ts names every field). */
export type PlanInformation = Record<string, string>;

/** DTP dates of loop 2100, CCYYMMDD or CCYYMMDD-CCYYMMDD (DATE_QUALIFIER names every field). */
export type PlanDateInformation = Record<string, string>;

export interface PlanStatus {
  statusCode: string;
  status: string;
  planDetails?: string;
  serviceTypeCodes: string[];
}

export interface CompositeMedicalProcedureIdentifier {
  productOrServiceIdQualifierCode: string;
  productOrServiceIdQualifier: string;
  procedureCode: string;
  procedureModifiers?: string[];
}

export interface ServiceDelivery {
  quantityQualifierCode?: string;
  quantityQualifier?: string;
  quantity?: string;
  unitForMeasurementCode?: string;
  unitForMeasurement?: string;
  sampleSelectionModulus?: string;
  timePeriodQualifierCode?: string;
  timePeriodQualifier?: string;
  numOfPeriods?: string;
  deliveryOrCalendarPatternCode?: string;
  deliveryPatternTimeCode?: string;
}

export interface EligibilityAdditionalInformation {
  codeListQualifierCode: string;
  codeListQualifier: string;
  industryCode: string;
  industry?: string;
}

export interface BenefitsRelatedEntity {
  entityIdentifierCode: string;
  entityIdentifier: string;
  entityType: string;
  entityName?: string;
  entityFirstname?: string;
  entityIdentification?: string;
  entityIdentificationValue?: string;
  address?: Address;
  contactInformation?: { name?: string; contacts: Contact[] };
  providerCode?: string;
  referenceIdentification?: string;
}

export interface BenefitsInformation {
  code: string;
  name: string;
  coverageLevelCode?: string;
  coverageLevel?: string;
  serviceTypeCodes?: string[];
  serviceTypes?: string[];
  insuranceTypeCode?: string;
  insuranceType?: string;
  planCoverage?: string;
  timeQualifierCode?: string;
  timeQualifier?: string;
  /** EB07 as written, for example '1500' or '25.5'. */
  benefitAmount?: string;
  /** EB08 as written: a fraction, '0.2' meaning 20 %. */
  benefitPercent?: string;
  quantityQualifierCode?: string;
  quantityQualifier?: string;
  benefitQuantity?: string;
  authOrCertIndicator?: string;
  inPlanNetworkIndicatorCode?: string;
  inPlanNetworkIndicator?: string;
  compositeMedicalProcedureIdentifier?: CompositeMedicalProcedureIdentifier;
  benefitsServiceDelivery?: ServiceDelivery[];
  benefitsAdditionalInformation?: Record<string, string>;
  benefitsDateInformation?: Record<string, string>;
  additionalInformation?: { description: string }[];
  eligibilityAdditionalInformation?: EligibilityAdditionalInformation;
  eligibilityAdditionalInformationList?: EligibilityAdditionalInformation[];
  headerLoopIdentifierCode?: string;
  trailerLoopIdentifierCode?: string;
  benefitsRelatedEntity?: BenefitsRelatedEntity;
  benefitsRelatedEntities?: BenefitsRelatedEntity[];
  aaaErrors?: AaaError[];
}

export interface TraceNumber {
  traceTypeCode: string;
  traceType: string;
  referenceIdentification: string;
  originatingCompanyIdentifier?: string;
  secondaryReferenceIdentification?: string;
}

export interface EligibilityResponse {
  meta: EligibilityMeta;
  /** ISA13 of the 271. */
  controlNumber: string;
  /** BHT03: the reference the 270 sent, which ties the answer to its question. */
  reassociationKey?: string;
  /** NM109 of loop 2100A: the payer's ID. */
  tradingPartnerServiceId?: string;
  provider?: Provider;
  subscriber?: Person;
  /** The dependent the 270 asked about (loop 2000D), when the patient is not the subscriber. */
  dependents?: Person[];
  payer: Payer;
  planInformation: PlanInformation;
  planDateInformation: PlanDateInformation;
  planStatus: PlanStatus[];
  /** The patient's EB loops: the subscriber's (2110C) and then the dependent's (2110D). */
  benefitsInformation: BenefitsInformation[];
  subscriberTraceNumbers?: TraceNumber[];
  /** Every AAA rejection in the 271, wherever it stood; empty when the payer rejected nothing. */
  errors: AaaError[];
  /** The 271 text as received. */
  x12: string;
  dentalBenefits: DentalBenefits;
  /** One answer per CDT code asked about, in the order asked. */
  procedureAnswers: ProcedureAnswer[];
}
