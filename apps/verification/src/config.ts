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
