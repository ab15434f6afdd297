/** How a bot's verification result fills a transaction. Pure, so the mapping is unit-tested field by field. */
import type { BotVerificationResult } from '@dental/contracts';

/**
 * The columns a bot result sets, by column name. Staff-owned columns (comment, audited, colour,
 * uploadFBD, history, elgCodes, driveFiles) are absent: a newer result for the same verification
 * updates what the bot knows and leaves people's work alone.
 */
export interface BotTransactionColumns {
  type: string;
  client_id: string;
  practice_id: string;
  patient_first_name: string;
  patient_last_name: string;
  patient_name: string;
  patient_id: string;
  patient_dob: string;
  subscriber_id: string;
  subscriber_first_name: string;
  subscriber_last_name: string;
  subscriber_dob: string;
  relationship: string;
  carrier_name: string;
  member_id: string;
  group_number: string;
  employer_name: string;
  policy_type: string;
  provider: string;
  appointment_date: string;
  appointment_time: string | null;
  appt_note: string;
  appt_data: string;
  iv_process_result: string;
  verification_type: string;
  iv_status: string;
  status_patient: string;
  missing_required_input_qty: number;
  total_required_fields: number;
  source: 'bot';
  bot_id: string;
  bot_verification_id: string;
  bot_result_at: string;
}

export function botTransactionColumns(result: BotVerificationResult): BotTransactionColumns {
  const { appointment, patient, subscriber, carrier } = result;
  return {
    type: result.type,
    client_id: result.clientId,
    practice_id: result.practiceId,
    patient_first_name: patient.firstName,
    patient_last_name: patient.lastName,
    patient_name: `${patient.firstName} ${patient.lastName}`,
    patient_id: patient.id,
    patient_dob: patient.dob,
    subscriber_id: subscriber.id,
    subscriber_first_name: subscriber.firstName,
    subscriber_last_name: subscriber.lastName,
    subscriber_dob: subscriber.dob,
    relationship: subscriber.relationship,
    carrier_name: carrier.name,
    member_id: carrier.memberId,
    group_number: carrier.groupNumber,
    employer_name: carrier.employerName,
    policy_type: result.policyType,
    provider: appointment.provider,
    appointment_date: appointment.date,
    appointment_time: appointment.time ?? null,
    appt_note: appointment.note,
    appt_data: JSON.stringify({
      date: appointment.date,
      time: appointment.time ?? null,
      provider: appointment.provider,
      note: appointment.note,
    }),
    iv_process_result: result.result.verificationBy,
    // The missing-code list reads VerificationType as the verification outcome (spec 01 §2: 'Unchecked').
    verification_type: result.result.verificationBy,
    iv_status: result.result.eligibilityStatus,
    // Bots that report one status send it as eligibilityStatus; StatusPatient then shows the same.
    status_patient: result.result.statusPatient || result.result.eligibilityStatus,
    missing_required_input_qty: result.result.missingRequiredFields,
    total_required_fields: result.result.totalRequiredFields,
    source: 'bot',
    bot_id: result.botId,
    bot_verification_id: result.verificationId,
    bot_result_at: result.occurredAt,
  };
}
