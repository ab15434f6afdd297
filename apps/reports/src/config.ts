import { z } from 'zod';
import { databaseVariables, httpVariables, kafkaVariables, loadConfigOrExit, runtimeVariables } from '@dental/config';

export const reportsConfigSchema = z.object({ ...runtimeVariables, ...httpVariables, ...kafkaVariables, ...databaseVariables });
export type ReportsConfig = z.output<typeof reportsConfigSchema>;

export const loadReportsConfig = (): ReportsConfig => loadConfigOrExit(reportsConfigSchema);
