import { z } from 'zod';
import { databaseVariables, httpVariables, kafkaVariables, loadConfigOrExit, runtimeVariables, s3Variables } from '@dental/config';

export const filesConfigSchema = z.object({ ...runtimeVariables, ...httpVariables, ...kafkaVariables, ...databaseVariables, ...s3Variables });
export type FilesConfig = z.output<typeof filesConfigSchema>;

export const loadFilesConfig = (): FilesConfig => loadConfigOrExit(filesConfigSchema);
