/**
 * scripts/release-ready.mjs, the init container of every Deployment: it holds an app back until the
 * migrate Job has applied its schema's migrations and the kafka-topics Job has created the topics,
 * against a real broker and Postgres. Runs the compiled script as the image does (`npm run build` first).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startKafkaBroker, type KafkaBroker } from '@dental/local-stack';
import { createProductTopics, createTestDatabase, waitFor, type TestDatabase } from '@dental/testing';
import { ROOT } from './manifests';

let broker: KafkaBroker;
let database: TestDatabase;
let dataDir: string;

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function releaseReady(service: string | undefined, env: Record<string, string>): Run {
  const child = spawn(process.execPath, [join(ROOT, 'scripts/release-ready.mjs'), ...(service ? [service] : [])], {
    env: { PATH: process.env.PATH ?? '', RELEASE_READY_POLL_MS: '200', ...env },
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output: () => text, exited };
}

async function sql(text: string, values: unknown[] = []): Promise<{ rows: Record<string, unknown>[] }> {
  const client = new Client({ connectionString: database.url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  // A broker without the product's topics, as a cluster is before the kafka-topics Job ran.
  dataDir = mkdtempSync(join(tmpdir(), 'dental-release-ready-'));
  [broker, database] = await Promise.all([startKafkaBroker({ dataDir, profile: 'test' }), createTestDatabase('release')]);
}, 120_000);

afterAll(async () => {
  await broker?.kill();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
});

it('holds an app back until its migrations are applied and the topics exist, then lets it start', async () => {
  // The database has every migration applied; one of billing's is taken back out of the record.
  const [latest] = (await sql(`SELECT id, timestamp, name FROM billing.migrations ORDER BY id DESC LIMIT 1`)).rows;
  await sql(`DELETE FROM billing.migrations WHERE id = $1`, [latest.id]);

  const run = releaseReady('billing', { DATABASE_URL: database.url, KAFKA_BROKERS: broker.brokers });
  try {
    await waitFor(
      'the wait for the migration and the topics',
      () => /waiting for migrations of billing; topics \S/.test(run.output()),
      30_000,
    );

    await createProductTopics(broker.brokers);
    await waitFor('the wait for the migration only', () => /waiting for migrations of billing\n/.test(run.output()), 30_000);
    expect(run.child.exitCode).toBeNull();

    await sql(`INSERT INTO billing.migrations (id, timestamp, name) VALUES ($1, $2, $3)`, [latest.id, latest.timestamp, latest.name]);
    expect(await run.exited).toBe(0);
    expect(run.output()).toMatch(/billing: release ready\n$/);
  } finally {
    run.child.kill();
  }
}, 120_000);

it('checks only the topics without a service (the gateway and the file converter own no schema)', async () => {
  const run = releaseReady(undefined, { KAFKA_BROKERS: broker.brokers });
  try {
    expect(await run.exited).toBe(0);
    expect(run.output()).toBe('topics: release ready\n');
  } finally {
    run.child.kill();
  }
}, 60_000);

it('refuses a service it does not know, and a missing DATABASE_URL', async () => {
  const unknown = releaseReady('nope', { KAFKA_BROKERS: broker.brokers });
  expect(await unknown.exited).toBe(64);
  const noDatabase = releaseReady('auth', { KAFKA_BROKERS: broker.brokers });
  expect(await noDatabase.exited).toBe(78);
  expect(noDatabase.output()).toBe('DATABASE_URL is required\n');
});
