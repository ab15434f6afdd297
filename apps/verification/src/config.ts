import { z } from 'zod';
import { loadConfigOrExit, redisVariables, s3Variables, serviceVariables } from '@dental/config';

export const verificationConfigSchema = z.object({ ...serviceVariables, ...redisVariables, ...s3Variables });
export type VerificationConfig = z.output<typeof verificationConfigSchema>;

export const loadVerificationConfig = (): VerificationConfig => loadConfigOrExit(verificationConfigSchema);
