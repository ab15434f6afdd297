import { ELIGIBILITY_OR_BENEFIT, SERVICE_TYPE, TIME_PERIOD, nameOf } from './code-lists';
import type { BenefitsInformation } from './eligibility-response';
import { answerProcedure, answerProcedures } from './procedure-answers';

function eb(code: string, fields: Partial<BenefitsInformation> & { time?: string; procedure?: string } = {}): BenefitsInformation {
  const { time, procedure, ...rest } = fields;
  const benefit: BenefitsInformation = { code, name: nameOf(ELIGIBILITY_OR_BENEFIT, code), ...rest };
  if (rest.serviceTypeCodes) benefit.serviceTypes = rest.serviceTypeCodes.map((serviceType) => nameOf(SERVICE_TYPE, serviceType));
  if (time) Object.assign(benefit, { timeQualifierCode: time, timeQualifier: nameOf(TIME_PERIOD, time) });
  if (procedure) {
    benefit.compositeMedicalProcedureIdentifier = {
      productOrServiceIdQualifierCode: 'AD',
      productOrServiceIdQualifier: 'American Dental Association Codes',
      procedureCode: procedure,
    };
  }
  return benefit;
}
const activeDental = eb('1', { serviceTypeCodes: ['35'] });
const crownFacts = { procedureCode: 'D2750', serviceTypeCode: '36', serviceType: 'Dental Crowns', category: 'major' };

describe('answerProcedure', () => {
  it('takes the patient share from the most specific loop: the procedure, its service type, its class, the plan', () => {
    const plan = eb('A', { serviceTypeCodes: ['35'], benefitPercent: '0.4' });
    const sameClass = eb('A', { serviceTypeCodes: ['39'], benefitPercent: '0.5' });
    const serviceType = eb('A', { serviceTypeCodes: ['36'], benefitPercent: '0.6' });
    const procedure = eb('A', { serviceTypeCodes: ['36'], procedure: 'D2750', benefitPercent: '0.7' });
    const share = (benefits: BenefitsInformation[]) => answerProcedure([activeDental, ...benefits], 'D2750').patientSharePercent;
    expect(share([plan])).toBe('0.4');
    expect(share([plan, sameClass])).toBe('0.5');
    expect(share([plan, sameClass, serviceType])).toBe('0.6');
    expect(share([procedure, plan, sameClass, serviceType])).toBe('0.7');
  });

  it('answers in full for a covered crown: share, frequency, waiting period, prior authorisation and messages', () => {
    const answer = answerProcedure(
      [
        activeDental,
        eb('A', { serviceTypeCodes: ['36'], benefitPercent: '0.5', inPlanNetworkIndicatorCode: 'N', inPlanNetworkIndicator: 'No' }),
        eb('A', { serviceTypeCodes: ['36'], benefitPercent: '0.4', inPlanNetworkIndicatorCode: 'Y', inPlanNetworkIndicator: 'Yes' }),
        eb('B', { serviceTypeCodes: ['36'], benefitAmount: '25' }),
        eb('F', { serviceTypeCodes: ['36'], procedure: 'D2750', authOrCertIndicator: 'Y' }),
        eb('F', {
          serviceTypeCodes: ['36'],
          procedure: 'D2750',
          time: '29',
          quantityQualifierCode: 'VS',
          quantityQualifier: 'Visits',
          benefitQuantity: '1',
        }),
        eb('F', {
          serviceTypeCodes: ['36'],
          procedure: 'D2750',
          benefitsServiceDelivery: [
            {
              quantityQualifierCode: 'VS',
              quantityQualifier: 'Visits',
              quantity: '1',
              timePeriodQualifierCode: '34',
              timePeriodQualifier: 'Month',
              numOfPeriods: '60',
            },
          ],
          additionalInformation: [{ description: 'REPLACEMENT AFTER 5 YEARS' }],
        }),
        eb('F', { serviceTypeCodes: ['32', '36'], quantityQualifierCode: 'MN', quantityQualifier: 'Month', benefitQuantity: '12' }),
      ],
      'D2750',
    );
    expect(answer).toEqual({
      ...crownFacts,
      covered: true,
      reason: 'Active Coverage for Dental Care',
      patientSharePercent: '0.4',
      patientShareAmount: '25',
      frequency: '1 Visits within 60 Month',
      frequencyLeft: '1',
      waitingPeriod: 'Dental Crowns: waiting period 12 Month',
      priorAuthorizationRequired: true,
      messages: ['REPLACEMENT AFTER 5 YEARS'],
      answeredBy: 'procedure',
    });
  });

  it('is not covered when the most specific coverage statement says Non-Covered or Exclusions', () => {
    const crownsExcluded = [activeDental, eb('I', { serviceTypeCodes: ['36'], additionalInformation: [{ description: 'NO CROWNS' }] })];
    expect(answerProcedure(crownsExcluded, 'D2750')).toEqual({
      ...crownFacts,
      covered: false,
      reason: 'Non-Covered for Dental Crowns',
      messages: ['NO CROWNS'],
      answeredBy: 'serviceType',
    });
    expect(answerProcedure([activeDental, eb('E', { procedure: 'D2750' })], 'D2750')).toMatchObject({
      covered: false,
      reason: 'Exclusions for D2750',
    });
    expect(answerProcedure([...crownsExcluded, eb('1', { procedure: 'D2750' })], 'D2750')).toMatchObject({
      covered: true,
      reason: 'Active Coverage for D2750',
    });
  });

  it('is not covered when dental coverage is inactive or the payer states none', () => {
    expect(answerProcedure([eb('6', { serviceTypeCodes: ['35'] })], 'D1110')).toMatchObject({
      covered: false,
      reason: 'Inactive for Dental Care',
    });
    expect(answerProcedure([eb('6', { serviceTypeCodes: ['35'] }), eb('1', { serviceTypeCodes: ['41'] })], 'D1110')).toMatchObject({
      covered: false,
      reason: 'Dental coverage is inactive',
    });
    expect(answerProcedure([], 'D1110')).toEqual({
      procedureCode: 'D1110',
      serviceTypeCode: '41',
      serviceType: 'Routine (Preventive) Dental',
      category: 'preventive',
      covered: false,
      reason: 'The payer states no active dental coverage',
      messages: [],
      answeredBy: 'plan',
    });
  });

  it('follows the procedure loop over its service type for prior authorisation and age limits', () => {
    const benefits = [
      activeDental,
      eb('F', {
        serviceTypeCodes: ['38'],
        authOrCertIndicator: 'Y',
        quantityQualifierCode: 'S7',
        quantityQualifier: 'Age, High Value',
        benefitQuantity: '19',
      }),
      eb('F', {
        serviceTypeCodes: ['38'],
        procedure: 'D8010',
        authOrCertIndicator: 'N',
        quantityQualifierCode: 'S7',
        quantityQualifier: 'Age, High Value',
        benefitQuantity: '12',
      }),
    ];
    expect(answerProcedure(benefits, 'D8010')).toMatchObject({ priorAuthorizationRequired: false, ageLimit: 'Up to age 12' });
    expect(answerProcedure(benefits, 'D8080')).toMatchObject({ priorAuthorizationRequired: true, ageLimit: 'Up to age 19' });
  });

  it('applies a waiting period for all dental care to every class', () => {
    const benefits = [
      activeDental,
      eb('F', { serviceTypeCodes: ['32'], quantityQualifierCode: 'MN', quantityQualifier: 'Month', benefitQuantity: '6' }),
    ];
    expect(answerProcedure(benefits, 'D0120').waitingPeriod).toBe('all dental care: waiting period 6 Month');
  });

  it('answers each code in the order asked, and refuses a code that is not CDT', () => {
    expect(answerProcedures([activeDental], ['D7140', 'D0120']).map((answer) => [answer.procedureCode, answer.category])).toEqual([
      ['D7140', 'basic'],
      ['D0120', 'preventive'],
    ]);
    expect(() => answerProcedure([activeDental], '02750')).toThrow(RangeError);
  });
});
