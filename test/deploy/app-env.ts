/**
 * What each app reads from its environment and which port it serves: the deployment tests check
 * docker-compose.yml, k8s/ and the Dockerfile against it. The variables are those of each app's own
 * configuration schema (apps/<app>/src/config.ts), so the deployments and the code cannot drift apart.
 */
import type { z } from 'zod';
import { gatewayConfigSchema } from '../../apps/gateway/src/config';
import { authConfigSchema } from '../../apps/auth/src/config';
import { verificationConfigSchema } from '../../apps/verification/src/config';
import { templatesConfigSchema } from '../../apps/templates/src/config';
import { billingConfigSchema } from '../../apps/billing/src/config';
import { filesConfigSchema } from '../../apps/files/src/config';
import { reportsConfigSchema } from '../../apps/reports/src/config';
/** Each app's own start-up validation of its environment (apps/<app>/src/config.ts): the one list of what it reads. */
export const APP_CONFIG_SCHEMAS = {
  gateway: gatewayConfigSchema,
  auth: authConfigSchema,
  verification: verificationConfigSchema,
  templates: templatesConfigSchema,
  billing: billingConfigSchema,
  files: filesConfigSchema,
  reports: reportsConfigSchema,
} satisfies Record<string, z.ZodObject<z.ZodRawShape>>;

export type AppName = keyof typeof APP_CONFIG_SCHEMAS;
export const APP_NAMES = Object.keys(APP_CONFIG_SCHEMAS) as AppName[];

/** The HTTP_PORT of each app: health, readiness and metrics (and, for the gateway, the whole product). */
export const APP_PORTS: Record<AppName, number> = {
  gateway: 3000,
  auth: 3101,
  verification: 3102,
  templates: 3103,
  billing: 3104,
  files: 3105,
  reports: 3106,
};

/** Values a deployment must take from its secret store, never write down. */
export const SECRET_VARIABLES = [
  'JWT_SECRET',
  'BODY_ENCRYPTION_KEY',
  'CREDENTIALS_KEY',
  'DATABASE_URL',
  'REDIS_URL',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'SMS_API_URL',
  'AZURE_STORAGE_CONNECTION_STRING',
  'SFTP_PASSWORD',
  'SFTP_PRIVATE_KEY',
  'CLEARINGHOUSE_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
];

export function variablesOf(app: AppName): string[] {
  return Object.keys(APP_CONFIG_SCHEMAS[app].shape).sort();
}
