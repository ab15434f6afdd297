import {
  STANDARD_CARRIER_FORM,
  RealtimeMessages,
  checkCarrierForm,
  eligibilityStatusOf,
  isNpiNumber,
  procedureCodesOf,
  processFlowSchema,
  realtimeFileName,
  storeRealtimeSchema,
} from './realtime-verification';

const filled = {
  verificationType: 'ELG',
  patientFirstName: 'Maria',
  patientLastName: "O'Neil-Rivera",
  patientDob: '1985-03-12',
  memberId: 'DDC778812345',
  relationship: 'Self',
  providerNpi: '1234567893',
  dateOfService: '2024-01-15',
};

describe('the carrier form rules', () => {
  it('accepts a filled standard form', () => {
    expect(checkCarrierForm(STANDARD_CARRIER_FORM, filled)).toEqual([]);
  });

  it("asks for every required field with 'Please, fill all fields of the form'", () => {
    const issues = checkCarrierForm(STANDARD_CARRIER_FORM, { ...filled, patientFirstName: '  ', memberId: undefined });
    expect(issues).toEqual([
      { path: 'patientFirstName', message: RealtimeMessages.fillAll },
      { path: 'memberId', message: RealtimeMessages.fillAll },
    ]);
  });

  it("holds each text to its field's maxlength, and names, ids, dates, options, NPI and CDT codes to their shape", () => {
    const issues = checkCarrierForm(STANDARD_CARRIER_FORM, {
      ...filled,
      patientLastName: 'R'.repeat(61),
      patientFirstName: 'M4ria',
      memberId: 'DDC 7788',
      patientDob: '1985-02-30',
      relationship: 'Cousin',
      providerNpi: '1234567890',
      procedureCodes: 'D0120, 2750, DX',
    });
    expect(issues).toEqual([
      { path: 'patientFirstName', message: 'may hold only letters, spaces, apostrophes, dots and hyphens' },
      { path: 'patientLastName', message: 'must be at most 60 characters' },
      { path: 'patientDob', message: 'must be a date as YYYY-MM-DD' },
      { path: 'memberId', message: 'may hold only letters, digits and hyphens' },
      { path: 'relationship', message: 'must be one of Self, Spouse, Child, Other' },
      { path: 'providerNpi', message: 'must be a valid NPI (10 digits with a correct check digit)' },
      { path: 'procedureCodes', message: '2750, DX: a CDT code is D followed by four digits' },
    ]);
  });

  it('needs the policy holder when the patient is someone else, a birth not in the future, and refuses fields the form lacks', () => {
    expect(
      checkCarrierForm(STANDARD_CARRIER_FORM, { ...filled, relationship: 'Spouse', policyholderFirstName: 'Marco', ssn: '1' }),
    ).toEqual([
      { path: 'ssn', message: 'is not a field of this form' },
      { path: 'policyholderLastName', message: 'is required when the patient is not the policy holder' },
      { path: 'policyholderDob', message: 'is required when the patient is not the policy holder' },
    ]);
    expect(checkCarrierForm(STANDARD_CARRIER_FORM, { ...filled, patientDob: '2999-01-01', dateOfService: '2999-02-01' })).toEqual([
      { path: 'patientDob', message: 'cannot be in the future' },
    ]);
    expect(checkCarrierForm(STANDARD_CARRIER_FORM, { ...filled, dateOfService: '1980-01-01' })).toEqual([
      { path: 'dateOfService', message: "cannot be before the patient's birth" },
    ]);
  });

  it('reads CDT codes typed with commas or spaces, upper-cased, each once', () => {
    expect(procedureCodesOf(' d0120,D1110  D0120;d2750 ')).toEqual(['D0120', 'D1110', 'D2750']);
    expect(procedureCodesOf(undefined)).toEqual([]);
  });

  it('checks the NPI check digit', () => {
    expect(isNpiNumber('1234567893')).toBe(true);
    expect(isNpiNumber('1245319599')).toBe(true);
    expect(isNpiNumber('1234567890')).toBe(false);
    expect(isNpiNumber('123456789')).toBe(false);
  });
});

describe('the real-time calls', () => {
  it("refuses a store without a carrier with 'Please, select a carrier'", () => {
    const result = storeRealtimeSchema.safeParse({ practiceId: '6955b9000000000000000201' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['carrierId', RealtimeMessages.selectCarrier]]);
  });

  it('keeps the list query within its pages, states and types', () => {
    const ok = processFlowSchema.parse({ practiceIds: ['6955b9000000000000000201'], filters: { patientName: ' ana ' } });
    expect(ok).toEqual({ limit: 10, offset: 0, practiceIds: ['6955b9000000000000000201'], filters: { patientName: 'ana' } });
    const bad = processFlowSchema.safeParse({ practiceIds: [], limit: 11, filters: { startDate: '2024-05-02', endDate: '2024-05-01' } });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['filters.endDate', 'limit', 'practiceIds']);
  });
});

describe('what the list and the download show of an answer', () => {
  const answer = (over: Partial<Parameters<typeof eligibilityStatusOf>[0]>) =>
    eligibilityStatusOf({ errors: [], planStatus: [], dentalBenefits: {} as never, ...over });
  it('names the eligibility in a word', () => {
    const error = (code: string) => ({ field: 'AAA' as const, code, description: '', location: 'Loop 2100C' });
    expect(answer({ errors: [error('75')] })).toBe('Not Found');
    expect(answer({ errors: [error('42')] })).toBe('Rejected');
    expect(answer({ dentalBenefits: { active: true } as never })).toBe('Active');
    expect(answer({ dentalBenefits: { active: false } as never })).toBe('Inactive');
    expect(answer({ planStatus: [{ statusCode: '4', status: 'Not Covered', serviceTypeCodes: ['30'] }] })).toBe('Not Covered');
    expect(answer({})).toBe('Check');
  });

  it('names the document as the transaction files are named', () => {
    expect(
      realtimeFileName({
        eligibilityStatus: 'Active',
        carrierName: 'Delta Dental (CA)',
        firstNamePatient: 'Ana',
        lastNamePatient: "O'Neil",
      }),
    ).toBe("Eligibility_Active_Delta Dental CA Ana O'Neil.docx");
  });
});
