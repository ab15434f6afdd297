/**
 * Builders for test records: a valid default for every field, overridden per test. They return plain
 * objects; each service's tests persist them through the service's own repositories.
 */
import { randomUUID } from 'node:crypto';
import { newId, type BotVerificationResultInput } from '@dental/contracts';
import { DEMO_CLIENTS, DEMO_PRACTICES } from './demo-data';

export function aClient(overrides: Partial<{ _id: string; name: string; state: string; city: string }> = {}) {
  return { _id: newId(), name: `Client ${randomUUID().slice(0, 8)}`, state: 'TX', city: 'Austin', ...overrides };
}

export function aPractice(clientId: string, overrides: Partial<{ _id: string; name: string; state: string }> = {}) {
  return { _id: newId(), clientId, name: `Practice ${randomUUID().slice(0, 8)}`, state: 'TX', ...overrides };
}

export function aUser(
  clientId: string,
  overrides: Partial<{ _id: string; email: string; password: string; permissions: string[]; practiceIds: string[] }> = {},
) {
  return {
    _id: newId(),
    clientId,
    firstName: 'Test',
    lastName: 'User',
    email: `user-${randomUUID().slice(0, 8)}@example.test`,
    password: 'Passw0rd!test',
    permissions: [] as string[],
    practiceIds: [] as string[],
    ...overrides,
  };
}

/** A bot verification result for a demo practice unless told otherwise. */
export function aBotVerificationResult(overrides: Partial<BotVerificationResultInput> = {}): BotVerificationResultInput {
  const practice = DEMO_PRACTICES[0];
  return {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    botId: 'bot-test',
    verificationId: `ver-${randomUUID()}`,
    clientId: practice.clientId ?? DEMO_CLIENTS[0]._id,
    practiceId: practice._id,
    type: 'ELG',
    appointment: { date: '2026-11-23', time: '09:30', provider: 'Dr. Patel', note: '' },
    patient: { id: '100234', firstName: 'Jordan', lastName: 'Testpatient', dob: '1988-04-12' },
    subscriber: { id: '100234', firstName: 'Jordan', lastName: 'Testpatient', dob: '1988-04-12', relationship: 'Self' },
    carrier: { name: 'Delta Dental', memberId: '900123456', groupNumber: 'G-1001', employerName: 'Acme Corp' },
    policyType: 'Primary',
    result: {
      verificationBy: 'Done by DR',
      eligibilityStatus: 'Active',
      statusPatient: 'Active',
      missingRequiredFields: 0,
      totalRequiredFields: 12,
    },
    ...overrides,
  };
}
