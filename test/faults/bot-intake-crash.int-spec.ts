/**
 * Bot results survive the verification service dying mid-stream. 10,000 results (one in 50 invalid)
 * are published at 2,000 a second to real service processes; part-way, a process is killed with
 * SIGKILL. Every valid result must be applied exactly once (counted in the service's database), every
 * invalid one dead-lettered with its reason, and nothing else.
 */
import 'reflect-metadata';
import type { Admin, Producer } from 'kafkajs';
import { createQuietAdmin } from '@dental/messaging';
import { createTestDatabase, type TestDatabase } from '@dental/testing';
import { announcePractices, botMessages, connectProducer, publishSteadily, expectEachAppliedOnce } from './support/bot-traffic';
import { serviceEnv } from './support/verification-env';
import { kill, startRestartableBroker, startServiceProcess, until, type RestartableBroker, type ServiceProcess } from './support/processes';

jest.setTimeout(300_000);

const TOTAL = 10_000;
const INVALID_EVERY = 50;
const PER_SECOND = 2_000;

let broker: RestartableBroker;
let db: TestDatabase;
let producer: Producer;
let admin: Admin;
const processes: ServiceProcess[] = [];

async function startReplica(label: string): Promise<ServiceProcess> {
  const replica = await startServiceProcess('verification', serviceEnv({ databaseUrl: db.url, brokers: broker.brokers }), { label });
  processes.push(replica);
  return replica;
}

beforeAll(async () => {
  [broker, db] = await Promise.all([startRestartableBroker(), createTestDatabase()]);
  [producer, admin] = await Promise.all([
    connectProducer(broker.brokers),
    (async () => {
      const client = createQuietAdmin([broker.brokers], 'fault-admin');
      await client.connect();
      return client;
    })(),
  ]);
});

afterAll(async () => {
  await Promise.all(processes.map(kill));
  await Promise.all([producer?.disconnect(), admin?.disconnect()]);
  await broker?.remove();
  await db?.drop();
});

it('applies every valid result once and dead-letters every invalid one when the service is killed mid-stream and started again', async () => {
  const first = await startReplica('verification-killed');
  await announcePractices(producer, db.url);
  const marker = `crash-${Date.now().toString(36)}`;
  const messages = botMessages(TOTAL, INVALID_EVERY, marker);
  await publishSteadily(producer, messages, {
    perSecond: PER_SECOND,
    onSent: async (sent) => {
      if (sent === 3_000) await kill(first);
    },
  });
  await startReplica('verification-restarted');
  await expectEachAppliedOnce({
    admin,
    databaseUrl: db.url,
    brokers: broker.brokers,
    messages,
    marker,
    story: 'killed at 3,000 and restarted after the last',
  });
});

it('shares the partitions among three replicas, and the other two take over when one is killed, nothing lost or doubled', async () => {
  await Promise.all(processes.map(kill));
  const replicas = [await startReplica('verification-a'), await startReplica('verification-b'), await startReplica('verification-c')];
  await until('three members sharing the partitions', async () => {
    const { groups } = await admin.describeGroups(['verification']);
    return groups[0].state === 'Stable' && groups[0].members.length === 3;
  });
  const marker = `replicas-${Date.now().toString(36)}`;
  const messages = botMessages(TOTAL, INVALID_EVERY, marker);
  await publishSteadily(producer, messages, {
    perSecond: PER_SECOND,
    onSent: async (sent) => {
      if (sent === 3_000) await kill(replicas[1]);
    },
  });
  await expectEachAppliedOnce({
    admin,
    databaseUrl: db.url,
    brokers: broker.brokers,
    messages,
    marker,
    story: 'three replicas, one killed at 3,000',
  });
  const { groups } = await admin.describeGroups(['verification']);
  expect(groups[0].members).toHaveLength(2);
});
