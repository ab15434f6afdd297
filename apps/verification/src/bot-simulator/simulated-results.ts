/** Realistic bot verification results for the demo practices, as a verification bot would publish them. */
import { randomUUID } from 'node:crypto';
import { addDays, formatDay, type BotVerificationResultInput } from '@dental/contracts';
import { DEMO_CARRIERS, DEMO_FIRST_NAMES, DEMO_LAST_NAMES, DEMO_PRACTICES, DEMO_PROVIDERS, pick, type DemoPractice } from '@dental/testing';

const OUTCOMES: { verificationBy: string; eligibilityStatus: string }[] = [
  { verificationBy: 'Done by DR', eligibilityStatus: 'Active' },
  { verificationBy: 'Done by DR', eligibilityStatus: 'Active' },
  { verificationBy: 'Done by DR', eligibilityStatus: 'Active/Limited' },
  { verificationBy: 'Done by DR', eligibilityStatus: 'Inactive' },
  { verificationBy: 'Done by DR', eligibilityStatus: 'Max out' },
  { verificationBy: 'Check', eligibilityStatus: 'Not Found' },
  { verificationBy: 'Check', eligibilityStatus: 'Check' },
  { verificationBy: 'Unchecked', eligibilityStatus: '' },
];
const EMPLOYERS = ['Acme Corp', 'Dell Technologies', 'UW Health', 'Epic Systems', 'State Farm', ''];

function digits(random: () => number, length: number): string {
  let text = String(1 + Math.floor(random() * 9));
  while (text.length < length) text += String(Math.floor(random() * 10));
  return text;
}

function dob(random: () => number, fromYear: number, years: number): string {
  const y = fromYear + Math.floor(random() * years);
  return `${y}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`;
}

/** One result for `practice` (a random demo practice if not given), with an appointment from 2 days ago to 7 days ahead. */
export function simulatedBotResult(
  random: () => number,
  practice: DemoPractice = pick(random, DEMO_PRACTICES),
  now = new Date(),
): BotVerificationResultInput {
  const type = random() < 0.5 ? 'FBD' : 'ELG';
  const firstName = pick(random, DEMO_FIRST_NAMES);
  const lastName = pick(random, DEMO_LAST_NAMES);
  const self = random() < 0.75;
  const patientId = digits(random, 6);
  const patientDob = self ? dob(random, 1950, 55) : dob(random, 2008, 15);
  const slot = Math.floor(random() * 38);
  const carrier = pick(random, DEMO_CARRIERS);
  const outcome = carrier === 'EMPTY' ? { verificationBy: 'Check', eligibilityStatus: 'Not Found' } : pick(random, OUTCOMES);
  const total = type === 'FBD' ? 20 + Math.floor(random() * 21) : 0;
  const memberId = carrier === 'EMPTY' ? '' : digits(random, 9);
  return {
    eventId: randomUUID(),
    occurredAt: now.toISOString(),
    botId: 'bot-simulator',
    verificationId: `sim-${randomUUID()}`,
    clientId: practice.clientId,
    practiceId: practice._id,
    type,
    appointment: {
      date: addDays(formatDay(now), Math.floor(random() * 10) - 2),
      time: `${String(8 + Math.floor(slot / 4)).padStart(2, '0')}:${String((slot % 4) * 15).padStart(2, '0')}`,
      provider: pick(random, DEMO_PROVIDERS),
      note: '',
    },
    patient: { id: patientId, firstName, lastName, dob: patientDob },
    subscriber: self
      ? { id: memberId || patientId, firstName, lastName, dob: patientDob, relationship: 'Self' }
      : {
          id: memberId || digits(random, 6),
          firstName: pick(random, DEMO_FIRST_NAMES),
          lastName,
          dob: dob(random, 1960, 40),
          relationship: 'Child',
        },
    carrier: { name: carrier, memberId, groupNumber: memberId ? `G-${digits(random, 5)}` : '', employerName: pick(random, EMPLOYERS) },
    policyType: 'Primary',
    result: {
      ...outcome,
      statusPatient: outcome.eligibilityStatus,
      missingRequiredFields: type === 'FBD' ? Math.floor(random() * (total + 1)) : 0,
      totalRequiredFields: total,
    },
  };
}

/** A message no bot should send: wrong ids, a US-style date and a missing name, so the service dead-letters it. */
export function malformedBotResult(practice: DemoPractice = DEMO_PRACTICES[0]): Record<string, unknown> {
  const valid = simulatedBotResult(Math.random, practice);
  return {
    ...valid,
    practiceId: 'not-a-practice',
    appointment: { ...valid.appointment, date: '11/23/2026' },
    patient: { ...valid.patient, lastName: '' },
  };
}
