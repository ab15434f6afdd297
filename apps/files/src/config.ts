import { z } from 'zod';
import { conversionVariables, fileFeedVariables, loadConfigOrExit, redisVariables, s3Variables, serviceVariables } from '@dental/config';

export const filesConfigSchema = z.object({
  ...serviceVariables,
  ...redisVariables,
  ...s3Variables,
  ...conversionVariables,
  ...fileFeedVariables,
});
export type FilesConfig = z.output<typeof filesConfigSchema>;

export const loadFilesConfig = (): FilesConfig => loadConfigOrExit(filesConfigSchema);
