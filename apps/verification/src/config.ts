import { z } from 'zod';
import { loadConfigOrExit, redisVariables, s3Variables, serviceVariables } from '@dental/config';

export const verificationConfigSchema = z.object({
  ...serviceVariables,
  ...redisVariables,
  ...s3Variables,
  /**
   * How long the FBD tab waits for a form its copy lacks from the templates service. Shorter than the
   * gateway's RPC_TIMEOUT_MS, so the caller gets this service's clear 503 rather than the gateway's 504.
   */
  TEMPLATES_RPC_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(60_000, 'must be at most 60000')
    .default(3_000),
  /**
   * The clearinghouse's base address for real-time eligibility (its raw X12 API); unset, real-time
   * verification answers that no clearinghouse is configured. Its API key is then required.
   */
  CLEARINGHOUSE_URL: z.string().url('must be a URL').optional(),
  CLEARINGHOUSE_API_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  /** ISA06 of each 270: who the product is to the clearinghouse. */
  CLEARINGHOUSE_SUBMITTER_ID: z
    .string()
    .regex(/^[A-Z0-9]{2,15}$/, 'must be 2 to 15 capital letters or digits')
    .default('DENTALBACKOFF'),
  /** ISA08 of each 270: the clearinghouse's own interchange ID. */
  CLEARINGHOUSE_RECEIVER_ID: z
    .string()
    .regex(/^[A-Z0-9]{2,15}$/, 'must be 2 to 15 capital letters or digits')
    .default('CLEARINGHOUSE'),
  /** TRN03 of each 270: '9' and the 9 characters the clearinghouse assigned (or '1' and the EIN). */
  CLEARINGHOUSE_TRACE_ORIGINATOR: z
    .string()
    .regex(/^[19][A-Za-z0-9]{9}$/, 'must be 10 characters starting with 1 or 9')
    .default('9DENTALBO1'),
  /** ISA15: P sends to payers for real, T asks the clearinghouse's test mode. */
  CLEARINGHOUSE_USAGE: z.enum(['P', 'T'], { message: 'must be P or T' }).default('T'),
  CLEARINGHOUSE_TIMEOUT_MS: z.coerce.number({ message: 'must be a number' }).int().min(1000).max(120_000).default(30_000),
  /** How long an extraction job waits for a bot's report (any) before its attempt fails. */
  EXTRACTION_REPLY_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(500, 'must be at least 500')
    .max(3_600_000, 'must be at most 3600000')
    .default(120_000),
  /** Attempts of an extraction job (the first and its retries) before it is failed with its reason. */
  EXTRACTION_ATTEMPTS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1).max(10).default(3),
  /** Back-off before the first retry; each later one waits twice as long. */
  EXTRACTION_BACKOFF_MS: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(0).max(600_000).default(10_000),
  /** Extraction jobs one process follows at once (each mostly waits for the bots). */
  EXTRACTION_CONCURRENCY: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1).max(200).default(20),
});
export type VerificationConfig = z.output<typeof verificationConfigSchema>;

export const loadVerificationConfig = (): VerificationConfig => loadConfigOrExit(verificationConfigSchema);
