/**
 * Typed configuration from environment variables, validated once at start-up. A missing or malformed
 * variable stops the process with a message naming it (see docs/configuration.md for every variable).
 */
import { z } from 'zod';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig<S extends z.ZodObject<z.ZodRawShape>>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  const input: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = env[key];
    input[key] = value === '' ? undefined : value;
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      const missing = issue.code === 'invalid_type' && issue.received === 'undefined';
      return missing ? `${name} is required` : `${name} ${issue.message}`;
    }),
  );
}

/** Loads configuration or ends the process with the reason, before anything connects. */
export function loadConfigOrExit<S extends z.ZodObject<z.ZodRawShape>>(schema: S, env: NodeJS.ProcessEnv = process.env): z.output<S> {
  try {
    return loadConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
}
