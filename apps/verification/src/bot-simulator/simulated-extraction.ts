/**
 * How a simulated extraction bot answers an ExtractionCommand: what it publishes, in order. Pure
 * (given `random` and the clock), so the answer is unit-tested; the CLI publishes it with pauses.
 */
import { randomUUID } from 'node:crypto';
import {
  Topics,
  type BotStatusEvent,
  type BotVerificationResultInput,
  type ClaimEvent,
  type ExtractionCommand,
  type ExtractionLogEvent,
  type ExtractionReport,
  type TransactionPlanEvent,
} from '@dental/contracts';
import { DEMO_PRACTICES, type DemoPractice } from '@dental/testing';
import { simulatedBotResult } from './simulated-results';

export const SIMULATED_BOT = 'bot-simulator';

export interface BotMessage {
  topic: string;
  key: string;
  /** The id consumers deduplicate by (the payload's eventId). */
  messageId: string;
  payload: BotVerificationResultInput | ExtractionReport | ExtractionLogEvent | BotStatusEvent | ClaimEvent | TransactionPlanEvent;
}

/**
 * A bot's whole answer: it says it started, publishes a verification result per appointment of the
 * date (3 to 6) with a log row and a claim validation for each, and the insurance plan it read for
 * each insured patient (the Transaction plans screen), then reports the date completed with how many it published.
 */
export function simulatedExtraction(command: ExtractionCommand, random: () => number, now = new Date()): BotMessage[] {
  const practice: DemoPractice = DEMO_PRACTICES.find((p) => p._id === command.practiceId) ?? {
    _id: command.practiceId,
    clientId: command.clientId,
    name: command.practiceId,
    state: '',
    city: '',
    address: '',
  };
  const at = (step: number) => new Date(now.getTime() + step).toISOString();
  const status = (code: string, message: string, step: number): BotMessage => {
    const event: BotStatusEvent = {
      eventId: randomUUID(),
      botName: SIMULATED_BOT,
      code,
      message,
      practiceId: command.practiceId,
      occurredAt: at(step),
    };
    return { topic: Topics.BotStatus, key: command.practiceId, messageId: event.eventId, payload: event };
  };
  const report = (fields: Pick<ExtractionReport, 'status'> & Partial<ExtractionReport>, step: number): BotMessage => {
    const event: ExtractionReport = {
      eventId: randomUUID(),
      commandId: command.commandId,
      botId: SIMULATED_BOT,
      practiceId: command.practiceId,
      occurredAt: at(step),
      ...fields,
    };
    return { topic: Topics.BotExtractionReport, key: command.practiceId, messageId: event.eventId, payload: event };
  };

  const count = 3 + Math.floor(random() * 4);
  const messages: BotMessage[] = [
    status('EXTRACTION_STARTED', `Extracting the ${command.type} spreadsheet of ${command.date}`, 0),
    report({ status: 'started', progress: 0 }, 1),
  ];
  for (let row = 1; row <= count; row++) {
    const generated = simulatedBotResult(random, practice, now);
    const result: BotVerificationResultInput = {
      ...generated,
      botId: SIMULATED_BOT,
      appointment: { ...generated.appointment, date: command.date },
    };
    messages.push({ topic: Topics.BotVerificationResult, key: result.verificationId, messageId: result.eventId, payload: result });
    const log: ExtractionLogEvent = {
      eventId: randomUUID(),
      practiceId: command.practiceId,
      sheetDate: command.date,
      rowNumber: row,
      status: true,
      title: `${result.patient.firstName} ${result.patient.lastName}`,
      message: `Row ${row}: ${result.type} verification with ${result.carrier.name} published`,
      occurredAt: at(row * 10),
    };
    messages.push({ topic: Topics.BotExtractionLog, key: command.practiceId, messageId: log.eventId, payload: log });
    // Each verified appointment's claim is validated with the carrier (the Claims screen).
    const claim: ClaimEvent = {
      eventId: randomUUID(),
      practiceId: command.practiceId,
      claimType: 'validate',
      patientName: `${result.patient.firstName} ${result.patient.lastName}`,
      companyName: result.carrier.name,
      requestedAt: at(row * 10 + 2),
    };
    messages.push({ topic: Topics.BotClaim, key: command.practiceId, messageId: claim.eventId, payload: claim });
    if (result.carrier.groupNumber) {
      const plan = simulatedPlan(command.practiceId, result.carrier, random, at(row * 10 + 3));
      messages.push({ topic: Topics.BotTransactionPlan, key: command.practiceId, messageId: plan.eventId, payload: plan });
    }
    messages.push(report({ status: 'progress', progress: Math.floor((100 * row) / count) }, row * 10 + 1));
  }
  messages.push(status('EXTRACTION_COMPLETED', `Extracted ${count} appointments of ${command.date}`, 1000));
  messages.push(report({ status: 'completed', progress: 100, transactions: count }, 1001));
  return messages;
}

/** The plan a bot reads off the carrier's website for an insured patient: its numbers and its benefits by section. */
function simulatedPlan(
  practiceId: string,
  carrier: BotVerificationResultInput['carrier'],
  random: () => number,
  occurredAt: string,
): TransactionPlanEvent {
  const pick = <T>(choices: readonly T[]): T => choices[Math.floor(random() * choices.length)];
  return {
    eventId: randomUUID(),
    practiceId,
    employer: carrier.employerName || 'Individual plan',
    groupNumber: carrier.groupNumber ?? '',
    plannum: `${pick(['PPO', 'DHMO', 'EPO'])}-${1000 + Math.floor(random() * 9000)}`,
    deductible: pick([25, 50, 75, 100]),
    maximum: pick([1000, 1500, 2000, 2500]),
    botDBStatus: 'Saved',
    sections: [
      {
        name: 'Plan information',
        bookmarks: [
          { bookmark: 'PLAN_CARRIER', label: 'Carrier', value: carrier.name },
          { bookmark: 'PLAN_RENEWAL', label: 'Benefit year renews', value: pick(['January', 'July', 'October']) },
        ],
      },
      {
        name: 'Coverage',
        bookmarks: [
          { bookmark: 'PREVENTIVE_PCT', label: 'Preventive', value: '100%' },
          { bookmark: 'BASIC_PCT', label: 'Basic', value: pick(['70%', '80%', '90%']) },
          { bookmark: 'MAJOR_PCT', label: 'Major', value: pick(['40%', '50%', '60%']) },
        ],
      },
    ],
    occurredAt,
  };
}
