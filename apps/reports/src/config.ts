import { z } from 'zod';
import { loadConfigOrExit, redisVariables, s3Variables, serviceVariables } from '@dental/config';

export const reportsConfigSchema = z.object({
  ...serviceVariables,
  /** The report jobs' queue (BullMQ). */
  ...redisVariables,
  /** Where finished report spreadsheets are kept until downloaded. */
  ...s3Variables,
  /** How long the read model waits for the verification service's answer before trying again. */
  VERIFICATION_RPC_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(60_000, 'must be at most 60000')
    .default(5_000),
});
export type ReportsConfig = z.output<typeof reportsConfigSchema>;

export const loadReportsConfig = (): ReportsConfig => loadConfigOrExit(reportsConfigSchema);
