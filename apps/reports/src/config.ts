import { z } from 'zod';
import { loadConfigOrExit, serviceVariables } from '@dental/config';

export const reportsConfigSchema = z.object(serviceVariables);
export type ReportsConfig = z.output<typeof reportsConfigSchema>;

export const loadReportsConfig = (): ReportsConfig => loadConfigOrExit(reportsConfigSchema);
