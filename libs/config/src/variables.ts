/** Configuration fragments; each app composes the ones it needs. Names are the environment variables. */
import { z } from 'zod';

const int = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`);
const url = (protocols: string[]) =>
  z.string().refine(
    (v) => {
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );
const bool = z.enum(['true', 'false'], { message: 'must be true or false' }).transform((v) => v === 'true');

export const runtimeVariables = {
  NODE_ENV: z.enum(['development', 'test', 'production'], { message: 'must be development, test or production' }).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/** The HTTP port a service serves /health, /health/ready and /metrics on (the gateway serves the API there too). */
export const httpVariables = {
  HTTP_PORT: int(1, 65535),
  /** How long a graceful shutdown may take before the process exits anyway. */
  SHUTDOWN_GRACE_MS: int(100, 120_000).default(10_000),
};

export const databaseVariables = {
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATABASE_POOL_SIZE: int(1, 200).default(10),
  /** Run pending migrations when the service starts (production runs them as a separate step). */
  DATABASE_MIGRATE_ON_START: bool.default('true'),
};

export const redisVariables = {
  REDIS_URL: url(['redis:', 'rediss:']),
  /** Prefix of every key this deployment writes, so several deployments or tests can share a server. */
  REDIS_KEY_PREFIX: z.string().max(60).default('dental:'),
};

export const kafkaVariables = {
  KAFKA_BROKERS: z
    .string()
    .regex(/^[^\s,:]+:\d+(,[^\s,:]+:\d+)*$/, 'must be host:port[,host:port...]')
    .transform((v) => v.split(',')),
  /**
   * How long the broker may hold a consumer's fetch while no message arrives. A fetch returns as soon
   * as data arrives, so this sets how often an idle consumer asks again, and how long a stopping
   * consumer may wait for its last fetch.
   */
  KAFKA_MAX_WAIT_MS: int(1, 10_000).default(3_000),
};

/** The topics job (kafka-topics.cli): how the cluster keeps each topic's partitions. */
export const kafkaTopicVariables = {
  KAFKA_BROKERS: kafkaVariables.KAFKA_BROKERS,
  /** Copies of each partition: 3 in production; 1 on a single local broker. */
  KAFKA_REPLICATION_FACTOR: int(1, 10).default(1),
  /** Copies that must hold a message before it is acknowledged (producers ask for all): 2 in production. */
  KAFKA_MIN_INSYNC_REPLICAS: int(1, 10).default(1),
};

/** The gateway's request-reply to the services. */
export const rpcVariables = {
  /** How long the gateway waits for a service's answer before it answers 503 with Retry-After. */
  RPC_TIMEOUT_MS: int(100, 120_000).default(10_000),
};

/** Services that publish events through their transactional outbox. */
export const outboxVariables = {
  /**
   * How often the outbox relay looks for events nobody announced. A commit that writes events wakes
   * it at once (Postgres NOTIFY); this only catches one missed while its listener reconnected.
   */
  OUTBOX_POLL_MS: int(5, 60_000).default(10_000),
  /** How long a published event stays in the outbox table (for investigating) before it is deleted. */
  OUTBOX_RETENTION_HOURS: int(1, 24 * 90).default(24),
};

export const s3Variables = {
  S3_ENDPOINT: url(['http:', 'https:']),
  S3_ACCESS_KEY: z.string().min(3, 'must be at least 3 characters'),
  S3_SECRET_KEY: z.string().min(3, 'must be at least 3 characters'),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name'),
};

/** Files people upload through the gateway (transaction files: PDF, DOC, DOCX). */
export const uploadVariables = {
  /** Largest file accepted, in bytes (15 MB by default); a larger one is refused with a message naming the limit. */
  UPLOAD_MAX_BYTES: int(1024, 200 * 1024 * 1024).default(15 * 1024 * 1024),
};

export const smtpVariables = {
  SMTP_HOST: z.string().min(1),
  SMTP_PORT: int(1, 65535),
  MAIL_FROM: z.string().email('must be an e-mail address'),
};

/** Sign-in checks and the links the auth service mails. */
export const signInVariables = {
  /** Address of the web app as people open it; e-mailed links (PIN sign-in authorisation, password, unlock) start with it. */
  WEB_BASE_URL: url(['http:', 'https:']).transform((v) => v.replace(/\/+$/, '')),
  /** Countries (ISO 3166 alpha-2, comma-separated) sign-in is offered in; loopback and private addresses always pass. */
  GEO_ALLOWED_COUNTRIES: z
    .string()
    .regex(/^[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*$/, 'must be two-letter country codes separated by commas')
    .default('US')
    .transform((v) => v.split(',').map((c) => c.trim().toUpperCase())),
  /** Failed passwords in a row that block an account until its unlock link (or a password reset) is used. */
  LOGIN_MAX_FAILED_ATTEMPTS: int(1, 100).default(5),
};

/**
 * The SMS provider of sign-in PINs (a Messages API: POST {SMS_API_URL}/Messages.json, basic auth from the
 * URL's user and password). Unset: every PIN goes by e-mail.
 */
export const smsVariables = {
  SMS_API_URL: url(['http:', 'https:']).optional(),
  SMS_FROM: z
    .string()
    .regex(/^\+?\d{6,15}$/, 'must be a phone number (digits, optional leading +)')
    .optional(),
};

/** Key of the credential secrets stored by the auth service (AES-256-GCM): 32 bytes as 64 hexadecimal characters. */
export const credentialsVariables = {
  CREDENTIALS_KEY: z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (a 32-byte key)'),
};

export const tokenVariables = {
  /** HMAC secret shared by the auth service (signs) and the gateway (verifies). */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  JWT_ACCESS_TTL_SECONDS: int(60, 86_400).default(900),
  JWT_REFRESH_TTL_SECONDS: int(600, 60 * 86_400).default(7 * 86_400),
};

export const envelopeVariables = {
  /** Passphrase of the encrypted body envelope (spec README decision 2); the web app is built with the same one. */
  BODY_ENCRYPTION_KEY: z.string().min(16, 'must be at least 16 characters'),
};

/** The gateway serves the built web app from this folder (with history fallback) when it exists. */
export const webVariables = {
  WEB_DIST: z.string().optional(),
  /** Whether the web app seals its request bodies; it reads this from the gateway as it loads (GET /api/settings). */
  WEB_ENCRYPT_BODIES: bool.default('true'),
};

/**
 * What the gateway exposes besides the product. Metrics go to a port of their own that the ingress
 * never routes (Prometheus scrapes it inside the cluster); the API description is served only where
 * a deployment asks for it.
 */
export const gatewayExposureVariables = {
  /** 0 picks a free port (tests). */
  METRICS_PORT: int(0, 65535).default(9464),
  API_DOCS_ENABLED: bool.default('false'),
};

/** What every service with its own schema reads: runtime, HTTP (health), Kafka, its database and outbox. */
export const serviceVariables = {
  ...runtimeVariables,
  ...httpVariables,
  ...kafkaVariables,
  ...databaseVariables,
  ...outboxVariables,
};

/** The files service's conversions (File converter): BullMQ jobs run by the service or its own worker Deployment. */
export const conversionVariables = {
  /**
   * Conversions this process runs at once (0: none, the process only queues and answers; the
   * converter Deployment runs them). LibreOffice takes about one core per conversion.
   */
  CONVERSION_CONCURRENCY: int(0, 16).default(1),
  /** The LibreOffice program that turns DOCX into PDF (Debian's libreoffice-writer-nogui). */
  SOFFICE_PATH: z.string().min(1).default('soffice'),
  /** A conversion still running after this long is stopped and answered as failed. */
  CONVERSION_TIMEOUT_MS: int(5_000, 600_000).default(120_000),
};

/**
 * The file feeds the files service indexes: the cloud-storage account (Azure Blob) and the SFTP
 * server practices drop their PMS exports on. A feed whose address is unset is not indexed (its
 * list says so). Credentials are secrets (k8s/secret.yaml).
 */
export const fileFeedVariables = {
  /** The storage account's connection string (`DefaultEndpointsProtocol=...;AccountName=...;AccountKey=...;BlobEndpoint=...`); every container is a feed. */
  AZURE_STORAGE_CONNECTION_STRING: z
    .string()
    .regex(/(^|;)AccountName=[^;]+/, 'must be an Azure Storage connection string (with AccountName=...)')
    .optional(),
  SFTP_HOST: z.string().min(1).optional(),
  SFTP_PORT: int(1, 65535).default(22),
  SFTP_USERNAME: z.string().min(1).optional(),
  /** Password of SFTP_USERNAME, or leave it unset and give SFTP_PRIVATE_KEY. */
  SFTP_PASSWORD: z.string().min(1).optional(),
  /** Private key (PEM or OpenSSH text) of SFTP_USERNAME. */
  SFTP_PRIVATE_KEY: z.string().min(1).optional(),
  /** SHA-256 of the server's host key (base64, as `ssh-keygen -lf` prints it without `SHA256:`); unset: any host key is accepted. */
  SFTP_HOST_KEY_SHA256: z.string().min(1).optional(),
  /** The folder on the server whose sub-folders are the feeds. */
  SFTP_ROOT: z.string().startsWith('/', 'must be an absolute path').default('/'),
  /** How often the index is brought up to date with both feeds. */
  FEED_SYNC_INTERVAL_MS: int(1_000, 86_400_000).default(300_000),
};

/**
 * Where the call, SMS and voice-assistant providers' REST APIs answer (the files service's call log,
 * SMS logs and Intelepeer appointments). Only addresses: each client's credentials come from the
 * Credentials screen. A provider whose address is unset shows as not configured.
 */
export const callProviderVariables = {
  AIRCALL_API_URL: url(['http:', 'https:']).default('https://api.aircall.io'),
  RINGCENTRAL_API_URL: url(['http:', 'https:']).default('https://platform.ringcentral.com'),
  /** The voice assistant's appointment API; no public default exists. */
  INTELEPEER_API_URL: url(['http:', 'https:']).optional(),
  /**
   * How long a provider may take to answer before its list shows as unreachable; keep it below the
   * gateway's RPC_TIMEOUT_MS, so the screen hears "unreachable" rather than a timeout.
   */
  PROVIDER_TIMEOUT_MS: int(500, 60_000).default(5_000),
};

/** The card-payment provider (Stripe) of the billing service; without a key, subscriptions answer that it is not configured. */
export const cardPaymentVariables = {
  /** The provider's API address: https://api.stripe.com in production, the local stand-in otherwise. */
  STRIPE_API_URL: url(['http:', 'https:']).default('https://api.stripe.com'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a secret or restricted key (sk_… or rk_…)')
    .optional(),
  /** The webhook endpoint's signing secret (whsec_…); events without a valid signature are refused. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** How old a signed event may be (its timestamp), in seconds: a replayed old event is refused. */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: int(10, 3600).default(300),
  STRIPE_TIMEOUT_MS: int(500, 60_000).default(10_000),
};
