/**
 * Every Kafka topic the product uses, who publishes and who consumes it. Services check at start-up
 * that each topic they declare they consume has exactly one handler. Schemas are in the feature
 * folders (e.g. transactions/bot-events.ts); docs/events.md documents the ones bots publish to.
 */
import { RpcCalls, replyTopic, requestTopic, type RpcCaller } from './commands';
import { SERVICES, type ServiceName } from './services';

export const Topics = {
  /** Bots publish a verification result (BotVerificationResult). */
  BotVerificationResult: 'bot.verification.result',
  /** The verification service reports created or changed transactions (TransactionsRecordedMessage: up to RECORDED_PER_MESSAGE records). */
  TransactionRecorded: 'verification.transaction.recorded',
  /** The auth service reports a created or changed practice (PracticeChangedEvent). */
  PracticeChanged: 'auth.practice.changed',
  /** The auth service reports that a user's grants changed (AccessChangedEvent); the gateway drops its cache. */
  AccessChanged: 'auth.access.changed',
  /** The templates service reports a created or changed template and its new version (TemplateChangedEvent). */
  TemplateChanged: 'templates.template.changed',
  /** The verification service asks the bots to extract a practice's spreadsheet for a date (ExtractionCommand). */
  BotExtractionCommand: 'bot.extraction.command',
  /** Bots answer an extraction command: started, progress, completed or failed (ExtractionReport). */
  BotExtractionReport: 'bot.extraction.report',
  /** Bots log each spreadsheet row they work through (ExtractionLogEvent; the Logs screen). */
  BotExtractionLog: 'bot.extraction.log',
  /** Bots report what they are doing (BotStatusEvent; the Audit Trail screen). */
  BotStatus: 'bot.status',
  /** Bots report each claim request they made for a practice (ClaimEvent; the Claims screen). */
  BotClaim: 'bot.claim',
  /** Bots report each insurance plan they read for a practice (TransactionPlanEvent; the Transaction plans screens). */
  BotTransactionPlan: 'bot.transaction.plan',
  /** The patient-contact bot reports a data quality request it sent a patient, or the answer (DqaRequestEvent; Data Quality Records). */
  BotDqaRequest: 'bot.dqa.request',
  /** Bots publish a call or text message they read at a provider, as its webhook body (BotProviderRecord; applied once). */
  BotProviderRecord: 'bot.provider.record',
  /** Every message that failed validation or exhausted its retries, with the reason (DeadLetter). */
  DeadLetter: 'dead-letter',
} as const;
export type Topic = (typeof Topics)[keyof typeof Topics];

/** Which topics each consumer handles. A topic listed here with no handler, or with two, stops start-up. */
export const EventSubscriptions: Record<ServiceName | 'gateway', readonly Topic[]> = {
  gateway: [Topics.AccessChanged],
  auth: [],
  verification: [
    Topics.BotVerificationResult,
    Topics.PracticeChanged,
    Topics.TemplateChanged,
    Topics.BotExtractionReport,
    Topics.BotExtractionLog,
    Topics.BotStatus,
    Topics.BotClaim,
    Topics.BotTransactionPlan,
  ],
  templates: [],
  billing: [],
  files: [Topics.BotProviderRecord],
  reports: [Topics.TransactionRecorded, Topics.BotDqaRequest],
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

/**
 * How each topic is created: by `npm start`, by every test's broker and by the production topics job
 * (libs/messaging's ensureTopics), from this one list. Brokers never create topics on their own.
 *
 * Partitions: at least the largest number of replicas of any consumer (k8s/hpa.yaml), since a
 * consumer group gives each partition to one member; every replica of a caller needs its own partition
 * of its reply topic to receive its answers. And no more than that: each fetch names every
 * partition its consumer owns, and kafkajs and the broker encode, decode and check each one, so a
 * partition nobody needs costs CPU on every call and every idle fetch (the gateway's reply topics, six
 * of 12 partitions each, took a quarter of its time per call; the verification service's eight event
 * topics of 12 partitions meant 96 in each fetch every 3 s at rest).
 * Request and reply topics: no key's order matters there, so they get exactly their consumer's
 * MAX_REPLICAS and grow with it. Event topics: the most replicas of their busiest consumer
 * (verification's 8); adding partitions later moves keys between them (and so a transaction's events
 * between consumers), so they grow only in a quiet moment, before that maximum is raised.
 */
export interface TopicSpec {
  name: string;
  partitions: number;
  /** How long the broker keeps a message (retention.ms). */
  retentionMs: number;
}

/**
 * The most replicas each app runs in production: k8s/hpa.yaml's maxReplicas for the gateway and the
 * verification service, the Deployment's replicas for the others (test/deploy fails when k8s/ asks
 * for more). Its request topic and its reply topic have this many partitions.
 */
export const MAX_REPLICAS = {
  gateway: 6,
  auth: 2,
  verification: 8,
  templates: 2,
  billing: 2,
  files: 2,
  reports: 2,
} as const satisfies Record<ServiceName | RpcCaller, number>;

/**
 * Partitions of every event topic: the most replicas of any consumer (MAX_REPLICAS; today the
 * verification service's 8). It was 12 until 28 November; a broker that has the topics already keeps
 * them as they are (partitions are never taken away).
 */
export const TOPIC_PARTITIONS = Math.max(...Object.values(MAX_REPLICAS));

const HOUR_MS = 3_600_000;
/**
 * Requests and replies carry patient data and matter only for the seconds a caller waits: an hour
 * is enough to read one while investigating, and no longer is kept.
 */
export const RPC_RETENTION_MS = HOUR_MS;
/** Events must outlive the longest outage of a consumer (it resumes from its committed offset). */
export const EVENT_RETENTION_MS = 7 * 24 * HOUR_MS;
/** Dead letters wait for a person to look at them. */
export const DEAD_LETTER_RETENTION_MS = 14 * 24 * HOUR_MS;

export const KAFKA_TOPICS: readonly TopicSpec[] = [
  ...Object.values(Topics).map((name) => ({
    name,
    partitions: TOPIC_PARTITIONS,
    retentionMs: name === Topics.DeadLetter ? DEAD_LETTER_RETENTION_MS : EVENT_RETENTION_MS,
  })),
  ...SERVICES.map((service) => ({ name: requestTopic(service), partitions: MAX_REPLICAS[service], retentionMs: RPC_RETENTION_MS })),
  ...(Object.keys(RpcCalls) as RpcCaller[]).map((caller) => ({
    name: replyTopic(caller),
    partitions: MAX_REPLICAS[caller],
    retentionMs: RPC_RETENTION_MS,
  })),
];
