import { z } from 'zod';
import { conversionVariables, httpVariables, loadConfigOrExit, redisVariables, runtimeVariables, s3Variables } from '@dental/config';

/** What the converter Deployment reads: no database and no Kafka, only the job queue and object storage. */
export const converterConfigSchema = z.object({
  ...runtimeVariables,
  ...httpVariables,
  ...redisVariables,
  ...s3Variables,
  ...conversionVariables,
  CONVERSION_CONCURRENCY: conversionVariables.CONVERSION_CONCURRENCY.refine((n) => n > 0, 'must be at least 1 in the converter'),
});
export type ConverterConfig = z.output<typeof converterConfigSchema>;

export const loadConverterConfig = (): ConverterConfig => loadConfigOrExit(converterConfigSchema);
