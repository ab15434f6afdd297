import { z } from 'zod';
import { loadConfigOrExit, serviceVariables } from '@dental/config';

export const billingConfigSchema = z.object(serviceVariables);
export type BillingConfig = z.output<typeof billingConfigSchema>;

export const loadBillingConfig = (): BillingConfig => loadConfigOrExit(billingConfigSchema);
