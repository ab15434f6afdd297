import { z } from 'zod';
import { cardPaymentVariables, loadConfigOrExit, s3Variables, serviceVariables, signInVariables, smtpVariables } from '@dental/config';

export const billingConfigSchema = z.object({
  ...serviceVariables,
  ...s3Variables,
  ...cardPaymentVariables,
  /** The onboarding requests' decisions are mailed to the requester. */
  ...smtpVariables,
  /** The approval mail names the web app's address, where the new user signs in. */
  WEB_BASE_URL: signInVariables.WEB_BASE_URL,
  /**
   * How long approving a request waits for the auth service to create the client. Shorter than the
   * gateway's RPC_TIMEOUT_MS, so the caller gets this service's clear 503 rather than the gateway's.
   */
  AUTH_RPC_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(100, 'must be at least 100')
    .max(60_000, 'must be at most 60000')
    .default(5_000),
});
export type BillingConfig = z.output<typeof billingConfigSchema>;

export const loadBillingConfig = (): BillingConfig => loadConfigOrExit(billingConfigSchema);
