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
});
export type VerificationConfig = z.output<typeof verificationConfigSchema>;

export const loadVerificationConfig = (): VerificationConfig => loadConfigOrExit(verificationConfigSchema);
