import { z } from 'zod';
import { databaseVariables, httpVariables, kafkaVariables, loadConfigOrExit, runtimeVariables } from '@dental/config';

export const billingConfigSchema = z.object({ ...runtimeVariables, ...httpVariables, ...kafkaVariables, ...databaseVariables });
export type BillingConfig = z.output<typeof billingConfigSchema>;

export const loadBillingConfig = (): BillingConfig => loadConfigOrExit(billingConfigSchema);
