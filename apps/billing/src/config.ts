import { z } from 'zod';
import { cardPaymentVariables, loadConfigOrExit, s3Variables, serviceVariables } from '@dental/config';

export const billingConfigSchema = z.object({ ...serviceVariables, ...s3Variables, ...cardPaymentVariables });
export type BillingConfig = z.output<typeof billingConfigSchema>;

export const loadBillingConfig = (): BillingConfig => loadConfigOrExit(billingConfigSchema);
