import { ELIGIBILITY_OR_BENEFIT, SERVICE_TYPE, TIME_PERIOD, nameOf } from './code-lists';
import { summariseDentalBenefits } from './dental-benefits';
import type { BenefitsInformation } from './eligibility-response';

/** An EB loop as read271 gives it, from the few codes a test cares about. */
function eb(code: string, fields: Partial<BenefitsInformation> & { time?: string } = {}): BenefitsInformation {
  const { time, ...rest } = fields;
  const benefit: BenefitsInformation = { code, name: nameOf(ELIGIBILITY_OR_BENEFIT, code), ...rest };
  if (rest.serviceTypeCodes) benefit.serviceTypes = rest.serviceTypeCodes.map((serviceType) => nameOf(SERVICE_TYPE, serviceType));
  if (time) Object.assign(benefit, { timeQualifierCode: time, timeQualifier: nameOf(TIME_PERIOD, time) });
  return benefit;
}
const IND = { coverageLevelCode: 'IND', coverageLevel: 'Individual' };
const FAM = { coverageLevelCode: 'FAM', coverageLevel: 'Family' };
const inNetwork = { inPlanNetworkIndicatorCode: 'Y', inPlanNetworkIndicator: 'Yes' };
const outOfNetwork = { inPlanNetworkIndicatorCode: 'N', inPlanNetworkIndicator: 'No' };
const crown = {
  productOrServiceIdQualifierCode: 'AD',
  productOrServiceIdQualifier: 'American Dental Association Codes',
  procedureCode: 'D2750',
};
const dentalCare = { categories: ['general'], serviceTypeCodes: ['35'], serviceTypes: ['Dental Care'] };

describe('summariseDentalBenefits', () => {
  it('pairs each deductible with what remains of it, per coverage level and network, and keeps what is met to date', () => {
    const summary = summariseDentalBenefits([
      eb('C', { ...IND, ...inNetwork, serviceTypeCodes: ['35'], time: '23', benefitAmount: '50' }),
      eb('C', { ...FAM, ...inNetwork, serviceTypeCodes: ['35'], time: '23', benefitAmount: '150' }),
      eb('C', { ...IND, ...outOfNetwork, serviceTypeCodes: ['35'], time: '23', benefitAmount: '100' }),
      eb('C', { ...FAM, ...inNetwork, serviceTypeCodes: ['35'], time: '29', benefitAmount: '75' }),
      eb('C', { ...IND, ...inNetwork, serviceTypeCodes: ['35'], time: '29', benefitAmount: '20' }),
      eb('C', { ...IND, ...inNetwork, serviceTypeCodes: ['35'], time: '24', benefitAmount: '30' }),
    ]);
    const period = { timeQualifierCode: '23', timeQualifier: 'Calendar Year' };
    expect(summary.deductibles).toEqual([
      { ...dentalCare, ...IND, ...inNetwork, ...period, amount: '50', remaining: '20', yearToDate: '30' },
      { ...dentalCare, ...FAM, ...inNetwork, ...period, amount: '150', remaining: '75' },
      { ...dentalCare, ...IND, ...outOfNetwork, ...period, amount: '100' },
    ]);
  });

  it('keeps a lifetime maximum apart from the yearly one, each with its own remaining', () => {
    const summary = summariseDentalBenefits([
      eb('F', { ...IND, serviceTypeCodes: ['35'], time: '23', benefitAmount: '1500' }),
      eb('F', { ...IND, serviceTypeCodes: ['38'], time: '32', benefitAmount: '2000' }),
      eb('F', { ...IND, serviceTypeCodes: ['38'], time: '33', benefitAmount: '1250' }),
      eb('F', { ...IND, serviceTypeCodes: ['35'], time: '29', benefitAmount: '400.25' }),
    ]);
    expect(summary.maximums).toEqual([
      { ...dentalCare, ...IND, timeQualifierCode: '23', timeQualifier: 'Calendar Year', amount: '1500', remaining: '400.25' },
      {
        categories: ['orthodontics'],
        serviceTypeCodes: ['38'],
        serviceTypes: ['Orthodontics'],
        ...IND,
        timeQualifierCode: '32',
        timeQualifier: 'Lifetime',
        amount: '2000',
        remaining: '1250',
      },
    ]);
  });

  it('shows a remaining amount even when the 271 does not give the whole one', () => {
    expect(summariseDentalBenefits([eb('F', { serviceTypeCodes: ['35'], time: '29', benefitAmount: '900' })]).maximums).toEqual([
      { ...dentalCare, remaining: '900' },
    ]);
  });

  it('files coinsurance under every class its service types or procedure belong to, with what the plan pays', () => {
    const summary = summariseDentalBenefits([
      eb('A', { serviceTypeCodes: ['23', '25'], benefitPercent: '0.7' }),
      eb('A', { serviceTypeCodes: ['35'], benefitPercent: '.25' }),
      eb('A', { serviceTypeCodes: ['25'], benefitPercent: '0.2', compositeMedicalProcedureIdentifier: crown }),
      eb('A', { serviceTypeCodes: ['37'], benefitPercent: '0' }),
    ]);
    const mixed = {
      categories: ['preventive', 'basic'],
      serviceTypeCodes: ['23', '25'],
      serviceTypes: ['Diagnostic Dental', 'Restorative'],
    };
    expect(summary.coinsurance).toEqual({
      preventive: [{ ...mixed, patientPercent: '0.7', planPercent: '0.3' }],
      basic: [{ ...mixed, patientPercent: '0.7', planPercent: '0.3' }],
      major: [
        {
          categories: ['major'],
          serviceTypeCodes: ['25'],
          serviceTypes: ['Restorative'],
          procedureCode: 'D2750',
          patientPercent: '0.2',
          planPercent: '0.8',
        },
      ],
      orthodontics: [],
      general: [{ ...dentalCare, patientPercent: '.25', planPercent: '0.75' }],
    });
  });

  it('reads frequencies from EB quantities and HSD patterns, with what is left and what is used', () => {
    const summary = summariseDentalBenefits([
      eb('F', { serviceTypeCodes: ['41'], time: '23', quantityQualifierCode: 'VS', quantityQualifier: 'Visits', benefitQuantity: '2' }),
      eb('F', { serviceTypeCodes: ['41'], time: '29', quantityQualifierCode: 'VS', quantityQualifier: 'Visits', benefitQuantity: '1' }),
      eb('F', { serviceTypeCodes: ['41'], quantityQualifierCode: '99', quantityQualifier: 'Quantity Used', benefitQuantity: '1' }),
      eb('F', {
        serviceTypeCodes: ['23'],
        compositeMedicalProcedureIdentifier: { ...crown, procedureCode: 'D0210' },
        benefitsServiceDelivery: [
          {
            quantityQualifierCode: 'VS',
            quantityQualifier: 'Visits',
            quantity: '1',
            unitForMeasurementCode: 'YR',
            unitForMeasurement: 'Years',
            sampleSelectionModulus: '3',
          },
        ],
      }),
    ]);
    expect(summary.frequencies).toEqual([
      {
        categories: ['preventive'],
        serviceTypeCodes: ['41'],
        serviceTypes: ['Routine (Preventive) Dental'],
        quantity: '2',
        quantityQualifier: 'Visits',
        timeQualifierCode: '23',
        timeQualifier: 'Calendar Year',
        remaining: '1',
        used: '1',
        description: '2 Visits per Calendar Year',
      },
      {
        categories: ['preventive'],
        serviceTypeCodes: ['23'],
        serviceTypes: ['Diagnostic Dental'],
        procedureCode: 'D0210',
        serviceDelivery: [
          {
            quantityQualifierCode: 'VS',
            quantityQualifier: 'Visits',
            quantity: '1',
            unitForMeasurementCode: 'YR',
            unitForMeasurement: 'Years',
            sampleSelectionModulus: '3',
          },
        ],
        description: '1 Visits per 3 Years',
      },
    ]);
  });

  it('joins the low and high ages of one limit', () => {
    const summary = summariseDentalBenefits([
      eb('F', {
        serviceTypeCodes: ['41'],
        compositeMedicalProcedureIdentifier: { ...crown, procedureCode: 'D1351' },
        quantityQualifierCode: 'S8',
        quantityQualifier: 'Age, Low Value',
        benefitQuantity: '6',
      }),
      eb('F', {
        serviceTypeCodes: ['41'],
        compositeMedicalProcedureIdentifier: { ...crown, procedureCode: 'D1351' },
        quantityQualifierCode: 'S7',
        quantityQualifier: 'Age, High Value',
        benefitQuantity: '15',
      }),
    ]);
    expect(summary.ageLimits).toEqual([
      {
        categories: ['preventive'],
        serviceTypeCodes: ['41'],
        serviceTypes: ['Routine (Preventive) Dental'],
        procedureCode: 'D1351',
        minimumAge: '6',
        maximumAge: '15',
        description: 'Ages 6 to 15',
      },
    ]);
  });

  it('reads waiting periods from service type 32, for the care named beside it or for all dental care', () => {
    const summary = summariseDentalBenefits([
      eb('F', { serviceTypeCodes: ['32'], quantityQualifierCode: 'MN', quantityQualifier: 'Month', benefitQuantity: '6' }),
      eb('D', {
        serviceTypeCodes: ['32', '38'],
        benefitsServiceDelivery: [{ timePeriodQualifierCode: '34', timePeriodQualifier: 'Month', numOfPeriods: '12' }],
        benefitsDateInformation: { benefitBegin: '20250301' },
        additionalInformation: [{ description: 'ORTHODONTICS AFTER 12 MONTHS OF COVERAGE' }],
      }),
    ]);
    expect(summary.waitingPeriods).toEqual([
      {
        categories: ['general'],
        serviceTypeCodes: [],
        serviceTypes: [],
        duration: '6 Month',
        messages: [],
        description: 'all dental care: waiting period 6 Month',
      },
      {
        categories: ['orthodontics'],
        serviceTypeCodes: ['38'],
        serviceTypes: ['Orthodontics'],
        duration: 'within 12 Month',
        ends: '20250301',
        messages: ['ORTHODONTICS AFTER 12 MONTHS OF COVERAGE'],
        description: 'Orthodontics: waiting period within 12 Month until 20250301',
      },
    ]);
  });

  it('says coverage is active, inactive or unknown from the dental status loops only', () => {
    expect(summariseDentalBenefits([eb('1', { serviceTypeCodes: ['35'] })]).active).toBe(true);
    expect(summariseDentalBenefits([eb('6', { serviceTypeCodes: ['35'] })]).active).toBe(false);
    expect(summariseDentalBenefits([eb('1', { serviceTypeCodes: ['MH'] })])).toEqual({
      deductibles: [],
      maximums: [],
      coinsurance: { preventive: [], basic: [], major: [], orthodontics: [], general: [] },
      frequencies: [],
      ageLimits: [],
      waitingPeriods: [],
    });
  });
});
