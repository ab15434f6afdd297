import { patientInfoMismatches, type PracticeSpreadsheetFields } from '@dental/contracts';
import { auditConfirmation, detailPermissions, maskMemberId, noteForSending, visibleTabs } from './detailRules';

const complete = {
  type: 'FBD',
  uploadFBD: true,
  policyType: 'PPO',
  CarrierName: 'Delta',
  PatientFirstName: 'Ana',
  PatientLastName: 'Lopez',
};
const practice = (fields: Partial<PracticeSpreadsheetFields>) => ({
  _id: 'p',
  name: 'P',
  clientName: 'C',
  spreadsheetFields: { note: false, history: false, elgCodes: false, ...fields },
});

describe('required-fields policy before auditing', () => {
  it('blocks with Cannot Audit and names every missing field; EMPTY counts as missing', () => {
    const verdict = auditConfirmation(true, { ...complete, policyType: '', CarrierName: 'EMPTY' });
    expect(verdict.blocked).toEqual({
      title: 'Cannot Audit',
      message: 'Dear user, the following field(s) is/are required: policyType, CarrierName',
    });
  });

  it('does not require a policy type for ELG, and is not checked when setting not verified', () => {
    expect(auditConfirmation(true, { ...complete, type: 'ELG', policyType: '' }).blocked).toBeUndefined();
    expect(auditConfirmation(false, { ...complete, PatientLastName: '' }).blocked).toBeUndefined();
  });

  it('lists missing files and, for FBD with an uploaded FBD file, the missing required count', () => {
    const check = {
      missingFiles: ['Eligibility file'],
      missingRequiredInputQty: 4,
      totalRequiredFields: 9,
      uploadFBD: true,
      missingPatientFields: [],
    };
    const verdict = auditConfirmation(true, complete, check);
    expect(verdict.question).toBe('Dear user, are you sure you want to set this record as verified');
    expect(verdict.missing).toEqual(['Missing file: Eligibility file', 'Missing required fields: 4']);
    expect(auditConfirmation(true, complete, { ...check, uploadFBD: false }).missing).toEqual(['Missing file: Eligibility file']);
  });
});

describe('patient-info mismatch check', () => {
  it('compares case-insensitively without spaces and names what differs', () => {
    const sheet = { MemberID: 'ab 123', SubscriberFirstName: 'Ana', SubscriberLastName: 'Lopez', PatientDOB: '1980-12-31' };
    expect(
      patientInfoMismatches(
        { MemberID: 'AB123', SubscriberFirstName: 'ana ', SubscriberLastName: 'LOPEZ', PatientDOB: '1980-12-31' },
        sheet,
      ),
    ).toEqual([]);
    expect(
      patientInfoMismatches(
        { MemberID: 'AB124', SubscriberFirstName: 'Ana', SubscriberLastName: 'Lopes', PatientDOB: '1980-12-30' },
        sheet,
      ),
    ).toEqual(['Member ID', 'Primary policyholder name', 'Patient date of birth']);
  });
});

describe('tabs and permissions', () => {
  it('shows Notes only with a notes field, FBD only for FBD with FBD permissions, Subscriber policy only when not audited', () => {
    const can = detailPermissions(['FBD.updateFBD', 'subscriberPolicy.view']);
    expect(visibleTabs({ type: 'FBD', audited: false, practice: practice({ note: true }) }, can)).toEqual([
      'patientInfo',
      'files',
      'notes',
      'fbd',
      'subscriberPolicy',
    ]);
    expect(visibleTabs({ type: 'FBD', audited: true, practice: practice({}) }, can)).toEqual(['patientInfo', 'files', 'fbd']);
    expect(visibleTabs({ type: 'ELG', audited: false, practice: practice({}) }, can)).toEqual(['patientInfo', 'files']);
    expect(visibleTabs({ type: 'FBD', audited: false, practice: practice({}) }, detailPermissions([]))).toEqual(['patientInfo', 'files']);
  });

  it('grants everything on screen with overridePermissions', () => {
    expect(Object.values(detailPermissions([], true)).every(Boolean)).toBe(true);
    expect(detailPermissions(['transaction.audit']).unaudit).toBe(false);
  });
});

describe('notes and member id', () => {
  it("replaces line breaks by '-' and masks all but the last four characters", () => {
    expect(noteForSending('one\ntwo\r\nthree')).toBe('one-two-three');
    expect(maskMemberId('W123456789')).toBe('••••••6789');
  });
});
