/**
 * Each test file gets its own Postgres database, cloned from a template that already has every
 * service's migrations applied (built once per run by global-setup.ts): a clone takes ~100 ms
 * where migrating from scratch would take seconds. Every name carries the run's id, so test runs
 * side by side (a developer's and CI's, or two checkouts) never touch each other's databases.
 */
import { Client } from 'pg';
import { randomBytes } from 'node:crypto';

/** The run id global-setup.ts puts in the environment the test workers inherit. */
export function testRunId(): string {
  const id = process.env.TEST_RUN_ID;
  if (!id) throw new Error('TEST_RUN_ID is not set: integration tests run through jest with libs/testing/src/global-setup.ts');
  return id;
}

/** A run id: base-36 start time (so stale runs can be recognised) and a random tail. */
export function newTestRunId(now = Date.now()): string {
  return `${now.toString(36)}${randomBytes(2).toString('hex')}`;
}

export function templateDatabase(runId = testRunId()): string {
  return `tpl_${runId}`;
}

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
  const runId = testRunId();
  const name = `${prefix}_${runId}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(async (client) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabase(runId)}"`);
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

/** Drops the databases of one run, or of every run started before `olderThan` (left by a crashed run). */
export async function dropRunDatabases(match: { runId: string } | { olderThan: number }): Promise<void> {
  await withAdminClient(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname ~ '^(tpl|test|it)_[0-9a-z]+(_|$)'`,
    );
    for (const { datname } of rows) {
      const runId = datname.split('_')[1];
      const started = parseInt(runId.slice(0, -4), 36);
      const doomed = 'runId' in match ? runId === match.runId : Number.isFinite(started) && started < match.olderThan;
      if (doomed) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  });
}
