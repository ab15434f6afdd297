import { addDays, botVerificationResultSchema, formatDay } from '@dental/contracts';
import { DEMO_PRACTICES, seededRandom } from '@dental/testing';
import { malformedBotResult, simulatedBotResult } from './simulated-results';

describe('simulated bot results', () => {
  it('are valid per the contract, for demo practices, with appointments near today', () => {
    const random = seededRandom(7);
    const now = new Date('2026-11-22T12:00:00Z');
    for (let i = 0; i < 200; i++) {
      const result = botVerificationResultSchema.parse(simulatedBotResult(random, undefined, now));
      const practice = DEMO_PRACTICES.find((p) => p._id === result.practiceId);
      expect(practice?.clientId).toBe(result.clientId);
      expect(result.appointment.date >= addDays(formatDay(now), -2) && result.appointment.date <= addDays(formatDay(now), 7)).toBe(true);
    }
  });

  it('keep to the practice asked for', () => {
    const practice = DEMO_PRACTICES[5];
    expect(simulatedBotResult(Math.random, practice).practiceId).toBe(practice._id);
  });

  it('the malformed one fails the contract', () => {
    const outcome = botVerificationResultSchema.safeParse(malformedBotResult());
    expect(outcome.success).toBe(false);
    expect(outcome.error?.issues.map((i) => i.path.join('.'))).toEqual(
      expect.arrayContaining(['practiceId', 'appointment.date', 'patient.lastName']),
    );
  });
});
