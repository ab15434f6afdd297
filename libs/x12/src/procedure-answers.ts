import { ACTIVE_COVERAGE_CODES, COVERAGE_STATUS_CODES, SERVICE_TYPE, nameOf } from './code-lists';
import { ageLimitsOf, coinsuranceOf, frequenciesOf, waitingPeriodsOf } from './dental-benefits';
import { CATEGORY_OF_SERVICE_TYPE, type DentalCategory, WHOLE_PLAN_SERVICE_TYPES, serviceTypeOfProcedure } from './dental-categories';
import { assign } from './entity-segments';
import type { BenefitsInformation } from './eligibility-response';

/**
 * The answer a dental eligibility service gives for one CDT code: covered or not, the patient's
 * share, the frequency left, the age limit, the waiting period and whether prior authorisation is
 * needed. Each part comes from the most specific statement the payer made: a loop naming the
 * procedure itself (EB13), else one for its service type, else one for another service type of the
 * same class, else the whole dental plan. answeredBy says which it was, so a reviewer knows when
 * the payer spoke about the procedure and when the answer is the plan's general rule.
 */
export type AnswerSource = 'procedure' | 'serviceType' | 'category' | 'plan';

export interface ProcedureAnswer {
  procedureCode: string;
  serviceTypeCode: string;
  serviceType: string;
  category: DentalCategory;
  covered: boolean;
  /** Why covered is what it is, in words a reviewer can repeat to the patient. */
  reason: string;
  /** Coinsurance (EB*A EB08): the patient's share as a fraction, in network when the payer says. */
  patientSharePercent?: string;
  /** Co-payment (EB*B EB07): a fixed amount the patient pays. */
  patientShareAmount?: string;
  frequency?: string;
  /** How many more the plan pays for in the current period (EB*F with time qualifier 29 Remaining). */
  frequencyLeft?: string;
  ageLimit?: string;
  waitingPeriod?: string;
  /** EB11 of the most specific loop that states it. */
  priorAuthorizationRequired?: boolean;
  /** MSG lines of the loops about this procedure or its service type. */
  messages: string[];
  answeredBy: AnswerSource;
}

const SCOPES: readonly AnswerSource[] = ['procedure', 'serviceType', 'category', 'plan'];

export function answerProcedures(benefits: readonly BenefitsInformation[], procedureCodes: readonly string[]): ProcedureAnswer[] {
  return procedureCodes.map((code) => answerProcedure(benefits, code));
}

export function answerProcedure(benefits: readonly BenefitsInformation[], procedureCode: string): ProcedureAnswer {
  const serviceTypeCode = serviceTypeOfProcedure(procedureCode);
  const category = CATEGORY_OF_SERVICE_TYPE.get(serviceTypeCode) as DentalCategory;
  const scoped = scopeBenefits(benefits, procedureCode, serviceTypeCode, category);
  /** The benefits of the most specific scope where `relevant` finds any. */
  const mostSpecific = (relevant: (benefit: BenefitsInformation) => boolean): BenefitsInformation[] => {
    for (const scope of SCOPES) {
      const found = scoped[scope].filter(relevant);
      if (found.length > 0) return found;
    }
    return [];
  };

  const answer = { procedureCode, serviceTypeCode, serviceType: nameOf(SERVICE_TYPE, serviceTypeCode), category } as ProcedureAnswer;
  Object.assign(answer, coverage(scoped, mostSpecific));

  const coinsurance = preferInNetwork(mostSpecific((benefit) => benefit.code === 'A' && benefit.benefitPercent !== undefined));
  assign(answer, 'patientSharePercent', coinsurance && coinsuranceOf([coinsurance])[0].patientPercent);
  const copayment = preferInNetwork(mostSpecific((benefit) => benefit.code === 'B' && benefit.benefitAmount !== undefined));
  assign(answer, 'patientShareAmount', copayment?.benefitAmount);

  const frequency = frequenciesOf(mostSpecific((benefit) => frequenciesOf([benefit]).length > 0))[0];
  assign(answer, 'frequency', frequency?.description || undefined);
  assign(answer, 'frequencyLeft', frequency?.remaining);
  assign(answer, 'ageLimit', ageLimitsOf(mostSpecific((benefit) => ageLimitsOf([benefit]).length > 0))[0]?.description);
  const waiting = waitingPeriodsOf(benefits).find(
    (period) =>
      period.procedureCode === procedureCode ||
      (period.procedureCode === undefined && (period.categories.includes(category) || period.categories.includes('general'))),
  );
  assign(answer, 'waitingPeriod', waiting?.description);

  const authorisation = mostSpecific((benefit) => benefit.authOrCertIndicator === 'Y' || benefit.authOrCertIndicator === 'N');
  if (authorisation.length > 0) answer.priorAuthorizationRequired = authorisation.some((benefit) => benefit.authOrCertIndicator === 'Y');

  const messages = [...scoped.procedure, ...scoped.serviceType].flatMap((benefit) =>
    (benefit.additionalInformation ?? []).map((line) => line.description),
  );
  answer.messages = [...new Set(messages)];
  answer.answeredBy = SCOPES.find((scope) => scoped[scope].length > 0) ?? 'plan';
  return answer;
}

function scopeBenefits(
  benefits: readonly BenefitsInformation[],
  procedureCode: string,
  serviceTypeCode: string,
  category: DentalCategory,
): Record<AnswerSource, BenefitsInformation[]> {
  const scoped: Record<AnswerSource, BenefitsInformation[]> = { procedure: [], serviceType: [], category: [], plan: [] };
  for (const benefit of benefits) {
    const procedure = benefit.compositeMedicalProcedureIdentifier;
    if (procedure) {
      if (procedure.productOrServiceIdQualifierCode === 'AD' && procedure.procedureCode === procedureCode) scoped.procedure.push(benefit);
      continue;
    }
    const serviceTypes = (benefit.serviceTypeCodes ?? []).filter((code) => code !== '32');
    if (benefit.serviceTypeCodes?.includes('32')) continue;
    if (serviceTypes.includes(serviceTypeCode)) scoped.serviceType.push(benefit);
    else if (serviceTypes.some((code) => CATEGORY_OF_SERVICE_TYPE.get(code) === category)) scoped.category.push(benefit);
    else if (serviceTypes.length === 0 || serviceTypes.some((code) => WHOLE_PLAN_SERVICE_TYPES.has(code))) scoped.plan.push(benefit);
  }
  return scoped;
}

/**
 * Covered unless the plan is inactive, or the most specific loop that speaks to coverage says
 * Non-Covered (I) or Exclusions (E). An active plan that says nothing against the procedure covers
 * it, which is how payers answer: they list exclusions, not every covered code.
 */
function coverage(
  scoped: Record<AnswerSource, BenefitsInformation[]>,
  mostSpecific: (relevant: (benefit: BenefitsInformation) => boolean) => BenefitsInformation[],
): { covered: boolean; reason: string } {
  const planActive = scoped.plan.some((benefit) => ACTIVE_COVERAGE_CODES.has(benefit.code));
  const planInactive = scoped.plan.some((benefit) => COVERAGE_STATUS_CODES.has(benefit.code) && !ACTIVE_COVERAGE_CODES.has(benefit.code));
  const statements = mostSpecific((benefit) => COVERAGE_STATUS_CODES.has(benefit.code) || benefit.code === 'I' || benefit.code === 'E');
  const refusal = statements.find((benefit) => benefit.code === 'I' || benefit.code === 'E');
  if (refusal) return { covered: false, reason: `${refusal.name}${about(refusal)}` };
  const status = statements.find((benefit) => COVERAGE_STATUS_CODES.has(benefit.code));
  if (status && !ACTIVE_COVERAGE_CODES.has(status.code)) return { covered: false, reason: `${status.name}${about(status)}` };
  if (planInactive && !planActive) return { covered: false, reason: 'Dental coverage is inactive' };
  if (status) return { covered: true, reason: `${status.name}${about(status)}` };
  return { covered: false, reason: 'The payer states no active dental coverage' };
}

function about(benefit: BenefitsInformation): string {
  const procedure = benefit.compositeMedicalProcedureIdentifier?.procedureCode;
  if (procedure) return ` for ${procedure}`;
  return benefit.serviceTypes?.length ? ` for ${benefit.serviceTypes.join(', ')}` : '';
}

/** In-network (Y), or where the network does not matter (W) or is not said, before out-of-network (N). */
function preferInNetwork(benefits: readonly BenefitsInformation[]): BenefitsInformation | undefined {
  return (
    benefits.find((benefit) => benefit.inPlanNetworkIndicatorCode !== 'N' && benefit.inPlanNetworkIndicatorCode !== 'U') ?? benefits[0]
  );
}
