import { z } from 'zod';
import { loadConfigOrExit, serviceVariables } from '@dental/config';

export const templatesConfigSchema = z.object(serviceVariables);
export type TemplatesConfig = z.output<typeof templatesConfigSchema>;

export const loadTemplatesConfig = (): TemplatesConfig => loadConfigOrExit(templatesConfigSchema);
