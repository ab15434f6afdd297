/**
 * Each test file gets its own Postgres database, cloned from a template that already has every
 * service's migrations applied (built once per run by global-setup.ts): a clone takes ~100 ms
 * where migrating from scratch would take seconds.
 */
import { Client } from 'pg';
import { randomBytes } from 'node:crypto';

export const TEMPLATE_DATABASE = 'dental_test_template';

export function postgresUrl(database: string): string {
  const base = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: postgresUrl('postgres') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(prefix = 'test'): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withAdminClient(async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
        return;
      } catch (error) {
        // Two clones of one template at the same instant can collide; the second waits and retries.
        if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  });
  return {
    name,
    url: postgresUrl(name),
    drop: () => withAdminClient(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}
