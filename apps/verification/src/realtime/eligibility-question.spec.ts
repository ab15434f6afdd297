import { eligibilityQuestion } from './eligibility-question';

const context = {
  payer: { name: 'Guardian Dental', payerId: '64246' },
  practiceName: 'Bright Smiles',
  traceNumber: 'abc123',
  traceOriginator: '9DENTALBO1',
};
const values = {
  verificationType: 'ELG',
  patientFirstName: 'maria',
  patientLastName: 'Rivera',
  patientDob: '1985-03-12',
  memberId: 'ddc778812345',
  relationship: 'Self',
  providerNpi: '1234567893',
  dateOfService: '2024-01-15',
};

describe('a carrier form as the 270 question', () => {
  it('asks about the policy holder, about dental care as a whole for an eligibility check', () => {
    expect(eligibilityQuestion(values, context)).toEqual({
      payer: { name: 'GUARDIAN DENTAL', id: '64246' },
      provider: { npi: '1234567893', organizationName: 'BRIGHT SMILES' },
      subscriber: { memberId: 'DDC778812345', firstName: 'MARIA', lastName: 'RIVERA', dateOfBirth: '19850312' },
      dateOfService: '20240115',
      serviceTypeCodes: ['35'],
      trace: { number: 'abc123', originatorId: '9DENTALBO1' },
    });
  });

  it('asks a breakdown about every class of dental care and each CDT code typed', () => {
    const question = eligibilityQuestion(
      { ...values, verificationType: 'FBD', procedureCodes: 'd2750 D0120', groupNumber: 'g-1' },
      context,
    );
    expect(question.serviceTypeCodes).toEqual(['35', '23', '41', '25', '26', '24', '36', '39', '40', '38']);
    expect(question.procedureCodes).toEqual(['D2750', 'D0120']);
    expect(question.subscriber.groupNumber).toBe('G-1');
  });

  it('asks about the patient as a dependent of the policy holder otherwise', () => {
    const question = eligibilityQuestion(
      { ...values, relationship: 'Spouse', policyholderFirstName: 'Marco', policyholderLastName: 'Rivera', policyholderDob: '1980-02-21' },
      context,
    );
    expect(question.subscriber).toEqual({ memberId: 'DDC778812345', firstName: 'MARCO', lastName: 'RIVERA', dateOfBirth: '19800221' });
    expect(question.dependent).toEqual({ firstName: 'MARIA', lastName: 'RIVERA', dateOfBirth: '19850312', relationshipCode: '01' });
    expect(
      eligibilityQuestion(
        { ...values, relationship: 'Child', policyholderFirstName: 'M', policyholderLastName: 'R', policyholderDob: '1980-02-21' },
        context,
      ).dependent?.relationshipCode,
    ).toBe('19');
  });
});
