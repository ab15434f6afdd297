/**
 * Every Kafka topic the product uses, who publishes and who consumes it. Services check at start-up
 * that each topic they declare they consume has exactly one handler. Schemas are in the feature
 * folders (e.g. transactions/bot-events.ts); docs/events.md documents the ones bots publish to.
 */
import type { ServiceName } from './services';

export const Topics = {
  /** Bots publish a verification result (BotVerificationResult). */
  BotVerificationResult: 'bot.verification.result',
  /** The verification service reports a created or changed transaction (TransactionRecordedEvent). */
  TransactionRecorded: 'verification.transaction.recorded',
  /** The auth service reports a created or changed practice (PracticeChangedEvent). */
  PracticeChanged: 'auth.practice.changed',
  /** The auth service reports that a user's grants changed (AccessChangedEvent); the gateway drops its cache. */
  AccessChanged: 'auth.access.changed',
  /** The templates service reports a created or changed template and its new version (TemplateChangedEvent). */
  TemplateChanged: 'templates.template.changed',
  /** Every message that failed validation or exhausted its retries, with the reason (DeadLetter). */
  DeadLetter: 'dead-letter',
} as const;
export type Topic = (typeof Topics)[keyof typeof Topics];

/** Which topics each consumer handles. A topic listed here with no handler, or with two, stops start-up. */
export const EventSubscriptions: Record<ServiceName | 'gateway', readonly Topic[]> = {
  gateway: [Topics.AccessChanged],
  auth: [],
  verification: [Topics.BotVerificationResult, Topics.PracticeChanged, Topics.TemplateChanged],
  templates: [],
  billing: [],
  files: [],
  reports: [],
};

export interface DeadLetter {
  topic: string;
  partition: number;
  offset: string;
  consumer: string;
  reason: string;
  /** 'invalid' went straight here; 'exhausted' failed every retry. */
  kind: 'invalid' | 'exhausted';
  failedAt: string;
  /** The original message value, as text. */
  payload: string;
  headers: Record<string, string>;
}

/** Headers every product event carries. */
export const MessageHeaders = {
  MessageId: 'message-id',
  OccurredAt: 'occurred-at',
  Producer: 'producer',
} as const;
