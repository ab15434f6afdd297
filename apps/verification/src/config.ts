import { z } from 'zod';
import { loadConfigOrExit, redisVariables, serviceVariables } from '@dental/config';

export const verificationConfigSchema = z.object({ ...serviceVariables, ...redisVariables });
export type VerificationConfig = z.output<typeof verificationConfigSchema>;

export const loadVerificationConfig = (): VerificationConfig => loadConfigOrExit(verificationConfigSchema);
