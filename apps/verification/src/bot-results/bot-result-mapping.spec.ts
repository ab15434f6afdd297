import { botVerificationResultSchema, parseInput } from '@dental/contracts';
import { aBotVerificationResult } from '@dental/testing';
import { botTransactionColumns } from './bot-result-mapping';

const parse = (overrides: Parameters<typeof aBotVerificationResult>[0] = {}) =>
  parseInput(botVerificationResultSchema, aBotVerificationResult(overrides));

describe('botTransactionColumns', () => {
  it('fills the transaction from the result', () => {
    const result = parse();
    expect(botTransactionColumns(result)).toEqual({
      type: 'ELG',
      client_id: result.clientId,
      practice_id: result.practiceId,
      patient_first_name: 'Jordan',
      patient_last_name: 'Testpatient',
      patient_name: 'Jordan Testpatient',
      patient_id: '100234',
      patient_dob: '1988-04-12',
      subscriber_id: '100234',
      subscriber_first_name: 'Jordan',
      subscriber_last_name: 'Testpatient',
      subscriber_dob: '1988-04-12',
      relationship: 'Self',
      carrier_name: 'Delta Dental',
      member_id: '900123456',
      group_number: 'G-1001',
      employer_name: 'Acme Corp',
      policy_type: 'Primary',
      provider: 'Dr. Patel',
      appointment_date: '2026-11-23',
      appointment_time: '09:30',
      appt_note: '',
      appt_data: JSON.stringify({ date: '2026-11-23', time: '09:30', provider: 'Dr. Patel', note: '' }),
      iv_process_result: 'Done by DR',
      verification_type: 'Done by DR',
      iv_status: 'Active',
      status_patient: 'Active',
      missing_required_input_qty: 0,
      total_required_fields: 12,
      source: 'bot',
      bot_id: 'bot-test',
      bot_verification_id: result.verificationId,
      bot_result_at: result.occurredAt,
    });
  });

  it('leaves the time empty when the bot sends none', () => {
    expect(botTransactionColumns(parse({ appointment: { date: '2026-11-23' } })).appointment_time).toBeNull();
  });

  it('shows the eligibility status as StatusPatient when the bot sends only one status', () => {
    const result = parse({
      result: { verificationBy: 'Check', eligibilityStatus: 'Not Found', missingRequiredFields: 0, totalRequiredFields: 0 },
    });
    expect(botTransactionColumns(result).status_patient).toBe('Not Found');
  });

  it('never sets what people own (audit, comment, colour, files)', () => {
    const columns = Object.keys(botTransactionColumns(parse()));
    for (const owned of ['audited', 'comment', 'color', 'upload_fbd', 'history', 'elg_codes', 'drive_files', 'id', 'created'])
      expect(columns).not.toContain(owned);
  });
});
