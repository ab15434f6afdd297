import { z } from 'zod';
import { databaseVariables, httpVariables, kafkaVariables, loadConfigOrExit, runtimeVariables } from '@dental/config';

export const templatesConfigSchema = z.object({ ...runtimeVariables, ...httpVariables, ...kafkaVariables, ...databaseVariables });
export type TemplatesConfig = z.output<typeof templatesConfigSchema>;

export const loadTemplatesConfig = (): TemplatesConfig => loadConfigOrExit(templatesConfigSchema);
