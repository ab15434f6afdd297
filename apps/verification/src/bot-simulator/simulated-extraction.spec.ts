import {
  Topics,
  botStatusEventSchema,
  claimEventSchema,
  transactionPlanEventSchema,
  botVerificationResultSchema,
  extractionJobId,
  extractionLogEventSchema,
  extractionReportSchema,
  type ExtractionCommand,
  type ExtractionReport,
} from '@dental/contracts';
import { DEMO_PRACTICES } from '@dental/testing';
import { simulatedExtraction } from './simulated-extraction';

const practice = DEMO_PRACTICES[0];
const command: ExtractionCommand = {
  commandId: extractionJobId(practice._id, 'new', '2026-12-01'),
  attempt: 1,
  scheduleId: '6967a1c00000000000000001',
  clientId: practice.clientId,
  practiceId: practice._id,
  type: 'new',
  date: '2026-12-01',
  replyWithinSeconds: 120,
  requestedAt: '2026-11-27T08:00:00.000Z',
};

function seeded(seed: number): () => number {
  let state = seed;
  return () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
}

describe("a simulated bot's answer to an extraction command", () => {
  const messages = simulatedExtraction(command, seeded(7), new Date('2026-11-27T08:00:00.000Z'));
  const schemas: Record<string, { parse(v: unknown): unknown }> = {
    [Topics.BotVerificationResult]: botVerificationResultSchema,
    [Topics.BotExtractionReport]: extractionReportSchema,
    [Topics.BotExtractionLog]: extractionLogEventSchema,
    [Topics.BotStatus]: botStatusEventSchema,
    [Topics.BotClaim]: claimEventSchema,
    [Topics.BotTransactionPlan]: transactionPlanEventSchema,
  };

  it('publishes only messages their topic accepts', () => {
    for (const m of messages) expect(() => schemas[m.topic].parse(m.payload)).not.toThrow();
  });

  it("publishes results for the command's practice and date, and completes with their number", () => {
    const results = messages
      .filter((m) => m.topic === Topics.BotVerificationResult)
      .map((m) => botVerificationResultSchema.parse(m.payload));
    expect(results.length).toBeGreaterThanOrEqual(3);
    expect(
      results.every((r) => r.practiceId === practice._id && r.clientId === practice.clientId && r.appointment.date === '2026-12-01'),
    ).toBe(true);
    const reports = messages.filter((m) => m.topic === Topics.BotExtractionReport).map((m) => m.payload as ExtractionReport);
    expect(reports[0].status).toBe('started');
    expect(reports.at(-1)).toMatchObject({ status: 'completed', transactions: results.length, commandId: command.commandId });
    expect(messages.at(-1)!.topic).toBe(Topics.BotExtractionReport);
  });

  it('logs one row per result of the sheet date', () => {
    const logs = messages.filter((m) => m.topic === Topics.BotExtractionLog).map((m) => extractionLogEventSchema.parse(m.payload));
    expect(logs.map((l) => l.rowNumber)).toEqual(logs.map((_, i) => i + 1));
    expect(logs.every((l) => l.sheetDate === '2026-12-01')).toBe(true);
  });

  it("reports the plan of each insured patient's carrier, for the command's practice", () => {
    const insured = messages
      .filter((m) => m.topic === Topics.BotVerificationResult)
      .map((m) => botVerificationResultSchema.parse(m.payload))
      .filter((r) => r.carrier.groupNumber);
    expect(insured.length).toBeGreaterThan(0);
    const plans = messages.filter((m) => m.topic === Topics.BotTransactionPlan).map((m) => transactionPlanEventSchema.parse(m.payload));
    expect(plans.map((p) => [p.practiceId, p.employer, p.groupNumber])).toEqual(
      insured.map((r) => [practice._id, r.carrier.employerName, r.carrier.groupNumber]),
    );
    expect(plans.every((p) => p.sections[0].bookmarks[0].value !== '')).toBe(true);
  });
});
