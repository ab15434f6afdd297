/**
 * SIGTERM, as an orchestrator sends before it removes a pod: every app stops taking work, finishes
 * what it holds, commits its offsets and exits within 10 s. The verification service is stopped
 * while bot results are still arriving; whatever it had applied is committed, and what it had not
 * is applied once by the next process.
 */
import 'reflect-metadata';
import type { Admin, Producer } from 'kafkajs';
import { Topics } from '@dental/contracts';
import { createQuietAdmin } from '@dental/messaging';
import { createTestDatabase, startS3StandIn, type S3StandIn, type TestDatabase } from '@dental/testing';
import { announcePractices, applied, botMessages, connectProducer, expectEachAppliedOnce, publishSteadily } from './support/bot-traffic';
import { kill, startRestartableBroker, startServiceProcess, type RestartableBroker, type ServiceProcess } from './support/processes';
import { serviceEnv } from './support/verification-env';

jest.setTimeout(300_000);

const APPS = ['auth', 'verification', 'templates', 'billing', 'files', 'reports', 'gateway'] as const;
const STOP_LIMIT_MS = 10_000;

let broker: RestartableBroker;
let db: TestDatabase;
let s3: S3StandIn;
let producer: Producer;
let admin: Admin;
const running: ServiceProcess[] = [];

beforeAll(async () => {
  [broker, db, s3] = await Promise.all([startRestartableBroker(), createTestDatabase(), startS3StandIn()]);
  producer = await connectProducer(broker.brokers);
  admin = createQuietAdmin([broker.brokers], 'fault-admin');
  await admin.connect();
});

afterAll(async () => {
  await Promise.all(running.map(kill));
  await Promise.all([producer?.disconnect(), admin?.disconnect()]);
  await Promise.all([broker?.remove(), s3?.stop()]);
  await db?.drop();
});

/** Offsets the verification group has committed on the bot topic, summed over its partitions. */
async function committedResults(): Promise<number> {
  const [{ partitions }] = await admin.fetchOffsets({ groupId: 'verification', topics: [Topics.BotVerificationResult] });
  return partitions.reduce((sum, p) => sum + Math.max(0, Number(p.offset)), 0);
}

it('stops every app within 10 s of SIGTERM, each finishing and committing what it holds', async () => {
  const env = serviceEnv({ databaseUrl: db.url, brokers: broker.brokers, s3 });
  for (const app of APPS) running.push(await startServiceProcess(app, env, { label: `${app}-sigterm` }));
  await announcePractices(producer, db.url);

  // Only valid results, so every committed offset stands for one applied result.
  const marker = `sigterm-${Date.now().toString(36)}`;
  const messages = botMessages(4_000, Number.MAX_SAFE_INTEGER, marker);
  await publishSteadily(producer, messages.slice(0, 3_000), { perSecond: 1_500 });

  const stopping = Date.now();
  const exits = await Promise.all(
    running.map(async (app) => {
      app.signal('SIGTERM');
      const { code, signal } = await app.exited;
      return { app: app.name, code, signal, ms: Date.now() - stopping };
    }),
  );
  running.length = 0;
  process.stdout.write(`Stopped on SIGTERM: ${exits.map((e) => `${e.app} ${e.ms} ms (${e.signal ?? `code ${e.code}`})`).join(', ')}\n`);
  for (const exit of exits) {
    // Nest closes everything, then lets SIGTERM end the process; the grace timer's exit(1) would mean it hung.
    expect({ app: exit.app, graceful: exit.code === 0 || exit.signal === 'SIGTERM', inTime: exit.ms < STOP_LIMIT_MS }).toEqual({
      app: exit.app,
      graceful: true,
      inTime: true,
    });
  }

  // What it applied, it committed: the committed offsets count exactly the results stored.
  const valid = messages.map((m) => m.messageId);
  const stored = (await applied(db.url, marker, valid)).processed;
  const committed = await committedResults();
  process.stdout.write(`At its stop the verification service had applied ${stored} results and committed ${committed}\n`);
  expect(committed).toBe(stored);

  // The rest (and what arrives while it is away) is applied once by the next process.
  await publishSteadily(producer, messages.slice(3_000), { perSecond: 1_500 });
  running.push(await startServiceProcess('verification', env, { label: 'verification-after-sigterm' }));
  await expectEachAppliedOnce({
    admin,
    databaseUrl: db.url,
    brokers: broker.brokers,
    messages,
    marker,
    story: 'stopped with SIGTERM mid-stream',
  });
});
