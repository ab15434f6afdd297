import { z } from 'zod';
import { loadConfigOrExit, s3Variables, serviceVariables } from '@dental/config';

export const filesConfigSchema = z.object({ ...serviceVariables, ...s3Variables });
export type FilesConfig = z.output<typeof filesConfigSchema>;

export const loadFilesConfig = (): FilesConfig => loadConfigOrExit(filesConfigSchema);
