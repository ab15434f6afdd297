import { z } from 'zod';
import { databaseVariables, httpVariables, kafkaVariables, loadConfigOrExit, redisVariables, runtimeVariables } from '@dental/config';

export const verificationConfigSchema = z.object({
  ...runtimeVariables,
  ...httpVariables,
  ...kafkaVariables,
  ...databaseVariables,
  ...redisVariables,
});
export type VerificationConfig = z.output<typeof verificationConfigSchema>;

export const loadVerificationConfig = (): VerificationConfig => loadConfigOrExit(verificationConfigSchema);
