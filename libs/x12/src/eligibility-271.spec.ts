import { readFileSync } from 'fs';
import { join } from 'path';
import { read271 } from './eligibility-271';
import { X12Error } from './x12-error';

const fixture = (name: string) => readFileSync(join(__dirname, '../test/fixtures', name), 'utf8');

/**
 * Every field of every fixture's response is stated below in full, so a change in what the reader
 * makes of a 271 fails here. The fixtures are one segment per line: a segment's position in an
 * error message is its line number.
 */
describe('read271', () => {
  describe('271-active-dental.x12: active dental PPO coverage; the subscriber is the patient', () => {
    const text = fixture('271-active-dental.x12');
    const response = read271(text, { procedureCodes: ['D0120', 'D1110', 'D2750', 'D6010', 'D1206', 'D8080', 'D2391'] });

    it('answers with exactly the fields of the response', () => {
      expect(Object.keys(response)).toEqual([
        'meta',
        'controlNumber',
        'reassociationKey',
        'tradingPartnerServiceId',
        'provider',
        'subscriber',
        'payer',
        'planInformation',
        'planDateInformation',
        'planStatus',
        'benefitsInformation',
        'subscriberTraceNumbers',
        'errors',
        'x12',
        'dentalBenefits',
        'procedureAnswers',
      ]);
      expect(response.x12).toBe(text);
    });

    it('reads the envelope and the parties', () => {
      expect(response.meta).toEqual({
        senderId: 'DELTADENTALCA',
        submitterId: 'DENTALBACKOFF',
        applicationMode: 'production',
        traceId: 'TRC20240115001',
        outboundTraceId: 'DD0115-88231',
      });
      expect(response.controlNumber).toEqual('000004711');
      expect(response.reassociationKey).toEqual('TRC20240115001');
      expect(response.tradingPartnerServiceId).toEqual('94276');
      expect(response.provider).toEqual({
        providerName: 'BRIGHT SMILES DENTAL GROUP',
        entityIdentifier: 'Provider',
        entityType: 'Non-Person Entity',
        npi: '1234567893',
      });
      expect(response.subscriber).toEqual({
        memberId: 'DDC778812345',
        firstName: 'MARIA',
        lastName: 'RIVERA',
        middleName: 'L',
        gender: 'F',
        entityIdentifier: 'Insured or Subscriber',
        entityType: 'Person',
        dateOfBirth: '19850312',
        groupNumber: '100245',
        address: { address1: '1420 ELM STREET', address2: 'APT 5', city: 'SACRAMENTO', state: 'CA', postalCode: '958140000' },
        insuredIndicator: 'Y',
        relationToSubscriberCode: '18',
        relationToSubscriber: 'Self',
      });
      expect(response.payer).toEqual({
        entityIdentifier: 'Payer',
        entityType: 'Non-Person Entity',
        lastName: 'DELTA DENTAL OF CALIFORNIA',
        name: 'DELTA DENTAL OF CALIFORNIA',
        payorIdentification: '94276',
        contactInformation: {
          name: 'PROVIDER SERVICES',
          contacts: [
            { communicationMode: 'Telephone', communicationNumber: '8007652400' },
            { communicationMode: 'Uniform Resource Locator (URL)', communicationNumber: 'www.deltadentalins.com' },
          ],
        },
      });
      expect(response.subscriberTraceNumbers).toEqual([
        {
          traceTypeCode: '2',
          traceType: 'Referenced Transaction Trace Numbers',
          referenceIdentification: 'TRC20240115001',
          originatingCompanyIdentifier: '9DENTALBO1',
        },
        {
          traceTypeCode: '1',
          traceType: 'Current Transaction Trace Numbers',
          referenceIdentification: 'DD0115-88231',
          originatingCompanyIdentifier: '9094276001',
        },
      ]);
      expect(response.errors).toEqual([]);
    });

    it('reads the plan: identifiers, dates and status', () => {
      expect(response.planInformation).toEqual({
        groupNumber: '100245',
        groupDescription: 'ACME MANUFACTURING DENTAL PPO',
        priorIdNumber: 'AC44120987',
      });
      expect(response.planDateInformation).toEqual({ planBegin: '20240101', planEnd: '20241231', eligibilityBegin: '20190701' });
      expect(response.planStatus).toEqual([
        { statusCode: '1', status: 'Active Coverage', planDetails: 'DELTA DENTAL PPO', serviceTypeCodes: ['35'] },
      ]);
    });

    it('reads every EB loop into benefitsInformation', () => {
      expect(response.benefitsInformation).toEqual([
        {
          code: '1',
          name: 'Active Coverage',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          insuranceTypeCode: 'GP',
          insuranceType: 'Group Policy',
          planCoverage: 'DELTA DENTAL PPO',
        },
        {
          code: 'C',
          name: 'Deductible',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          timeQualifierCode: '23',
          timeQualifier: 'Calendar Year',
          benefitAmount: '50',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
        },
        {
          code: 'C',
          name: 'Deductible',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          timeQualifierCode: '29',
          timeQualifier: 'Remaining',
          benefitAmount: '25',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
        },
        {
          code: 'C',
          name: 'Deductible',
          coverageLevelCode: 'FAM',
          coverageLevel: 'Family',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          timeQualifierCode: '23',
          timeQualifier: 'Calendar Year',
          benefitAmount: '150',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
        },
        {
          code: 'C',
          name: 'Deductible',
          coverageLevelCode: 'FAM',
          coverageLevel: 'Family',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          timeQualifierCode: '29',
          timeQualifier: 'Remaining',
          benefitAmount: '100',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
        },
        {
          code: 'C',
          name: 'Deductible',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['23', '41'],
          serviceTypes: ['Diagnostic Dental', 'Routine (Preventive) Dental'],
          timeQualifierCode: '23',
          timeQualifier: 'Calendar Year',
          benefitAmount: '0',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
          additionalInformation: [{ description: 'DEDUCTIBLE WAIVED FOR DIAGNOSTIC AND PREVENTIVE SERVICES' }],
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          timeQualifierCode: '23',
          timeQualifier: 'Calendar Year',
          benefitAmount: '1500',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          timeQualifierCode: '29',
          timeQualifier: 'Remaining',
          benefitAmount: '1120.5',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
        },
        {
          code: 'A',
          name: 'Co-Insurance',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['23', '41'],
          serviceTypes: ['Diagnostic Dental', 'Routine (Preventive) Dental'],
          timeQualifierCode: '27',
          timeQualifier: 'Visit',
          benefitPercent: '0',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
          eligibilityAdditionalInformation: {
            codeListQualifierCode: 'ZZ',
            codeListQualifier: 'Mutually Defined',
            industryCode: '11',
            industry: 'Office',
          },
          eligibilityAdditionalInformationList: [
            { codeListQualifierCode: 'ZZ', codeListQualifier: 'Mutually Defined', industryCode: '11', industry: 'Office' },
          ],
        },
        {
          code: 'A',
          name: 'Co-Insurance',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['25', '26', '24', '40'],
          serviceTypes: ['Restorative', 'Endodontics', 'Periodontics', 'Oral Surgery'],
          timeQualifierCode: '27',
          timeQualifier: 'Visit',
          benefitPercent: '0.2',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
        },
        {
          code: 'A',
          name: 'Co-Insurance',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['25', '26', '24', '40'],
          serviceTypes: ['Restorative', 'Endodontics', 'Periodontics', 'Oral Surgery'],
          timeQualifierCode: '27',
          timeQualifier: 'Visit',
          benefitPercent: '0.5',
          inPlanNetworkIndicatorCode: 'N',
          inPlanNetworkIndicator: 'No',
        },
        {
          code: 'A',
          name: 'Co-Insurance',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['36', '39'],
          serviceTypes: ['Dental Crowns', 'Prosthodontics'],
          timeQualifierCode: '27',
          timeQualifier: 'Visit',
          benefitPercent: '0.5',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['32', '36', '39'],
          serviceTypes: ['Plan Waiting Period', 'Dental Crowns', 'Prosthodontics'],
          quantityQualifierCode: 'MN',
          quantityQualifier: 'Month',
          benefitQuantity: '12',
          inPlanNetworkIndicatorCode: 'W',
          inPlanNetworkIndicator: 'Not Applicable',
          benefitsDateInformation: { benefitBegin: '20240701' },
          additionalInformation: [{ description: '12 MONTH WAITING PERIOD FOR MAJOR SERVICES' }],
        },
        {
          code: 'A',
          name: 'Co-Insurance',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['38'],
          serviceTypes: ['Orthodontics'],
          timeQualifierCode: '27',
          timeQualifier: 'Visit',
          benefitPercent: '0.5',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['38'],
          serviceTypes: ['Orthodontics'],
          timeQualifierCode: '32',
          timeQualifier: 'Lifetime',
          benefitAmount: '1000',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['38'],
          serviceTypes: ['Orthodontics'],
          timeQualifierCode: '33',
          timeQualifier: 'Lifetime Remaining',
          benefitAmount: '1000',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['38'],
          serviceTypes: ['Orthodontics'],
          quantityQualifierCode: 'S7',
          quantityQualifier: 'Age, High Value',
          benefitQuantity: '19',
          additionalInformation: [{ description: 'ORTHODONTIC BENEFITS END AT AGE 19' }],
        },
        {
          code: 'U',
          name: 'Contact Following Entity for Eligibility or Benefit Information',
          serviceTypeCodes: ['38'],
          serviceTypes: ['Orthodontics'],
          headerLoopIdentifierCode: '2120',
          trailerLoopIdentifierCode: '2120',
          benefitsRelatedEntity: {
            entityIdentifierCode: 'VN',
            entityIdentifier: 'Vendor',
            entityType: 'Non-Person Entity',
            entityName: 'ORTHO BENEFIT ADMINISTRATORS',
            entityIdentification: 'PI',
            entityIdentificationValue: 'ORTH01',
            contactInformation: { name: 'ORTHO DESK', contacts: [{ communicationMode: 'Telephone', communicationNumber: '8005551234' }] },
          },
          benefitsRelatedEntities: [
            {
              entityIdentifierCode: 'VN',
              entityIdentifier: 'Vendor',
              entityType: 'Non-Person Entity',
              entityName: 'ORTHO BENEFIT ADMINISTRATORS',
              entityIdentification: 'PI',
              entityIdentificationValue: 'ORTH01',
              contactInformation: { name: 'ORTHO DESK', contacts: [{ communicationMode: 'Telephone', communicationNumber: '8005551234' }] },
            },
          ],
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['23'],
          serviceTypes: ['Diagnostic Dental'],
          timeQualifierCode: '22',
          timeQualifier: 'Service Year',
          quantityQualifierCode: 'VS',
          quantityQualifier: 'Visits',
          benefitQuantity: '2',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
          compositeMedicalProcedureIdentifier: {
            productOrServiceIdQualifierCode: 'AD',
            productOrServiceIdQualifier: 'American Dental Association Codes',
            procedureCode: 'D0120',
          },
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['23'],
          serviceTypes: ['Diagnostic Dental'],
          timeQualifierCode: '29',
          timeQualifier: 'Remaining',
          quantityQualifierCode: 'VS',
          quantityQualifier: 'Visits',
          benefitQuantity: '1',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
          compositeMedicalProcedureIdentifier: {
            productOrServiceIdQualifierCode: 'AD',
            productOrServiceIdQualifier: 'American Dental Association Codes',
            procedureCode: 'D0120',
          },
          benefitsDateInformation: { latestVisitOrConsultation: '20230815' },
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['41'],
          serviceTypes: ['Routine (Preventive) Dental'],
          timeQualifierCode: '23',
          timeQualifier: 'Calendar Year',
          quantityQualifierCode: 'VS',
          quantityQualifier: 'Visits',
          benefitQuantity: '2',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
          compositeMedicalProcedureIdentifier: {
            productOrServiceIdQualifierCode: 'AD',
            productOrServiceIdQualifier: 'American Dental Association Codes',
            procedureCode: 'D1110',
          },
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['41'],
          serviceTypes: ['Routine (Preventive) Dental'],
          timeQualifierCode: '29',
          timeQualifier: 'Remaining',
          quantityQualifierCode: 'VS',
          quantityQualifier: 'Visits',
          benefitQuantity: '2',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
          compositeMedicalProcedureIdentifier: {
            productOrServiceIdQualifierCode: 'AD',
            productOrServiceIdQualifier: 'American Dental Association Codes',
            procedureCode: 'D1110',
          },
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['41'],
          serviceTypes: ['Routine (Preventive) Dental'],
          quantityQualifierCode: 'S7',
          quantityQualifier: 'Age, High Value',
          benefitQuantity: '16',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
          compositeMedicalProcedureIdentifier: {
            productOrServiceIdQualifierCode: 'AD',
            productOrServiceIdQualifier: 'American Dental Association Codes',
            procedureCode: 'D1206',
          },
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['36'],
          serviceTypes: ['Dental Crowns'],
          authOrCertIndicator: 'Y',
          inPlanNetworkIndicatorCode: 'Y',
          inPlanNetworkIndicator: 'Yes',
          compositeMedicalProcedureIdentifier: {
            productOrServiceIdQualifierCode: 'AD',
            productOrServiceIdQualifier: 'American Dental Association Codes',
            procedureCode: 'D2750',
          },
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
          additionalInformation: [{ description: 'PRE-TREATMENT ESTIMATE RECOMMENDED' }],
        },
        {
          code: 'I',
          name: 'Non-Covered',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['39'],
          serviceTypes: ['Prosthodontics'],
          compositeMedicalProcedureIdentifier: {
            productOrServiceIdQualifierCode: 'AD',
            productOrServiceIdQualifier: 'American Dental Association Codes',
            procedureCode: 'D6010',
          },
          additionalInformation: [{ description: 'IMPLANTS ARE NOT A COVERED BENEFIT' }],
        },
      ]);
    });

    it('groups the dental benefits', () => {
      expect(response.dentalBenefits).toEqual({
        active: true,
        deductibles: [
          {
            categories: ['general'],
            serviceTypeCodes: ['35'],
            serviceTypes: ['Dental Care'],
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'Y',
            inPlanNetworkIndicator: 'Yes',
            timeQualifierCode: '23',
            timeQualifier: 'Calendar Year',
            amount: '50',
            remaining: '25',
          },
          {
            categories: ['general'],
            serviceTypeCodes: ['35'],
            serviceTypes: ['Dental Care'],
            coverageLevelCode: 'FAM',
            coverageLevel: 'Family',
            inPlanNetworkIndicatorCode: 'Y',
            inPlanNetworkIndicator: 'Yes',
            timeQualifierCode: '23',
            timeQualifier: 'Calendar Year',
            amount: '150',
            remaining: '100',
          },
          {
            categories: ['preventive'],
            serviceTypeCodes: ['23', '41'],
            serviceTypes: ['Diagnostic Dental', 'Routine (Preventive) Dental'],
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'Y',
            inPlanNetworkIndicator: 'Yes',
            timeQualifierCode: '23',
            timeQualifier: 'Calendar Year',
            amount: '0',
          },
        ],
        maximums: [
          {
            categories: ['general'],
            serviceTypeCodes: ['35'],
            serviceTypes: ['Dental Care'],
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'Y',
            inPlanNetworkIndicator: 'Yes',
            timeQualifierCode: '23',
            timeQualifier: 'Calendar Year',
            amount: '1500',
            remaining: '1120.5',
          },
          {
            categories: ['orthodontics'],
            serviceTypeCodes: ['38'],
            serviceTypes: ['Orthodontics'],
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'Y',
            inPlanNetworkIndicator: 'Yes',
            timeQualifierCode: '32',
            timeQualifier: 'Lifetime',
            amount: '1000',
            remaining: '1000',
          },
        ],
        coinsurance: {
          preventive: [
            {
              categories: ['preventive'],
              serviceTypeCodes: ['23', '41'],
              serviceTypes: ['Diagnostic Dental', 'Routine (Preventive) Dental'],
              coverageLevelCode: 'IND',
              coverageLevel: 'Individual',
              inPlanNetworkIndicatorCode: 'Y',
              inPlanNetworkIndicator: 'Yes',
              patientPercent: '0',
              planPercent: '1',
            },
          ],
          basic: [
            {
              categories: ['basic'],
              serviceTypeCodes: ['25', '26', '24', '40'],
              serviceTypes: ['Restorative', 'Endodontics', 'Periodontics', 'Oral Surgery'],
              coverageLevelCode: 'IND',
              coverageLevel: 'Individual',
              inPlanNetworkIndicatorCode: 'Y',
              inPlanNetworkIndicator: 'Yes',
              patientPercent: '0.2',
              planPercent: '0.8',
            },
            {
              categories: ['basic'],
              serviceTypeCodes: ['25', '26', '24', '40'],
              serviceTypes: ['Restorative', 'Endodontics', 'Periodontics', 'Oral Surgery'],
              coverageLevelCode: 'IND',
              coverageLevel: 'Individual',
              inPlanNetworkIndicatorCode: 'N',
              inPlanNetworkIndicator: 'No',
              patientPercent: '0.5',
              planPercent: '0.5',
            },
          ],
          major: [
            {
              categories: ['major'],
              serviceTypeCodes: ['36', '39'],
              serviceTypes: ['Dental Crowns', 'Prosthodontics'],
              coverageLevelCode: 'IND',
              coverageLevel: 'Individual',
              inPlanNetworkIndicatorCode: 'Y',
              inPlanNetworkIndicator: 'Yes',
              patientPercent: '0.5',
              planPercent: '0.5',
            },
          ],
          orthodontics: [
            {
              categories: ['orthodontics'],
              serviceTypeCodes: ['38'],
              serviceTypes: ['Orthodontics'],
              coverageLevelCode: 'IND',
              coverageLevel: 'Individual',
              inPlanNetworkIndicatorCode: 'Y',
              inPlanNetworkIndicator: 'Yes',
              patientPercent: '0.5',
              planPercent: '0.5',
            },
          ],
          general: [],
        },
        frequencies: [
          {
            categories: ['preventive'],
            serviceTypeCodes: ['23'],
            serviceTypes: ['Diagnostic Dental'],
            procedureCode: 'D0120',
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'Y',
            inPlanNetworkIndicator: 'Yes',
            description: '2 Visits per Service Year',
            quantity: '2',
            quantityQualifier: 'Visits',
            timeQualifierCode: '22',
            timeQualifier: 'Service Year',
            remaining: '1',
          },
          {
            categories: ['preventive'],
            serviceTypeCodes: ['41'],
            serviceTypes: ['Routine (Preventive) Dental'],
            procedureCode: 'D1110',
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'Y',
            inPlanNetworkIndicator: 'Yes',
            description: '2 Visits per Calendar Year',
            quantity: '2',
            quantityQualifier: 'Visits',
            timeQualifierCode: '23',
            timeQualifier: 'Calendar Year',
            remaining: '2',
          },
          {
            categories: ['major'],
            serviceTypeCodes: ['36'],
            serviceTypes: ['Dental Crowns'],
            procedureCode: 'D2750',
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'Y',
            inPlanNetworkIndicator: 'Yes',
            description: '1 Visits within 60 Month',
            serviceDelivery: [
              {
                quantityQualifierCode: 'VS',
                quantityQualifier: 'Visits',
                quantity: '1',
                timePeriodQualifierCode: '34',
                timePeriodQualifier: 'Month',
                numOfPeriods: '60',
              },
            ],
          },
        ],
        ageLimits: [
          {
            categories: ['orthodontics'],
            serviceTypeCodes: ['38'],
            serviceTypes: ['Orthodontics'],
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            description: 'Up to age 19',
            maximumAge: '19',
          },
          {
            categories: ['preventive'],
            serviceTypeCodes: ['41'],
            serviceTypes: ['Routine (Preventive) Dental'],
            procedureCode: 'D1206',
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'Y',
            inPlanNetworkIndicator: 'Yes',
            description: 'Up to age 16',
            maximumAge: '16',
          },
        ],
        waitingPeriods: [
          {
            categories: ['major'],
            serviceTypeCodes: ['36', '39'],
            serviceTypes: ['Dental Crowns', 'Prosthodontics'],
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'W',
            inPlanNetworkIndicator: 'Not Applicable',
            messages: ['12 MONTH WAITING PERIOD FOR MAJOR SERVICES'],
            description: 'Dental Crowns, Prosthodontics: waiting period 12 Month until 20240701',
            duration: '12 Month',
            ends: '20240701',
          },
        ],
      });
    });

    it('answers for each CDT code asked about', () => {
      expect(response.procedureAnswers).toEqual([
        {
          procedureCode: 'D0120',
          serviceTypeCode: '23',
          serviceType: 'Diagnostic Dental',
          category: 'preventive',
          covered: true,
          reason: 'Active Coverage for Dental Care',
          patientSharePercent: '0',
          frequency: '2 Visits per Service Year',
          frequencyLeft: '1',
          messages: ['DEDUCTIBLE WAIVED FOR DIAGNOSTIC AND PREVENTIVE SERVICES'],
          answeredBy: 'procedure',
        },
        {
          procedureCode: 'D1110',
          serviceTypeCode: '41',
          serviceType: 'Routine (Preventive) Dental',
          category: 'preventive',
          covered: true,
          reason: 'Active Coverage for Dental Care',
          patientSharePercent: '0',
          frequency: '2 Visits per Calendar Year',
          frequencyLeft: '2',
          messages: ['DEDUCTIBLE WAIVED FOR DIAGNOSTIC AND PREVENTIVE SERVICES'],
          answeredBy: 'procedure',
        },
        {
          procedureCode: 'D2750',
          serviceTypeCode: '36',
          serviceType: 'Dental Crowns',
          category: 'major',
          covered: true,
          reason: 'Active Coverage for Dental Care',
          patientSharePercent: '0.5',
          frequency: '1 Visits within 60 Month',
          waitingPeriod: 'Dental Crowns, Prosthodontics: waiting period 12 Month until 20240701',
          priorAuthorizationRequired: true,
          messages: ['PRE-TREATMENT ESTIMATE RECOMMENDED'],
          answeredBy: 'procedure',
        },
        {
          procedureCode: 'D6010',
          serviceTypeCode: '39',
          serviceType: 'Prosthodontics',
          category: 'major',
          covered: false,
          reason: 'Non-Covered for D6010',
          patientSharePercent: '0.5',
          waitingPeriod: 'Dental Crowns, Prosthodontics: waiting period 12 Month until 20240701',
          messages: ['IMPLANTS ARE NOT A COVERED BENEFIT'],
          answeredBy: 'procedure',
        },
        {
          procedureCode: 'D1206',
          serviceTypeCode: '41',
          serviceType: 'Routine (Preventive) Dental',
          category: 'preventive',
          covered: true,
          reason: 'Active Coverage for Dental Care',
          patientSharePercent: '0',
          ageLimit: 'Up to age 16',
          messages: ['DEDUCTIBLE WAIVED FOR DIAGNOSTIC AND PREVENTIVE SERVICES'],
          answeredBy: 'procedure',
        },
        {
          procedureCode: 'D8080',
          serviceTypeCode: '38',
          serviceType: 'Orthodontics',
          category: 'orthodontics',
          covered: true,
          reason: 'Active Coverage for Dental Care',
          patientSharePercent: '0.5',
          ageLimit: 'Up to age 19',
          messages: ['ORTHODONTIC BENEFITS END AT AGE 19'],
          answeredBy: 'serviceType',
        },
        {
          procedureCode: 'D2391',
          serviceTypeCode: '25',
          serviceType: 'Restorative',
          category: 'basic',
          covered: true,
          reason: 'Active Coverage for Dental Care',
          patientSharePercent: '0.2',
          messages: [],
          answeredBy: 'serviceType',
        },
      ]);
    });
  });

  describe('271-inactive.x12: coverage ended with the employer group', () => {
    const text = fixture('271-inactive.x12');
    const response = read271(text, { procedureCodes: ['D1110'] });

    it('answers with exactly the fields of the response', () => {
      expect(Object.keys(response)).toEqual([
        'meta',
        'controlNumber',
        'reassociationKey',
        'tradingPartnerServiceId',
        'provider',
        'subscriber',
        'payer',
        'planInformation',
        'planDateInformation',
        'planStatus',
        'benefitsInformation',
        'subscriberTraceNumbers',
        'errors',
        'x12',
        'dentalBenefits',
        'procedureAnswers',
      ]);
      expect(response.x12).toBe(text);
    });

    it('reads the envelope and the parties', () => {
      expect(response.meta).toEqual({
        senderId: 'METLIFEDENTAL',
        submitterId: 'DENTALBACKOFF',
        applicationMode: 'production',
        traceId: 'TRC20240220007',
      });
      expect(response.controlNumber).toEqual('000000882');
      expect(response.reassociationKey).toEqual('TRC20240220007');
      expect(response.tradingPartnerServiceId).toEqual('65978');
      expect(response.provider).toEqual({
        providerName: 'OKAFOR',
        providerFirstName: 'CHIDI',
        entityIdentifier: 'Provider',
        entityType: 'Person',
        npi: '1245319599',
      });
      expect(response.subscriber).toEqual({
        memberId: 'MET55501234',
        firstName: 'ERIK',
        lastName: 'HALVORSEN',
        gender: 'M',
        entityIdentifier: 'Insured or Subscriber',
        entityType: 'Person',
        dateOfBirth: '19720508',
        groupNumber: 'KD4410',
      });
      expect(response.payer).toEqual({
        entityIdentifier: 'Payer',
        entityType: 'Non-Person Entity',
        lastName: 'METLIFE DENTAL',
        name: 'METLIFE DENTAL',
        payorIdentification: '65978',
      });
      expect(response.subscriberTraceNumbers).toEqual([
        {
          traceTypeCode: '2',
          traceType: 'Referenced Transaction Trace Numbers',
          referenceIdentification: 'TRC20240220007',
          originatingCompanyIdentifier: '9DENTALBO1',
        },
      ]);
      expect(response.errors).toEqual([]);
    });

    it('reads the plan: identifiers, dates and status', () => {
      expect(response.planInformation).toEqual({ groupNumber: 'KD4410' });
      expect(response.planDateInformation).toEqual({ planBegin: '20230101', planEnd: '20231231' });
      expect(response.planStatus).toEqual([{ statusCode: '6', status: 'Inactive', planDetails: 'PPO DENTAL', serviceTypeCodes: ['35'] }]);
    });

    it('reads every EB loop into benefitsInformation', () => {
      expect(response.benefitsInformation).toEqual([
        {
          code: '6',
          name: 'Inactive',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          planCoverage: 'PPO DENTAL',
          benefitsDateInformation: { eligibilityEnd: '20231231' },
          additionalInformation: [{ description: 'COVERAGE TERMINATED - EMPLOYER GROUP CANCELLED' }],
        },
      ]);
    });

    it('groups the dental benefits', () => {
      expect(response.dentalBenefits).toEqual({
        active: false,
        deductibles: [],
        maximums: [],
        coinsurance: { preventive: [], basic: [], major: [], orthodontics: [], general: [] },
        frequencies: [],
        ageLimits: [],
        waitingPeriods: [],
      });
    });

    it('answers for each CDT code asked about', () => {
      expect(response.procedureAnswers).toEqual([
        {
          procedureCode: 'D1110',
          serviceTypeCode: '41',
          serviceType: 'Routine (Preventive) Dental',
          category: 'preventive',
          covered: false,
          reason: 'Inactive for Dental Care',
          messages: [],
          answeredBy: 'plan',
        },
      ]);
    });
  });

  describe('271-subscriber-not-found.x12: the payer finds no such subscriber (AAA*N**75*C)', () => {
    const text = fixture('271-subscriber-not-found.x12');
    const response = read271(text, { procedureCodes: ['D0120'] });

    it('answers with exactly the fields of the response', () => {
      expect(Object.keys(response)).toEqual([
        'meta',
        'controlNumber',
        'reassociationKey',
        'tradingPartnerServiceId',
        'provider',
        'subscriber',
        'payer',
        'planInformation',
        'planDateInformation',
        'planStatus',
        'benefitsInformation',
        'subscriberTraceNumbers',
        'errors',
        'x12',
        'dentalBenefits',
        'procedureAnswers',
      ]);
      expect(response.x12).toBe(text);
    });

    it('reads the envelope and the parties', () => {
      expect(response.meta).toEqual({
        senderId: 'CIGNADENTAL',
        submitterId: 'DENTALBACKOFF',
        applicationMode: 'test',
        traceId: 'TRC20240301042',
      });
      expect(response.controlNumber).toEqual('000000012');
      expect(response.reassociationKey).toEqual('TRC20240301042');
      expect(response.tradingPartnerServiceId).toEqual('62308');
      expect(response.provider).toEqual({
        providerName: 'BRIGHT SMILES DENTAL GROUP',
        entityIdentifier: 'Provider',
        entityType: 'Non-Person Entity',
        npi: '1234567893',
      });
      expect(response.subscriber).toEqual({
        memberId: 'U99887766',
        firstName: 'THANH',
        lastName: 'NGUYEN',
        gender: 'M',
        entityIdentifier: 'Insured or Subscriber',
        entityType: 'Person',
        dateOfBirth: '19900117',
        aaaErrors: [
          {
            field: 'AAA',
            code: '75',
            description: 'Subscriber/Insured Not Found',
            location: 'Loop 2100C',
            followupActionCode: 'C',
            followupAction: 'Please Correct and Resubmit',
            possibleResolutions: 'Check the member ID, name and date of birth; the payer found no such subscriber.',
          },
        ],
      });
      expect(response.payer).toEqual({
        entityIdentifier: 'Payer',
        entityType: 'Non-Person Entity',
        lastName: 'CIGNA DENTAL',
        name: 'CIGNA DENTAL',
        payorIdentification: '62308',
      });
      expect(response.subscriberTraceNumbers).toEqual([
        {
          traceTypeCode: '2',
          traceType: 'Referenced Transaction Trace Numbers',
          referenceIdentification: 'TRC20240301042',
          originatingCompanyIdentifier: '9DENTALBO1',
        },
      ]);
      expect(response.errors).toEqual([
        {
          field: 'AAA',
          code: '75',
          description: 'Subscriber/Insured Not Found',
          location: 'Loop 2100C',
          followupActionCode: 'C',
          followupAction: 'Please Correct and Resubmit',
          possibleResolutions: 'Check the member ID, name and date of birth; the payer found no such subscriber.',
        },
      ]);
    });

    it('reads the plan: identifiers, dates and status', () => {
      expect(response.planInformation).toEqual({});
      expect(response.planDateInformation).toEqual({});
      expect(response.planStatus).toEqual([]);
    });

    it('reads every EB loop into benefitsInformation', () => {
      expect(response.benefitsInformation).toEqual([]);
    });

    it('groups the dental benefits', () => {
      expect(response.dentalBenefits).toEqual({
        deductibles: [],
        maximums: [],
        coinsurance: { preventive: [], basic: [], major: [], orthodontics: [], general: [] },
        frequencies: [],
        ageLimits: [],
        waitingPeriods: [],
      });
    });

    it('answers for each CDT code asked about', () => {
      expect(response.procedureAnswers).toEqual([
        {
          procedureCode: 'D0120',
          serviceTypeCode: '23',
          serviceType: 'Diagnostic Dental',
          category: 'preventive',
          covered: false,
          reason: 'The payer states no active dental coverage',
          messages: [],
          answeredBy: 'plan',
        },
      ]);
    });
  });

  describe('271-dependent.x12: the patient is a child of the subscriber (loop 2000D), out of network', () => {
    const text = fixture('271-dependent.x12');
    const response = read271(text, { procedureCodes: ['D8080', 'D2740', 'D1120'] });

    it('answers with exactly the fields of the response', () => {
      expect(Object.keys(response)).toEqual([
        'meta',
        'controlNumber',
        'reassociationKey',
        'tradingPartnerServiceId',
        'provider',
        'subscriber',
        'dependents',
        'payer',
        'planInformation',
        'planDateInformation',
        'planStatus',
        'benefitsInformation',
        'subscriberTraceNumbers',
        'errors',
        'x12',
        'dentalBenefits',
        'procedureAnswers',
      ]);
      expect(response.x12).toBe(text);
    });

    it('reads the envelope and the parties', () => {
      expect(response.meta).toEqual({
        senderId: 'GUARDIANDENTAL',
        submitterId: 'DENTALBACKOFF',
        applicationMode: 'production',
        traceId: 'TRC20240410003',
      });
      expect(response.controlNumber).toEqual('020240410');
      expect(response.reassociationKey).toEqual('TRC20240410003');
      expect(response.tradingPartnerServiceId).toEqual('64246');
      expect(response.provider).toEqual({
        providerName: 'BRIGHT SMILES DENTAL GROUP',
        entityIdentifier: 'Provider',
        entityType: 'Non-Person Entity',
        npi: '1234567893',
      });
      expect(response.subscriber).toEqual({
        memberId: 'GRD20418877',
        firstName: 'MARCO',
        lastName: 'RIVERA',
        middleName: 'A',
        gender: 'M',
        entityIdentifier: 'Insured or Subscriber',
        entityType: 'Person',
        dateOfBirth: '19800221',
        groupNumber: 'G-553100',
        address: { address1: '88 OAK AVENUE', city: 'FOLSOM', state: 'CA', postalCode: '95630' },
        insuredIndicator: 'Y',
        relationToSubscriberCode: '18',
        relationToSubscriber: 'Self',
      });
      expect(response.dependents).toEqual([
        {
          firstName: 'SOFIA',
          lastName: 'RIVERA',
          gender: 'F',
          entityIdentifier: 'Dependent',
          entityType: 'Person',
          dateOfBirth: '20120905',
          address: { address1: '88 OAK AVENUE', city: 'FOLSOM', state: 'CA', postalCode: '95630' },
          insuredIndicator: 'N',
          relationToSubscriberCode: '19',
          relationToSubscriber: 'Child',
        },
      ]);
      expect(response.payer).toEqual({
        entityIdentifier: 'Payer',
        entityType: 'Non-Person Entity',
        lastName: 'GUARDIAN DENTAL',
        name: 'GUARDIAN DENTAL',
        payorIdentification: '64246',
        contactInformation: {
          contacts: [
            { communicationMode: 'Telephone', communicationNumber: '8005413273' },
            { communicationMode: 'Facsimile', communicationNumber: '8005413274' },
          ],
        },
      });
      expect(response.subscriberTraceNumbers).toEqual([
        {
          traceTypeCode: '2',
          traceType: 'Referenced Transaction Trace Numbers',
          referenceIdentification: 'TRC20240410003',
          originatingCompanyIdentifier: '9DENTALBO1',
        },
      ]);
      expect(response.errors).toEqual([]);
    });

    it('reads the plan: identifiers, dates and status', () => {
      expect(response.planInformation).toEqual({ groupNumber: 'G-553100', groupDescription: 'RIVERA FAMILY DENTAL PLAN' });
      expect(response.planDateInformation).toEqual({ plan: '20240101-20241231', planBegin: '20240101', planEnd: '20241231' });
      expect(response.planStatus).toEqual([
        { statusCode: '1', status: 'Active Coverage', planDetails: 'GUARDIAN DENTAL GUARD PREFERRED', serviceTypeCodes: ['35'] },
      ]);
    });

    it('reads every EB loop into benefitsInformation', () => {
      expect(response.benefitsInformation).toEqual([
        {
          code: '1',
          name: 'Active Coverage',
          coverageLevelCode: 'FAM',
          coverageLevel: 'Family',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          insuranceTypeCode: 'GP',
          insuranceType: 'Group Policy',
          planCoverage: 'GUARDIAN DENTAL GUARD PREFERRED',
        },
        {
          code: 'C',
          name: 'Deductible',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          timeQualifierCode: '23',
          timeQualifier: 'Calendar Year',
          benefitAmount: '75',
          inPlanNetworkIndicatorCode: 'N',
          inPlanNetworkIndicator: 'No',
          additionalInformation: [{ description: 'PROVIDER IS OUT OF NETWORK BASED ON THE PROVIDED NPI' }],
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          timeQualifierCode: '23',
          timeQualifier: 'Calendar Year',
          benefitAmount: '2000',
          inPlanNetworkIndicatorCode: 'N',
          inPlanNetworkIndicator: 'No',
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['35'],
          serviceTypes: ['Dental Care'],
          timeQualifierCode: '29',
          timeQualifier: 'Remaining',
          benefitAmount: '2000',
          inPlanNetworkIndicatorCode: 'N',
          inPlanNetworkIndicator: 'No',
        },
        {
          code: 'A',
          name: 'Co-Insurance',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['41'],
          serviceTypes: ['Routine (Preventive) Dental'],
          timeQualifierCode: '27',
          timeQualifier: 'Visit',
          benefitPercent: '0.1',
          inPlanNetworkIndicatorCode: 'N',
          inPlanNetworkIndicator: 'No',
        },
        {
          code: 'A',
          name: 'Co-Insurance',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['25'],
          serviceTypes: ['Restorative'],
          timeQualifierCode: '27',
          timeQualifier: 'Visit',
          benefitPercent: '0.3',
          inPlanNetworkIndicatorCode: 'N',
          inPlanNetworkIndicator: 'No',
        },
        {
          code: 'A',
          name: 'Co-Insurance',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['38'],
          serviceTypes: ['Orthodontics'],
          timeQualifierCode: '27',
          timeQualifier: 'Visit',
          benefitPercent: '0.5',
          authOrCertIndicator: 'Y',
          inPlanNetworkIndicatorCode: 'N',
          inPlanNetworkIndicator: 'No',
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['38'],
          serviceTypes: ['Orthodontics'],
          timeQualifierCode: '32',
          timeQualifier: 'Lifetime',
          benefitAmount: '1500',
          inPlanNetworkIndicatorCode: 'N',
          inPlanNetworkIndicator: 'No',
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['38'],
          serviceTypes: ['Orthodontics'],
          timeQualifierCode: '33',
          timeQualifier: 'Lifetime Remaining',
          benefitAmount: '750',
          inPlanNetworkIndicatorCode: 'N',
          inPlanNetworkIndicator: 'No',
        },
        {
          code: 'F',
          name: 'Limitations',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['38'],
          serviceTypes: ['Orthodontics'],
          quantityQualifierCode: 'S7',
          quantityQualifier: 'Age, High Value',
          benefitQuantity: '19',
          inPlanNetworkIndicatorCode: 'N',
          inPlanNetworkIndicator: 'No',
        },
        {
          code: 'I',
          name: 'Non-Covered',
          coverageLevelCode: 'IND',
          coverageLevel: 'Individual',
          serviceTypeCodes: ['36'],
          serviceTypes: ['Dental Crowns'],
          additionalInformation: [{ description: 'CROWNS NOT COVERED UNDER AGE 16' }],
        },
      ]);
    });

    it('groups the dental benefits', () => {
      expect(response.dentalBenefits).toEqual({
        active: true,
        deductibles: [
          {
            categories: ['general'],
            serviceTypeCodes: ['35'],
            serviceTypes: ['Dental Care'],
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'N',
            inPlanNetworkIndicator: 'No',
            timeQualifierCode: '23',
            timeQualifier: 'Calendar Year',
            amount: '75',
          },
        ],
        maximums: [
          {
            categories: ['general'],
            serviceTypeCodes: ['35'],
            serviceTypes: ['Dental Care'],
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'N',
            inPlanNetworkIndicator: 'No',
            timeQualifierCode: '23',
            timeQualifier: 'Calendar Year',
            amount: '2000',
            remaining: '2000',
          },
          {
            categories: ['orthodontics'],
            serviceTypeCodes: ['38'],
            serviceTypes: ['Orthodontics'],
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'N',
            inPlanNetworkIndicator: 'No',
            timeQualifierCode: '32',
            timeQualifier: 'Lifetime',
            amount: '1500',
            remaining: '750',
          },
        ],
        coinsurance: {
          preventive: [
            {
              categories: ['preventive'],
              serviceTypeCodes: ['41'],
              serviceTypes: ['Routine (Preventive) Dental'],
              coverageLevelCode: 'IND',
              coverageLevel: 'Individual',
              inPlanNetworkIndicatorCode: 'N',
              inPlanNetworkIndicator: 'No',
              patientPercent: '0.1',
              planPercent: '0.9',
            },
          ],
          basic: [
            {
              categories: ['basic'],
              serviceTypeCodes: ['25'],
              serviceTypes: ['Restorative'],
              coverageLevelCode: 'IND',
              coverageLevel: 'Individual',
              inPlanNetworkIndicatorCode: 'N',
              inPlanNetworkIndicator: 'No',
              patientPercent: '0.3',
              planPercent: '0.7',
            },
          ],
          major: [],
          orthodontics: [
            {
              categories: ['orthodontics'],
              serviceTypeCodes: ['38'],
              serviceTypes: ['Orthodontics'],
              coverageLevelCode: 'IND',
              coverageLevel: 'Individual',
              inPlanNetworkIndicatorCode: 'N',
              inPlanNetworkIndicator: 'No',
              patientPercent: '0.5',
              planPercent: '0.5',
            },
          ],
          general: [],
        },
        frequencies: [],
        ageLimits: [
          {
            categories: ['orthodontics'],
            serviceTypeCodes: ['38'],
            serviceTypes: ['Orthodontics'],
            coverageLevelCode: 'IND',
            coverageLevel: 'Individual',
            inPlanNetworkIndicatorCode: 'N',
            inPlanNetworkIndicator: 'No',
            description: 'Up to age 19',
            maximumAge: '19',
          },
        ],
        waitingPeriods: [],
      });
    });

    it('answers for each CDT code asked about', () => {
      expect(response.procedureAnswers).toEqual([
        {
          procedureCode: 'D8080',
          serviceTypeCode: '38',
          serviceType: 'Orthodontics',
          category: 'orthodontics',
          covered: true,
          reason: 'Active Coverage for Dental Care',
          patientSharePercent: '0.5',
          ageLimit: 'Up to age 19',
          priorAuthorizationRequired: true,
          messages: [],
          answeredBy: 'serviceType',
        },
        {
          procedureCode: 'D2740',
          serviceTypeCode: '36',
          serviceType: 'Dental Crowns',
          category: 'major',
          covered: false,
          reason: 'Non-Covered for Dental Crowns',
          messages: ['CROWNS NOT COVERED UNDER AGE 16'],
          answeredBy: 'serviceType',
        },
        {
          procedureCode: 'D1120',
          serviceTypeCode: '41',
          serviceType: 'Routine (Preventive) Dental',
          category: 'preventive',
          covered: true,
          reason: 'Active Coverage for Dental Care',
          patientSharePercent: '0.1',
          messages: [],
          answeredBy: 'serviceType',
        },
      ]);
    });
  });

  describe('271-rejected-unable-to-respond.x12: the payer cannot answer now (AAA at 2000A)', () => {
    const text = fixture('271-rejected-unable-to-respond.x12');
    const response = read271(text, { procedureCodes: ['D0120'] });

    it('answers with exactly the fields of the response', () => {
      expect(Object.keys(response)).toEqual([
        'meta',
        'controlNumber',
        'reassociationKey',
        'tradingPartnerServiceId',
        'payer',
        'planInformation',
        'planDateInformation',
        'planStatus',
        'benefitsInformation',
        'errors',
        'x12',
        'dentalBenefits',
        'procedureAnswers',
      ]);
      expect(response.x12).toBe(text);
    });

    it('reads the envelope and the parties', () => {
      expect(response.meta).toEqual({ senderId: 'UNITEDCONCORD', submitterId: 'DENTALBACKOFF', applicationMode: 'production' });
      expect(response.controlNumber).toEqual('000000077');
      expect(response.reassociationKey).toEqual('TRC20240502011');
      expect(response.tradingPartnerServiceId).toEqual('89070');
      expect(response.payer).toEqual({
        entityIdentifier: 'Payer',
        entityType: 'Non-Person Entity',
        lastName: 'UNITED CONCORDIA',
        name: 'UNITED CONCORDIA',
        payorIdentification: '89070',
        contactInformation: { name: 'EDI SUPPORT', contacts: [{ communicationMode: 'Telephone', communicationNumber: '8663573304' }] },
        aaaErrors: [
          {
            field: 'AAA',
            code: '42',
            description: 'Unable to Respond at Current Time',
            location: 'Loop 2000A',
            followupActionCode: 'R',
            followupAction: 'Resubmission Allowed',
            possibleResolutions: "The payer's system did not answer; send the same request again later.",
          },
        ],
      });
      expect(response.errors).toEqual([
        {
          field: 'AAA',
          code: '42',
          description: 'Unable to Respond at Current Time',
          location: 'Loop 2000A',
          followupActionCode: 'R',
          followupAction: 'Resubmission Allowed',
          possibleResolutions: "The payer's system did not answer; send the same request again later.",
        },
      ]);
    });

    it('reads the plan: identifiers, dates and status', () => {
      expect(response.planInformation).toEqual({});
      expect(response.planDateInformation).toEqual({});
      expect(response.planStatus).toEqual([]);
    });

    it('reads every EB loop into benefitsInformation', () => {
      expect(response.benefitsInformation).toEqual([]);
    });

    it('groups the dental benefits', () => {
      expect(response.dentalBenefits).toEqual({
        deductibles: [],
        maximums: [],
        coinsurance: { preventive: [], basic: [], major: [], orthodontics: [], general: [] },
        frequencies: [],
        ageLimits: [],
        waitingPeriods: [],
      });
    });

    it('answers for each CDT code asked about', () => {
      expect(response.procedureAnswers).toEqual([
        {
          procedureCode: 'D0120',
          serviceTypeCode: '23',
          serviceType: 'Diagnostic Dental',
          category: 'preventive',
          covered: false,
          reason: 'The payer states no active dental coverage',
          messages: [],
          answeredBy: 'plan',
        },
      ]);
    });
  });
  it('reads the separators from ISA and tolerates CR/LF, giving the same response', () => {
    const text = fixture('271-active-dental.x12');
    const { x12: _original, ...expected } = read271(text, { procedureCodes: ['D2750'] });
    const translated = text.replace(/[*~^:]/g, (character) => ({ '*': '|', '~': "'", '^': '!', ':': '>' })[character] as string);
    const { x12: _translated, ...fromTranslated } = read271(translated, { procedureCodes: ['D2750'] });
    expect(fromTranslated).toEqual(expected);
    const { x12: _crlf, ...fromCrLf } = read271(text.replace(/\n/g, '\r\n'), { procedureCodes: ['D2750'] });
    expect(fromCrLf).toEqual(expected);
  });

  it('answers no procedure when none is asked about', () => {
    expect(read271(fixture('271-active-dental.x12')).procedureAnswers).toEqual([]);
  });

  it('refuses a procedure code that is not a CDT code before reading anything', () => {
    expect(() => read271(fixture('271-active-dental.x12'), { procedureCodes: ['D12'] })).toThrow(
      new RangeError("'D12' is not a CDT procedure code (D followed by four digits)"),
    );
  });
});

describe('read271 refuses a malformed 271, naming the segment', () => {
  const active = fixture('271-active-dental.x12').split('\n').slice(0, -1);

  /** Applies an edit to the active fixture's lines, then sets SE01 to the new count so only the edit is at fault. */
  function edited(edit: (lines: string[]) => void): string {
    const lines = [...active];
    edit(lines);
    const st = lines.findIndex((line) => line.startsWith('ST*'));
    const se = lines.findIndex((line) => line.startsWith('SE*'));
    lines[se] = `SE*${se - st + 1}*0001~`;
    return lines.join('\n') + '\n';
  }
  const replaced = (position: number, line: string) => edited((lines) => lines.splice(position - 1, 1, line));
  const inserted = (position: number, ...added: string[]) => edited((lines) => lines.splice(position - 1, 0, ...added));
  const removed = (position: number, count = 1) => edited((lines) => lines.splice(position - 1, count));

  function refusal(text: string): X12Error {
    try {
      read271(text);
    } catch (error) {
      expect(error).toBeInstanceOf(X12Error);
      return error as X12Error;
    }
    throw new Error('the 271 was accepted');
  }

  it('the fixture itself is accepted, so each refusal below comes from its one edit', () => {
    expect(read271(edited(() => undefined)).benefitsInformation).toHaveLength(25);
  });

  it.each([
    ['an unknown EB01', 24, 'EB*Z*IND*35***23*50*****Y~', "Segment 24 (EB): element EB01 'Z' is not an eligibility or benefit code"],
    ['a missing EB01', 24, 'EB**IND*35~', 'Segment 24 (EB): element EB01 (an eligibility or benefit code) is missing'],
    ['an unknown coverage level', 26, 'EB*C*XYZ*35***23*150*****Y~', "Segment 26 (EB): element EB02 'XYZ' is not a coverage level code"],
    [
      'an unknown service type among repetitions',
      28,
      'EB*C*IND*23^Q9***23*0*****Y~',
      "Segment 28 (EB): element EB03 'Q9' is not a service type code",
    ],
    [
      'an unknown insurance type',
      23,
      'EB*1*IND*35*ZZ*DELTA DENTAL PPO~',
      "Segment 23 (EB): element EB04 'ZZ' is not an insurance type code",
    ],
    ['an unknown time period', 24, 'EB*C*IND*35***99*50*****Y~', "Segment 24 (EB): element EB06 '99' is not a time period qualifier"],
    ['an amount that is not a number', 30, 'EB*F*IND*35***23*1,500*****Y~', "Segment 30 (EB): element EB07 '1,500' is not a number"],
    [
      'a percentage written as a whole number',
      34,
      'EB*A*IND*25^26^24^40***27**80****Y~',
      "Segment 34 (EB): element EB08 '80' is not a percentage written as a fraction from 0 to 1 (0.2 for 20 %)",
    ],
    [
      'a quantity qualifier without a quantity',
      43,
      'EB*F*IND*38******S7~',
      'Segment 43 (EB): element EB10 (quantity) is missing while EB09 names what it counts',
    ],
    [
      'a quantity without its qualifier',
      43,
      'EB*F*IND*38*******19~',
      'Segment 43 (EB): element EB09 (quantity qualifier) is missing while EB10 gives a quantity',
    ],
    ['an unknown quantity qualifier', 43, 'EB*F*IND*38******ZZ*19~', "Segment 43 (EB): element EB09 'ZZ' is not a quantity qualifier"],
    [
      'an authorisation indicator other than Y, N or U',
      56,
      'EB*F*IND*36********X*Y*AD:D2750~',
      "Segment 56 (EB): element EB11 'X' is not Y, N or U",
    ],
    [
      'an unknown network indicator',
      24,
      'EB*C*IND*35***23*50*****Q~',
      "Segment 24 (EB): element EB12 'Q' is not an in-plan network indicator",
    ],
    [
      'an unknown procedure code qualifier',
      50,
      'EB*F*IND*23***22***VS*2**Y*XX:D0120~',
      "Segment 50 (EB): element EB13-1 'XX' is not a product or service ID qualifier",
    ],
    [
      'an ADA-qualified code that is not CDT',
      50,
      'EB*F*IND*23***22***VS*2**Y*AD:99213~',
      "Segment 50 (EB): element EB13-2 '99213' is not a CDT procedure code, as qualifier AD says it is",
    ],
    [
      'a procedure qualifier without a code',
      50,
      'EB*F*IND*23***22***VS*2**Y*AD~',
      'Segment 50 (EB): element EB13-2 (procedure code) is missing',
    ],
    ['a date that does not exist', 20, 'DTP*346*D8*20240230~', "Segment 20 (DTP): element DTP03 '20240230' is not a CCYYMMDD date"],
    [
      'a range that ends before it begins',
      20,
      'DTP*346*RD8*20241231-20240101~',
      "Segment 20 (DTP): element DTP03 '20241231-20240101' ends before it begins",
    ],
    [
      'an unknown date qualifier',
      20,
      'DTP*999*D8*20240101~',
      "Segment 20 (DTP): element DTP01 '999' is not a date qualifier of 005010X279A1",
    ],
    ['an unknown date format', 20, 'DTP*346*DT*202401011200~', "Segment 20 (DTP): element DTP02 'DT' is not D8 or RD8"],
    [
      'a date of birth that is not D8',
      18,
      'DMG*RD8*19850312-19850313*F~',
      "Segment 18 (DMG): element DMG01 'RD8' is not D8; a date of birth is one date",
    ],
    ['an unknown gender', 18, 'DMG*D8*19850312*X~', "Segment 18 (DMG): element DMG03 'X' is not a gender code"],
    [
      'a subscriber who is not the insured',
      19,
      'INS*N*18*001*25~',
      "Segment 19 (INS): element INS01 'N' must be Y in loop 2100C, where the patient is the insured",
    ],
    ['a subscriber who is not Self', 19, 'INS*Y*19*001*25~', "Segment 19 (INS): element INS02 '19': the subscriber is 18 (Self)"],
    [
      'a dependent name in the subscriber loop',
      13,
      'NM1*03*1*RIVERA*MARIA*L***MI*DDC778812345~',
      "Segment 13 (NM1): element NM101 '03' is not one of IL that loop 2100C allows",
    ],
    [
      'an identifier without its qualifier',
      9,
      'NM1*1P*2*BRIGHT SMILES DENTAL GROUP******1234567893~',
      'Segment 9 (NM1): element NM108 (identification code qualifier) is missing while NM109 gives an identifier',
    ],
    [
      'an identifier qualifier without the identifier',
      6,
      'NM1*PR*2*DELTA DENTAL OF CALIFORNIA*****PI~',
      'Segment 6 (NM1): element NM109 (identification code) is missing while NM108 names its kind',
    ],
    [
      'an unknown reference qualifier',
      15,
      'REF*ZZZ*AC44120987~',
      "Segment 15 (REF): element REF01 'ZZZ' is not a reference identification qualifier of 005010X279A1",
    ],
    [
      'a contact without a number qualifier',
      7,
      'PER*IC*PROVIDER SERVICES~',
      'Segment 7 (PER): element PER03 (communication number qualifier) is missing',
    ],
    [
      'a place of service list other than GR, NI or ZZ',
      33,
      'III*BF*11~',
      "Segment 33 (III): element III01 'BF' is not a code list qualifier",
    ],
    [
      'an HSD that counts periods without naming them',
      57,
      'HSD*VS*1****60~',
      'Segment 57 (HSD): element HSD05 (time period qualifier) is missing while HSD06 counts periods',
    ],
    [
      'an HSD quantity without its qualifier',
      57,
      'HSD**1***34*60~',
      'Segment 57 (HSD): elements HSD01 (quantity qualifier) and HSD02 (quantity) come together',
    ],
    [
      'an LE that closes another loop than LS opened',
      49,
      'LE*2121~',
      "Segment 49 (LE): element LE01 '2121' does not match LS01 '2120' at segment 46",
    ],
    [
      'a related entity without its name',
      47,
      'N3*100 MAIN STREET~',
      'Segment 47 (N3): loop 2120C (benefit related entity) must open with NM1 after LS',
    ],
    [
      'an HL hung under the wrong parent',
      10,
      'HL*3*1*22*0~',
      "Segment 10 (HL): element HL02 '1' is a level 20 HL; level 22 sits under level 21",
    ],
    ['an HL whose parent does not exist', 10, 'HL*3*9*22*0~', "Segment 10 (HL): element HL02 '9' names no earlier HL"],
    ['an unknown HL level', 10, 'HL*3*2*24*0~', "Segment 10 (HL): element HL03 '24' is not 20, 21, 22 or 23"],
    [
      'HL01 out of sequence',
      10,
      'HL*4*2*22*0~',
      "Segment 10 (HL): element HL01 '4' should be 3: the HLs of a transaction set are numbered 1, 2, 3... in order",
    ],
    ['an HL without its child code', 10, 'HL*3*2*22~', 'Segment 10 (HL): element HL04 (hierarchical child code) is missing'],
    ['an HL04 that is not 0 or 1', 10, 'HL*3*2*22*2~', "Segment 10 (HL): element HL04 '2' is not 0 or 1"],
    [
      'a level under an HL that says it has none',
      10,
      'HL*3*2*22*1~',
      "Segment 10 (HL): element HL04 '1' says a subordinate level follows, but no HL names HL 3 as its parent",
    ],
    [
      'a receiver whose HL04 denies the subscriber under it',
      8,
      'HL*2*1*21*0~',
      "Segment 10 (HL): element HL02 '2' names an HL whose HL04 says it has no subordinate level",
    ],
    [
      'the information source without a parent-free HL02',
      5,
      'HL*1*1*20*1~',
      "Segment 5 (HL): element HL02 '1': the information source (level 20) has no parent",
    ],
    [
      'a functional group that is not HB',
      2,
      'GS*HS*DELTADENTALCA*DENTALBACKOFF*20240115*1201*4711*X*005010X279A1~',
      "Segment 2 (GS): element GS01 'HS' is not HB; a 271 travels in an HB group",
    ],
    [
      'another implementation guide',
      2,
      'GS*HB*DELTADENTALCA*DENTALBACKOFF*20240115*1201*4711*X*004010X092A1~',
      "Segment 2 (GS): element GS08 '004010X092A1' is not 005010X279A1",
    ],
    ['a transaction set that is not a 271', 3, 'ST*270*0001*005010X279A1~', "Segment 3 (ST): element ST01 '270' is not 271"],
    [
      'a BHT that asks instead of answering',
      4,
      'BHT*0022*13*TRC20240115001*20240115*120130~',
      "Segment 4 (BHT): element BHT02 '13' is not 11 or 06",
    ],
    [
      'a BHT date that does not exist',
      4,
      'BHT*0022*11*TRC20240115001*20241315*120130~',
      "Segment 4 (BHT): element BHT04 '20241315' is not a CCYYMMDD date",
    ],
  ])('%s', (_case, position, line, message) => {
    expect(refusal(replaced(position, line)).message).toBe(message);
  });

  describe('segment by segment, as 005010X279A1 defines them', () => {
    it('TRN: TRN01 is 1 or 2, TRN02 at most 50 characters, TRN03 the assigner (1 or 9 and 9 more); at most 3 in loop 2000C', () => {
      expect(refusal(replaced(11, 'TRN*3*TRC20240115001*9DENTALBO1~')).message).toBe(
        "Segment 11 (TRN): element TRN01 '3' is not a trace type code",
      );
      expect(refusal(replaced(11, `TRN*2*${'T'.repeat(51)}*9DENTALBO1~`)).message).toBe(
        'Segment 11 (TRN): element TRN02 (trace number) is longer than 50 characters',
      );
      expect(refusal(replaced(11, 'TRN*2*TRC20240115001~')).message).toBe(
        'Segment 11 (TRN): element TRN03 (trace assigning entity identifier) is missing',
      );
      expect(refusal(replaced(11, 'TRN*2*TRC20240115001*DENTALBO1~')).message).toBe(
        "Segment 11 (TRN): element TRN03 'DENTALBO1' is not 10 characters: 1 and an EIN, or 9 and an assigned identifier",
      );
      expect(refusal(inserted(12, 'TRN*2*CH0115*1234567890~', 'TRN*2*CH0116*1234567890~')).message).toBe(
        'Segment 14 (TRN): a fourth TRN; loop 2000C of a 271 carries at most 3',
      );
      const three = read271(inserted(12, 'TRN*2*CH0115*1234567890*CLEARING~'));
      expect(
        three.subscriberTraceNumbers?.map((t) => [t.traceTypeCode, t.referenceIdentification, t.originatingCompanyIdentifier]),
      ).toEqual([
        ['2', 'TRC20240115001', '9DENTALBO1'],
        ['2', 'CH0115', '1234567890'],
        ['1', 'DD0115-88231', '9094276001'],
      ]);
      expect(three.subscriberTraceNumbers?.[1].secondaryReferenceIdentification).toBe('CLEARING');
    });

    it('NM1: the subscriber is a person (NM102 1); NM108 and NM109 come together', () => {
      expect(refusal(replaced(13, 'NM1*IL*2*RIVERA*MARIA*L***MI*DDC778812345~')).message).toBe(
        "Segment 13 (NM1): element NM102 '2': loop 2100C names a 1 (Person)",
      );
      expect(refusal(replaced(13, 'NM1*IL*1*RIVERA*MARIA*L***MI~')).message).toBe(
        'Segment 13 (NM1): element NM109 (identification code) is missing while NM108 names its kind',
      );
      expect(refusal(replaced(13, 'NM1*IL*1*RIVERA*MARIA*L****DDC778812345~')).message).toBe(
        'Segment 13 (NM1): element NM108 (identification code qualifier) is missing while NM109 gives an identifier',
      );
      expect(refusal(replaced(13, 'NM1*IL*1*RIVERA*MARIA*L***XX*1234567893~')).message).toBe(
        "Segment 13 (NM1): element NM108 'XX' is not one of MI, II that loop 2100C allows",
      );
      expect(refusal(replaced(9, 'NM1*1P*3*BRIGHT SMILES DENTAL GROUP*****XX*1234567893~')).message).toBe(
        "Segment 9 (NM1): element NM102 '3' is not an entity type qualifier",
      );
    });

    it('NM1 of a dependent: a person, with no NM108/NM109 (a patient with their own ID is the subscriber)', () => {
      const dependent = fixture('271-dependent.x12');
      const refusedDependent = (line: string) => {
        try {
          read271(dependent.replace('NM1*03*1*RIVERA*SOFIA~', line));
        } catch (error) {
          return (error as X12Error).message;
        }
        throw new Error('the 271 was accepted');
      };
      expect(refusedDependent('NM1*03*1*RIVERA*SOFIA****MI*GRD20418878~')).toBe(
        'Segment 19 (NM1): elements NM108 and NM109 are not used in loop 2100D: a patient with their own member ID is sent as the subscriber',
      );
      expect(refusedDependent('NM1*03*2*RIVERA*SOFIA~')).toBe("Segment 19 (NM1): element NM102 '2': loop 2100D names a 1 (Person)");
    });

    it('AAA: AAA02 is not used, and AAA03 must be a reject reason of the loop where it stands', () => {
      expect(refusal(inserted(18, 'AAA*N*X*75*C~')).message).toBe('Segment 18 (AAA): element AAA02 is not used in 005010X279A1');
      // 75 Subscriber/Insured Not Found belongs to the subscriber; at the payer or the provider it says nothing.
      expect(refusal(inserted(7, 'AAA*N**75*C~')).message).toBe(
        "Segment 7 (AAA): element AAA03 '75' (Subscriber/Insured Not Found) is not a reject reason of loop 2100A",
      );
      expect(refusal(inserted(10, 'AAA*N**75*C~')).message).toBe(
        "Segment 10 (AAA): element AAA03 '75' (Subscriber/Insured Not Found) is not a reject reason of loop 2100B",
      );
      expect(refusal(inserted(24, 'AAA*N**75*C~')).message).toBe(
        "Segment 24 (AAA): element AAA03 '75' (Subscriber/Insured Not Found) is not a reject reason of loop 2110C",
      );
      // Each loop's own reasons are read, with where they stood.
      const accepted = (position: number, line: string) => read271(inserted(position, line)).errors.map((e) => [e.code, e.location]);
      expect(accepted(7, 'AAA*Y**42*R~')).toEqual([['42', 'Loop 2100A']]);
      expect(accepted(10, 'AAA*N**51*C~')).toEqual([['51', 'Loop 2100B']]);
      expect(accepted(18, 'AAA*N**72*C~')).toEqual([['72', 'Loop 2100C']]);
      expect(accepted(18, 'AAA*N**43*C~')).toEqual([['43', 'Loop 2100C']]);
      expect(accepted(24, 'AAA*N**AG*C~')).toEqual([['AG', 'Loop 2110C']]);
    });

    it('DTP: DTP01 must be a date of the loop where it stands (2100C person dates, 2110C benefit dates)', () => {
      expect(refusal(replaced(20, 'DTP*348*D8*20240101~')).message).toBe(
        "Segment 20 (DTP): element DTP01 '348' (benefitBegin) is not a date qualifier of loops 2100C and 2100D",
      );
      expect(refusal(inserted(24, 'DTP*442*D8*20240101~')).message).toBe(
        "Segment 24 (DTP): element DTP01 '442' (dateOfDeath) is not a date qualifier of loops 2110C and 2110D",
      );
      expect(refusal(replaced(20, 'DTP*346*D8*20240132~')).message).toBe(
        "Segment 20 (DTP): element DTP03 '20240132' is not a CCYYMMDD date",
      );
      expect(refusal(replaced(20, 'DTP*346*RD8*20241231-20240101~')).message).toBe(
        "Segment 20 (DTP): element DTP03 '20241231-20240101' ends before it begins",
      );
      expect(refusal(replaced(20, 'DTP*346*DT*20240101~')).message).toBe("Segment 20 (DTP): element DTP02 'DT' is not D8 or RD8");
      expect(read271(inserted(24, 'DTP*292*RD8*20240101-20241231~')).benefitsInformation[0].benefitsDateInformation).toEqual({
        benefit: '20240101-20241231',
        benefitBegin: '20240101',
        benefitEnd: '20241231',
      });
    });

    it('PER: PER01 is IC, and each communication number has its qualifier', () => {
      expect(refusal(replaced(7, 'PER*BL*PROVIDER SERVICES*TE*8007652400~')).message).toBe(
        "Segment 7 (PER): element PER01 'BL' is not IC (information contact)",
      );
      expect(refusal(replaced(7, 'PER*IC*PROVIDER SERVICES*TE~')).message).toBe(
        'Segment 7 (PER): element PER04 (communication number) is missing',
      );
      expect(refusal(replaced(7, 'PER*IC*PROVIDER SERVICES~')).message).toBe(
        'Segment 7 (PER): element PER03 (communication number qualifier) is missing',
      );
    });

    it('LS and LE: LS01 is 2120 and LE01 repeats it', () => {
      expect(refusal(replaced(46, 'LS*2110~')).message).toBe(
        "Segment 46 (LS): element LS01 '2110' is not 2120; LS opens the benefit related entity loop",
      );
    });

    it('MSG: MSG01 is the message, at most 264 characters', () => {
      expect(refusal(replaced(29, 'MSG~')).message).toBe('Segment 29 (MSG): element MSG01 (message text) is missing');
      expect(refusal(replaced(29, `MSG*${'X'.repeat(265)}~`)).message).toBe(
        'Segment 29 (MSG): element MSG01 is 265 characters; it holds at most 264',
      );
      expect(read271(replaced(29, `MSG*${'X'.repeat(264)}~`)).benefitsInformation[5].additionalInformation).toEqual([
        { description: 'X'.repeat(264) },
      ]);
    });

    it('EB: EB08 is a fraction, EB07 and EB10 are numbers, EB09 and EB10 come together, EB11 and EB12 are Y/N/U(/W)', () => {
      expect(refusal(replaced(24, 'EB*C*IND*35***23*5O*****Y~')).message).toBe("Segment 24 (EB): element EB07 '5O' is not a number");
      expect(refusal(replaced(24, 'EB*A*IND*35*****80****Y~')).message).toBe(
        "Segment 24 (EB): element EB08 '80' is not a percentage written as a fraction from 0 to 1 (0.2 for 20 %)",
      );
      expect(refusal(replaced(24, 'EB*F*IND*35******VS***Y~')).message).toBe(
        'Segment 24 (EB): element EB10 (quantity) is missing while EB09 names what it counts',
      );
      expect(refusal(replaced(24, 'EB*F*IND*35*******2**Y~')).message).toBe(
        'Segment 24 (EB): element EB09 (quantity qualifier) is missing while EB10 gives a quantity',
      );
      expect(refusal(replaced(24, 'EB*C*IND*35***23*50****X*Y~')).message).toBe("Segment 24 (EB): element EB11 'X' is not Y, N or U");
      expect(refusal(replaced(24, 'EB*C*IND*35***23*50*****Q~')).message).toBe(
        "Segment 24 (EB): element EB12 'Q' is not an in-plan network indicator",
      );
      expect(refusal(replaced(24, 'EB*C*IND*35***ZZ*50*****Y~')).message).toBe(
        "Segment 24 (EB): element EB06 'ZZ' is not a time period qualifier",
      );
      expect(refusal(replaced(24, 'EB*C*IND*35*QQ**23*50*****Y~')).message).toBe(
        "Segment 24 (EB): element EB04 'QQ' is not an insurance type code",
      );
      expect(refusal(replaced(24, 'EB*B*IND*35***27*25*****Y*AD:D99~')).message).toBe(
        "Segment 24 (EB): element EB13-2 'D99' is not a CDT procedure code, as qualifier AD says it is",
      );
    });
  });

  it('refuses an unknown AAA reject reason and follow-up action', () => {
    expect(refusal(inserted(18, 'AAA*N**ZZ*C~')).message).toBe("Segment 18 (AAA): element AAA03 'ZZ' is not a reject reason code");
    expect(refusal(inserted(18, 'AAA*N**75*Q~')).message).toBe("Segment 18 (AAA): element AAA04 'Q' is not a follow-up action code");
  });

  it('refuses a segment that belongs to no loop where it stands', () => {
    expect(refusal(inserted(24, 'N3*1 MAIN STREET~')).message).toBe(
      'Segment 24 (N3): not expected in loop 2110C (eligibility or benefit information)',
    );
    expect(refusal(inserted(14, 'EQ*35~')).message).toBe('Segment 14 (EQ): not expected in loop 2100C (subscriber name)');
    expect(refusal(inserted(8, 'DMG*D8*19850312*F~')).message).toBe(
      'Segment 8 (DMG): not expected in loop 2100A (information source name)',
    );
    expect(refusal(inserted(50, 'MSG*AFTER THE RELATED ENTITY~')).message).toBe(
      'Segment 50 (MSG): not expected after LE; loop 2110C ends with its LS...LE loop',
    );
  });

  it('refuses a loop without its name', () => {
    const error = refusal(removed(13));
    expect(error.message).toBe('Missing segment NM1: loop 2100C (subscriber name) must open at segment 13 (REF)');
    expect([error.segmentId, error.segmentPosition]).toEqual(['NM1', 13]);
  });

  it('refuses LS without LE', () => {
    expect(refusal(removed(49)).message).toBe('Missing segment LE: loop 2120C opened by LS at segment 46 is never closed');
  });

  it('refuses a second subscriber, since a real-time 271 answers one inquiry', () => {
    expect(refusal(inserted(61, 'HL*4*2*22*0~', 'NM1*IL*1*RIVERA*ANA****MI*DDC778812346~')).message).toBe(
      'Segment 61 (HL): a second subscriber loop (2000C); a real-time 271 answers one inquiry',
    );
  });

  it('refuses a 271 without a subscriber loop unless an AAA says why', () => {
    // The receiver's HL04 says no subscriber follows, so only the missing loop is at fault.
    const withoutSubscriber = edited((lines) => {
      lines.splice(9, 51);
      lines[7] = 'HL*2*1*21*0~';
    });
    expect(refusal(withoutSubscriber).message).toBe('Missing loop 2000C: the 271 has no subscriber (HL level 22) and no AAA saying why');
    const rejected = edited((lines) => {
      lines.splice(5, 0, 'AAA*N**42*R~');
      lines.splice(10, 51);
      lines[8] = 'HL*2*1*21*0~';
    });
    expect(read271(rejected).errors.map((error) => [error.code, error.location])).toEqual([['42', 'Loop 2000A']]);
  });

  it('refuses a 271 whose BHT is not followed by the hierarchy', () => {
    expect(refusal(removed(5)).message).toBe('Segment 5 (NM1): expected HL after BHT; the hierarchy begins there');
  });
});
