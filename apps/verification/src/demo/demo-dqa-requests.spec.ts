import { dqaRequestEventSchema } from '@dental/contracts';
import { demoDqaRequests } from './demo-dqa-requests';
import { demoTransactions } from './demo-transactions';

describe('demo data quality requests', () => {
  const transactions = demoTransactions('2026-11-27');
  const messages = demoDqaRequests(transactions);
  const byId = new Map(transactions.map((t) => [t.id, t]));

  it("are valid bot messages about editable demo transactions still missing fields, of the transaction's practice", () => {
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      expect(() => dqaRequestEventSchema.parse(message)).not.toThrow();
      const transaction = byId.get(message.transactionId!)!;
      expect(transaction.missing_required_input_qty).toBeGreaterThan(0);
      expect(transaction.audited).toBe(false);
      expect(message.practiceId).toBe(transaction.practice_id);
      expect(message.patient.lastName).toBe(transaction.patient_last_name);
    }
  });

  it('give each practice requests, some answered after they were sent, with the same ids on every run', () => {
    const practices = new Set(transactions.map((t) => t.practice_id));
    const requested = new Set(messages.map((m) => m.practiceId));
    expect(requested).toEqual(practices);
    const answered = messages.filter((m) => m.stage === 'answered');
    expect(answered.length).toBeGreaterThan(0);
    for (const answer of answered) {
      const sent = messages.find((m) => m.requestId === answer.requestId && m.stage === 'sent')!;
      expect(Date.parse(answer.occurredAt)).toBeGreaterThan(Date.parse(sent.occurredAt));
    }
    expect(new Set(messages.map((m) => m.eventId)).size).toBe(messages.length);
    expect(demoDqaRequests(demoTransactions('2026-11-27'))).toEqual(messages);
  });
});
