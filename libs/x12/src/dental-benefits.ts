import { ACTIVE_COVERAGE_CODES, COVERAGE_STATUS_CODES } from './code-lists';
import {
  CATEGORY_OF_SERVICE_TYPE,
  DENTAL_CATEGORIES,
  type DentalCategory,
  WHOLE_PLAN_SERVICE_TYPES,
  serviceTypeOfProcedure,
} from './dental-categories';
import { assign } from './entity-segments';
import type { BenefitsInformation, ServiceDelivery } from './eligibility-response';

/**
 * The patient's dental benefits grouped the way a reviewer fills a breakdown: deductibles and
 * maximums with what remains, coinsurance per class of care, frequencies, age limits and waiting
 * periods. Every figure is copied from an EB loop, never computed from others, so a reviewer can
 * find it in the 271; README.md says which EB codes and service types land where.
 */

/** A class of care, or 'general' for what the payer states for the whole dental plan (35, 30 or no service type). */
export type BenefitScope = DentalCategory | 'general';

interface BenefitKey {
  categories: BenefitScope[];
  serviceTypeCodes: string[];
  serviceTypes: string[];
  procedureCode?: string;
  coverageLevelCode?: string;
  coverageLevel?: string;
  inPlanNetworkIndicatorCode?: string;
  inPlanNetworkIndicator?: string;
}

/** A deductible or a maximum: the amount for its period, and the rest of it the 271 reports. */
export interface DentalAmount extends BenefitKey {
  timeQualifierCode?: string;
  timeQualifier?: string;
  /** EB07 of the loop for the whole period (calendar year, service year, lifetime...). */
  amount?: string;
  /** EB07 of the loop with time qualifier 29 Remaining, or 33 Lifetime Remaining for a lifetime amount. */
  remaining?: string;
  /** EB07 of the loop with time qualifier 24 Year to Date: what has been met or used so far. */
  yearToDate?: string;
}

export interface DentalCoinsurance extends BenefitKey {
  /** EB08: the patient's share as a fraction ('0.2' is 20 %). */
  patientPercent: string;
  /** What the plan pays: 1 minus the patient's share. */
  planPercent: string;
}

export interface DentalFrequency extends BenefitKey {
  /** EB10 with EB09 Visits, Number of Services or Procedures or Maximum: how many are allowed. */
  quantity?: string;
  quantityQualifier?: string;
  timeQualifierCode?: string;
  timeQualifier?: string;
  /** HSD: the allowance as a pattern ("1 visit within 6 months"). */
  serviceDelivery?: ServiceDelivery[];
  /** EB10 of the loop with time qualifier 29 Remaining: how many are left. */
  remaining?: string;
  /** EB10 of the loop with EB09 99 Quantity Used. */
  used?: string;
  /** The allowance in words, for the breakdown: "2 Visits per Calendar Year" ('' when the 271 gives only what remains). */
  description: string;
}

export interface DentalAgeLimit extends BenefitKey {
  /** EB10 with EB09 S8 Age, Low Value. */
  minimumAge?: string;
  /** EB10 with EB09 S7 Age, High Value. */
  maximumAge?: string;
  description: string;
}

export interface DentalWaitingPeriod extends BenefitKey {
  /** EB10 with EB09 Month, Days or Years: how long the wait is. */
  duration?: string;
  /** DTP*348 Benefit Begin: when the wait ends. */
  ends?: string;
  messages: string[];
  description: string;
}

export interface DentalBenefits {
  /** True when an EB 1-5 covers dental care, false when only EB 6-8 (inactive) speak to it; absent when the 271 says neither. */
  active?: boolean;
  deductibles: DentalAmount[];
  maximums: DentalAmount[];
  coinsurance: Record<BenefitScope, DentalCoinsurance[]>;
  frequencies: DentalFrequency[];
  ageLimits: DentalAgeLimit[];
  waitingPeriods: DentalWaitingPeriod[];
}

const PLAN_WAITING_PERIOD = '32';
const AGE_QUALIFIERS: ReadonlySet<string> = new Set(['S7', 'S8']);
const COUNT_QUALIFIERS: ReadonlySet<string> = new Set(['VS', 'P6', 'M2']);
const DURATION_QUALIFIERS: ReadonlySet<string> = new Set(['MN', 'DY', 'YY']);

export function summariseDentalBenefits(benefits: readonly BenefitsInformation[]): DentalBenefits {
  const dental = benefits.filter((benefit) => categoriesOf(benefit).length > 0);
  const summary = {} as DentalBenefits;
  const active = dental.some((benefit) => ACTIVE_COVERAGE_CODES.has(benefit.code));
  const inactive = dental.some((benefit) => COVERAGE_STATUS_CODES.has(benefit.code) && !ACTIVE_COVERAGE_CODES.has(benefit.code));
  assign(summary, 'active', active ? true : inactive ? false : undefined);
  summary.deductibles = amountsOf(dental, 'C');
  summary.maximums = amountsOf(dental, 'F');
  summary.coinsurance = coinsuranceByCategory(dental);
  summary.frequencies = frequenciesOf(dental);
  summary.ageLimits = ageLimitsOf(dental);
  summary.waitingPeriods = waitingPeriodsOf(benefits);
  return summary;
}

/**
 * The classes a benefit speaks for: its procedure code's class, else the classes of its service
 * types, with 35 Dental Care, 30 Health Benefit Plan Coverage and a loop without service type
 * counting for the whole plan. A benefit with only other service types (37 Dental Accident,
 * medical care) belongs to no class and stays only in benefitsInformation.
 */
export function categoriesOf(benefit: BenefitsInformation): BenefitScope[] {
  const procedure = benefit.compositeMedicalProcedureIdentifier;
  if (procedure?.productOrServiceIdQualifierCode === 'AD') {
    return [CATEGORY_OF_SERVICE_TYPE.get(serviceTypeOfProcedure(procedure.procedureCode)) as DentalCategory];
  }
  const codes = (benefit.serviceTypeCodes ?? []).filter((code) => code !== PLAN_WAITING_PERIOD);
  if (codes.length === 0) return ['general'];
  const scopes = new Set<BenefitScope>();
  for (const code of codes) {
    const category = CATEGORY_OF_SERVICE_TYPE.get(code);
    if (category) scopes.add(category);
    else if (WHOLE_PLAN_SERVICE_TYPES.has(code)) scopes.add('general');
  }
  return [...scopes];
}

function keyOf(benefit: BenefitsInformation): BenefitKey {
  const key: BenefitKey = {
    categories: categoriesOf(benefit),
    serviceTypeCodes: (benefit.serviceTypeCodes ?? []).filter((code) => code !== PLAN_WAITING_PERIOD),
    serviceTypes: (benefit.serviceTypes ?? []).filter((_, index) => benefit.serviceTypeCodes?.[index] !== PLAN_WAITING_PERIOD),
  };
  assign(key, 'procedureCode', benefit.compositeMedicalProcedureIdentifier?.procedureCode);
  assign(key, 'coverageLevelCode', benefit.coverageLevelCode);
  assign(key, 'coverageLevel', benefit.coverageLevel);
  assign(key, 'inPlanNetworkIndicatorCode', benefit.inPlanNetworkIndicatorCode);
  assign(key, 'inPlanNetworkIndicator', benefit.inPlanNetworkIndicator);
  return key;
}

/** Loops that differ only in their period (the amount and what remains of it) share this identity. */
function identity(benefit: BenefitsInformation, extra = ''): string {
  const key = keyOf(benefit);
  return [
    benefit.code,
    key.serviceTypeCodes.join('^'),
    key.procedureCode,
    key.coverageLevelCode,
    key.inPlanNetworkIndicatorCode,
    extra,
  ].join('|');
}

function amountsOf(benefits: readonly BenefitsInformation[], code: 'C' | 'F'): DentalAmount[] {
  const amounts = new Map<string, DentalAmount>();
  for (const benefit of benefits) {
    if (benefit.code !== code || benefit.benefitAmount === undefined) continue;
    const time = benefit.timeQualifierCode;
    const lifetime = time === '32' || time === '33';
    const id = identity(benefit, lifetime ? 'lifetime' : 'period');
    const amount: DentalAmount = amounts.get(id) ?? keyOf(benefit);
    if (time === '29' || time === '33') amount.remaining = benefit.benefitAmount;
    else if (time === '24') amount.yearToDate = benefit.benefitAmount;
    else {
      assign(amount, 'timeQualifierCode', time);
      assign(amount, 'timeQualifier', benefit.timeQualifier);
      amount.amount = benefit.benefitAmount;
    }
    amounts.set(id, amount);
  }
  return [...amounts.values()];
}

function coinsuranceByCategory(benefits: readonly BenefitsInformation[]): Record<BenefitScope, DentalCoinsurance[]> {
  const byCategory = Object.fromEntries([...DENTAL_CATEGORIES, 'general'].map((scope) => [scope, []])) as unknown as Record<
    BenefitScope,
    DentalCoinsurance[]
  >;
  for (const coinsurance of coinsuranceOf(benefits)) {
    for (const category of coinsurance.categories) byCategory[category].push(coinsurance);
  }
  return byCategory;
}

export function coinsuranceOf(benefits: readonly BenefitsInformation[]): DentalCoinsurance[] {
  return benefits
    .filter((benefit) => benefit.code === 'A' && benefit.benefitPercent !== undefined)
    .map((benefit) => ({
      ...keyOf(benefit),
      patientPercent: benefit.benefitPercent as string,
      planPercent: complement(benefit.benefitPercent as string),
    }));
}

/** 1 - share, written without binary noise: 1 - 0.7 is '0.3', not '0.30000000000000004'. */
function complement(share: string): string {
  return String(Number((1 - Number(share)).toFixed(6)));
}

export function frequenciesOf(benefits: readonly BenefitsInformation[]): DentalFrequency[] {
  const frequencies = new Map<string, DentalFrequency>();
  for (const benefit of benefits) {
    if (benefit.code !== 'F' || benefit.benefitAmount !== undefined) continue;
    const qualifier = benefit.quantityQualifierCode;
    const counts = qualifier !== undefined && COUNT_QUALIFIERS.has(qualifier);
    const used = qualifier === '99';
    if (!counts && !used && !benefit.benefitsServiceDelivery) continue;
    const id = identity(benefit);
    const frequency: DentalFrequency = frequencies.get(id) ?? { ...keyOf(benefit), description: '' };
    if (used) frequency.used = benefit.benefitQuantity;
    else if (benefit.timeQualifierCode === '29' && counts) frequency.remaining = benefit.benefitQuantity;
    else {
      if (counts) {
        frequency.quantity = benefit.benefitQuantity;
        frequency.quantityQualifier = benefit.quantityQualifier;
      }
      assign(frequency, 'timeQualifierCode', benefit.timeQualifierCode);
      assign(frequency, 'timeQualifier', benefit.timeQualifier);
      assign(frequency, 'serviceDelivery', benefit.benefitsServiceDelivery);
    }
    frequency.description = describeFrequency(frequency);
    frequencies.set(id, frequency);
  }
  return [...frequencies.values()];
}

function describeFrequency(frequency: DentalFrequency): string {
  const parts: string[] = [];
  if (frequency.quantity !== undefined) {
    parts.push(`${frequency.quantity} ${frequency.quantityQualifier}${frequency.timeQualifier ? ` per ${frequency.timeQualifier}` : ''}`);
  }
  for (const delivery of frequency.serviceDelivery ?? []) parts.push(describeDelivery(delivery));
  return parts.join('; ');
}

/** HSD in words: quantity, then "per N units" (HSD03, HSD04), then "within N periods" (HSD05, HSD06). */
export function describeDelivery(delivery: ServiceDelivery): string {
  const parts: string[] = [];
  if (delivery.quantity !== undefined) parts.push(`${delivery.quantity} ${delivery.quantityQualifier}`);
  if (delivery.unitForMeasurement !== undefined) parts.push(`per ${delivery.sampleSelectionModulus ?? '1'} ${delivery.unitForMeasurement}`);
  if (delivery.timePeriodQualifier !== undefined) parts.push(`within ${delivery.numOfPeriods ?? '1'} ${delivery.timePeriodQualifier}`);
  return parts.join(' ');
}

export function ageLimitsOf(benefits: readonly BenefitsInformation[]): DentalAgeLimit[] {
  const limits = new Map<string, DentalAgeLimit>();
  for (const benefit of benefits) {
    if (benefit.quantityQualifierCode === undefined || !AGE_QUALIFIERS.has(benefit.quantityQualifierCode)) continue;
    const id = identity(benefit);
    const limit: DentalAgeLimit = limits.get(id) ?? { ...keyOf(benefit), description: '' };
    if (benefit.quantityQualifierCode === 'S7') limit.maximumAge = benefit.benefitQuantity;
    else limit.minimumAge = benefit.benefitQuantity;
    limit.description =
      limit.minimumAge !== undefined && limit.maximumAge !== undefined
        ? `Ages ${limit.minimumAge} to ${limit.maximumAge}`
        : limit.maximumAge !== undefined
          ? `Up to age ${limit.maximumAge}`
          : `From age ${limit.minimumAge}`;
    limits.set(id, limit);
  }
  return [...limits.values()];
}

/**
 * Waiting periods are the loops whose service types include 32 Plan Waiting Period; the other
 * service types (or the procedure code) say which care waits. Waiting periods stated only in free
 * text (MSG) are not guessed at: the MSG stays on its loop in benefitsInformation.
 */
export function waitingPeriodsOf(benefits: readonly BenefitsInformation[]): DentalWaitingPeriod[] {
  return benefits
    .filter((benefit) => benefit.serviceTypeCodes?.includes(PLAN_WAITING_PERIOD))
    .map((benefit) => {
      const period: DentalWaitingPeriod = {
        ...keyOf(benefit),
        messages: (benefit.additionalInformation ?? []).map((line) => line.description),
        description: '',
      };
      const qualifier = benefit.quantityQualifierCode;
      if (qualifier !== undefined && DURATION_QUALIFIERS.has(qualifier))
        period.duration = `${benefit.benefitQuantity} ${benefit.quantityQualifier}`;
      else if (benefit.benefitsServiceDelivery) period.duration = benefit.benefitsServiceDelivery.map(describeDelivery).join('; ');
      assign(period, 'ends', benefit.benefitsDateInformation?.benefitBegin);
      const care = period.procedureCode ?? (period.serviceTypes.length > 0 ? period.serviceTypes.join(', ') : 'all dental care');
      period.description = [`${care}: waiting period`, period.duration, period.ends && `until ${period.ends}`].filter(Boolean).join(' ');
      return period;
    });
}
