import { z } from 'zod';
import {
  callProviderVariables,
  conversionVariables,
  fileFeedVariables,
  loadConfigOrExit,
  redisVariables,
  rpcVariables,
  s3Variables,
  serviceVariables,
} from '@dental/config';

export const filesConfigSchema = z.object({
  ...serviceVariables,
  ...redisVariables,
  ...s3Variables,
  ...conversionVariables,
  ...fileFeedVariables,
  ...rpcVariables,
  ...callProviderVariables,
});
export type FilesConfig = z.output<typeof filesConfigSchema>;

export const loadFilesConfig = (): FilesConfig => loadConfigOrExit(filesConfigSchema);
