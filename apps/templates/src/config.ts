import { z } from 'zod';
import { loadConfigOrExit, rpcVariables, s3Variables, serviceVariables } from '@dental/config';

/**
 * Object storage holds the merged documents Update PMS stores as the practice's documents; the
 * request-reply timeout bounds the wait for a transaction's values from the verification service.
 */
export const templatesConfigSchema = z.object({ ...serviceVariables, ...s3Variables, ...rpcVariables });
export type TemplatesConfig = z.output<typeof templatesConfigSchema>;

export const loadTemplatesConfig = (): TemplatesConfig => loadConfigOrExit(templatesConfigSchema);
