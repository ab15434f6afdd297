/**
 * The demo transactions: DEMO_TRANSACTION_COUNT records for the demo practices, the same on every
 * machine (seeded random, deterministic ids), with appointments spread over the 30 days before and
 * after the given day so the day navigator always has something to show.
 */
import { addDays, idFrom } from '@dental/contracts';
import {
  DEMO_CARRIERS,
  DEMO_FIRST_NAMES,
  DEMO_LAST_NAMES,
  DEMO_PRACTICES,
  DEMO_PROVIDERS,
  DEMO_SEED,
  DEMO_TRANSACTION_COUNT,
  pick,
  seededRandom,
} from '@dental/testing';

/** 2026-01-01T00:00:00Z, the seconds part of every demo id (as in @dental/testing's demo data). */
const DEMO_EPOCH = 1_767_225_600;
/** Serials of demo transactions start here, clear of the demo clients, practices and users. */
const FIRST_SERIAL = 0x10000;

export interface DemoTransaction {
  id: string;
  type: 'FBD' | 'ELG';
  created: string;
  client_id: string;
  practice_id: string;
  patient_first_name: string;
  patient_last_name: string;
  patient_name: string;
  carrier_name: string;
  missing_required_input_qty: number;
  total_required_fields: number;
  verification_type: string;
  status_patient: string;
  iv_status: string;
  iv_process_result: string;
  provider: string;
  appointment_date: string;
  appointment_time: string;
  comment: string;
  audited: boolean;
  upload_fbd: boolean;
  appt_note: string;
  appt_data: string;
  policy_type: string;
  relationship: string;
  patient_id: string;
  patient_dob: string;
  employer_name: string;
  member_id: string;
  subscriber_id: string;
  subscriber_first_name: string;
  subscriber_last_name: string;
  subscriber_dob: string;
  group_number: string;
  source: 'bot' | 'form';
  bot_id: string | null;
  bot_verification_id: string | null;
  bot_result_at: string | null;
}

const ELIGIBILITY: [string, number][] = [
  ['Active', 40],
  ['Active/Limited', 10],
  ['Inactive', 12],
  ['Not Found', 10],
  ['Max out', 8],
  ['Check', 10],
  ['', 10],
];
const VERIFICATION_BY: [string, number][] = [
  ['Done by DR', 45],
  ['Check', 15],
  ['Unchecked', 10],
  ['Done by CC', 20],
  ['NO ACTION TAKEN', 10],
];
const EMPLOYERS = [
  'Acme Corp',
  'City of Austin',
  'Dell Technologies',
  'UW Health',
  'Epic Systems',
  'Boeing',
  'State Farm',
  'Self-employed',
  '',
];
const COMMENTS = ['Called carrier, waiting on fax', 'Patient to bring new card', 'Frequency limits apply', 'Verified by phone'];
const NOTES = ['New patient', 'Recall visit', 'Crown prep', 'Emergency visit', 'Ortho consult'];

function weighted(random: () => number, choices: [string, number][]): string {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1][0];
}

function digits(random: () => number, length: number): string {
  let text = String(1 + Math.floor(random() * 9));
  while (text.length < length) text += String(Math.floor(random() * 10));
  return text;
}

function birthDay(random: () => number, fromYear: number, years: number): string {
  const year = fromYear + Math.floor(random() * years);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The demo transactions around `today` (YYYY-MM-DD). The same day always gives the same records. */
export function demoTransactions(today: string, count = DEMO_TRANSACTION_COUNT): DemoTransaction[] {
  const random = seededRandom(DEMO_SEED);
  const records: DemoTransaction[] = [];
  for (let i = 0; i < count; i++) {
    const practice = pick(random, DEMO_PRACTICES);
    const dayOffset = Math.floor(random() * 61) - 30;
    const appointmentDate = addDays(today, dayOffset);
    const slot = Math.floor(random() * 38); // 15-minute slots from 08:00 to 17:15
    const appointmentTime = `${String(8 + Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}`;
    const type = random() < 0.55 ? 'FBD' : 'ELG';
    const firstName = pick(random, DEMO_FIRST_NAMES);
    const lastName = pick(random, DEMO_LAST_NAMES);
    const relationshipRoll = random();
    const relationship = relationshipRoll < 0.7 ? 'Self' : relationshipRoll < 0.85 ? 'Spouse' : 'Child';
    const patientDob = relationship === 'Child' ? birthDay(random, 2008, 15) : birthDay(random, 1950, 55);
    const subscriberFirstName = relationship === 'Self' ? firstName : pick(random, DEMO_FIRST_NAMES);
    const subscriberDob = relationship === 'Self' ? patientDob : birthDay(random, 1955, 45);
    const carrier = pick(random, DEMO_CARRIERS);
    const noCarrier = carrier === 'EMPTY';
    const verificationBy = weighted(random, VERIFICATION_BY);
    const eligibility = noCarrier ? (random() < 0.5 ? '' : 'Not Found') : weighted(random, ELIGIBILITY);
    const total = type === 'FBD' ? 20 + Math.floor(random() * 21) : 0;
    const missing = type === 'FBD' && random() >= 0.4 ? Math.floor(random() * (total + 1)) : 0;
    const audited = random() < (dayOffset < 0 ? 0.45 : 0.1);
    const createdDay = addDays(dayOffset < 0 ? appointmentDate : today, -(1 + Math.floor(random() * 5)));
    const created = `${createdDay}T06:${String(i % 60).padStart(2, '0')}:00.000Z`;
    const byBot = verificationBy !== 'Done by CC' && verificationBy !== 'NO ACTION TAKEN';
    const provider = pick(random, DEMO_PROVIDERS);
    const note = random() < 0.2 ? pick(random, NOTES) : '';
    const memberId = noCarrier ? '' : digits(random, 9);
    records.push({
      id: idFrom(DEMO_EPOCH, FIRST_SERIAL + i),
      type,
      created,
      client_id: practice.clientId,
      practice_id: practice._id,
      patient_first_name: firstName,
      patient_last_name: lastName,
      patient_name: `${firstName} ${lastName}`,
      carrier_name: carrier,
      missing_required_input_qty: missing,
      total_required_fields: total,
      verification_type: verificationBy,
      status_patient: eligibility,
      iv_status: eligibility,
      iv_process_result: verificationBy,
      provider,
      appointment_date: appointmentDate,
      appointment_time: appointmentTime,
      comment: random() < 0.15 ? pick(random, COMMENTS) : '',
      audited,
      upload_fbd: type === 'FBD' && random() < 0.5,
      appt_note: note,
      appt_data: JSON.stringify({ date: appointmentDate, time: appointmentTime, provider, note }),
      policy_type: random() < 0.85 ? 'Primary' : 'Secondary',
      relationship,
      patient_id: digits(random, 6),
      patient_dob: patientDob,
      employer_name: pick(random, EMPLOYERS),
      member_id: memberId,
      subscriber_id: memberId,
      subscriber_first_name: subscriberFirstName,
      subscriber_last_name: lastName,
      subscriber_dob: subscriberDob,
      group_number: noCarrier ? '' : `G-${digits(random, 5)}`,
      source: byBot ? 'bot' : 'form',
      bot_id: byBot ? 'demo-bot' : null,
      bot_verification_id: byBot ? `demo-${String(i).padStart(5, '0')}` : null,
      bot_result_at: byBot ? created : null,
    });
  }
  return records;
}
