import { z } from 'zod';
import { loadConfigOrExit, s3Variables, serviceVariables } from '@dental/config';

/** Object storage holds the merged documents Update PMS stores as the practice's documents. */
export const templatesConfigSchema = z.object({ ...serviceVariables, ...s3Variables });
export type TemplatesConfig = z.output<typeof templatesConfigSchema>;

export const loadTemplatesConfig = (): TemplatesConfig => loadConfigOrExit(templatesConfigSchema);
