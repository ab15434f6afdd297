import { z } from 'zod';
import {
  databaseVariables,
  loadConfigOrExit,
  redisVariables,
  runtimeVariables,
  serviceVariables,
  signInVariables,
  smsVariables,
  smtpVariables,
  credentialsVariables,
  tokenVariables,
} from '@dental/config';

export const authConfigSchema = z.object({
  ...serviceVariables,
  ...redisVariables,
  ...tokenVariables,
  ...smtpVariables,
  ...signInVariables,
  ...smsVariables,
  ...credentialsVariables,
});
export type AuthConfig = z.output<typeof authConfigSchema>;

export const loadAuthConfig = (): AuthConfig => loadConfigOrExit(authConfigSchema);

/** Injection token of the validated configuration. */
export const AUTH_CONFIG = Symbol('AUTH_CONFIG');

/** The demo seed needs the database only (no Kafka, no Redis, no secrets). */
/** The demo seed; with CREDENTIALS_KEY it also stores the demo provider credentials. */
export const seedConfigSchema = z.object({
  ...runtimeVariables,
  ...databaseVariables,
  CREDENTIALS_KEY: credentialsVariables.CREDENTIALS_KEY.optional(),
});
