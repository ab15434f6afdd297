import { requiredFieldsMessage } from './transaction-detail';
import { POLICY_FIELDS, policyCheck, policyElements, subscriberPolicyChangesSchema } from './subscriber-policy';

const info = {
  policyType: 'Primary',
  CarrierName: 'Delta Dental',
  ApptDate: '2026-11-22',
  Relationship: 'Self',
  PatientId: 'PT-1',
  PatientFirstName: 'Ana',
  PatientLastName: 'Lopez',
  PatientDOB: '1980-04-02',
  type: 'FBD',
  EmployerName: 'Harbor Logistics',
  MemberID: 'M-1',
  SubscriberId: 'SB-1',
  SubscriberFirstName: 'Ana',
  SubscriberLastName: 'Lopez',
  SubscriberDOB: '1980-04-02',
  GroupNumber: 'G-1',
};

describe('the policy check', () => {
  it('passes a complete policy and names what is missing, EMPTY counting as missing', () => {
    expect(policyCheck(info)).toEqual({ passes: true, missing: [], message: '' });
    expect(policyCheck({ ...info, policyType: '', CarrierName: 'EMPTY' })).toEqual({
      passes: false,
      missing: ['policyType', 'CarrierName'],
      message: requiredFieldsMessage(['policyType', 'CarrierName']),
    });
  });

  it('does not ask an ELG transaction for a policy type', () => {
    expect(policyCheck({ ...info, type: 'ELG', policyType: '' }).passes).toBe(true);
  });
});

describe('the policy elements', () => {
  it('lists every element in order, marking the required ones for the type and locking the subscriber id', () => {
    const elements = policyElements(info);
    expect(elements.map((e) => e.name)).toEqual([...POLICY_FIELDS]);
    expect(elements.filter((e) => e.required).map((e) => e.name)).toEqual(['policyType', 'CarrierName']);
    expect(elements.filter((e) => e.locked).map((e) => e.name)).toEqual(['SubscriberId']);
    expect(
      policyElements({ ...info, type: 'ELG' })
        .filter((e) => e.required)
        .map((e) => e.name),
    ).toEqual(['CarrierName']);
  });
});

describe('policy changes', () => {
  it('accepts the choices and dates of the tab and refuses others with the field named', () => {
    expect(subscriberPolicyChangesSchema.parse({ policyType: 'Secondary', SubscriberDOB: '05/06/1979' })).toEqual({
      policyType: 'Secondary',
      SubscriberDOB: '1979-05-06',
    });
    const refused = subscriberPolicyChangesSchema.safeParse({ policyType: 'Tertiary', Relationship: 'Cousin' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`)).toEqual([
      'policyType must be one of Primary, Secondary',
      'Relationship must be one of Self, Spouse, Child, Other',
    ]);
  });
});
