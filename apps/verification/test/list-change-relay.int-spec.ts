/**
 * ListChangeRelay against the real Postgres and Redis: a committed write to transactions moves the
 * list-change counter of each practice it touched (Postgres notifies at commit), a rolled-back one
 * moves nothing, and an update Redis refused makes every kept answer stale (`*`) once Redis answers
 * again. The gateway reads these counters before it gives a kept answer again.
 */
import 'reflect-metadata';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { LIST_CHANGES_ALL, LIST_CHANGES_KEY } from '@dental/contracts';
import { createServiceDataSource } from '@dental/database';
import { TEST_REDIS_URL, createTestDatabase, testRedisPrefix, waitFor, type TestDatabase } from '@dental/testing';
import { MIGRATIONS } from '../src/database/migrations';
import { ListChangeRelay } from '../src/transactions/list-change-relay';
import { storeTransaction } from './support/stored-transaction';
import { CLIENT_A, PRACTICES_OF_A } from './support/fixtures';

const [FIRST, SECOND, THIRD] = PRACTICES_OF_A;

let db: TestDatabase;
let dataSource: DataSource;
let redis: Redis;
let relay: ListChangeRelay;

const counter = async (field: string) => Number((await redis.hget(LIST_CHANGES_KEY, field)) ?? 0);

beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = createServiceDataSource({ url: db.url, schema: 'verification', entities: [], migrations: MIGRATIONS, poolSize: 3 });
  await dataSource.initialize();
  redis = new Redis(TEST_REDIS_URL, { keyPrefix: testRedisPrefix() });
  relay = new ListChangeRelay(dataSource, redis);
  relay.onApplicationBootstrap();
  // Listening marks everything stale once: what was written before it listened was not heard.
  await waitFor('the relay listening', async () => (await counter(LIST_CHANGES_ALL)) === 1);
});

afterAll(async () => {
  await relay?.onApplicationShutdown();
  await redis?.quit();
  await dataSource?.destroy();
  await db?.drop();
});

it('passes a committed write on to each practice it touched, and a rolled-back one not at all', async () => {
  const before = await Promise.all([FIRST, SECOND, THIRD].map((p) => counter(p._id)));
  await dataSource.transaction(async (manager) => {
    await storeTransaction(manager, { client_id: CLIENT_A._id, practice_id: FIRST._id });
    await storeTransaction(manager, { client_id: CLIENT_A._id, practice_id: SECOND._id });
  });
  await waitFor('both practices moved', async () => (await counter(FIRST._id)) > before[0] && (await counter(SECOND._id)) > before[1]);

  const runner = dataSource.createQueryRunner();
  await runner.startTransaction();
  await storeTransaction(runner.manager, { client_id: CLIENT_A._id, practice_id: THIRD._id });
  await runner.rollbackTransaction();
  await runner.release();
  // A later committed write to another practice shows the relay has passed on everything before it.
  const first = await counter(FIRST._id);
  await storeTransaction(dataSource, { client_id: CLIENT_A._id, practice_id: FIRST._id });
  await waitFor('the later write moved', async () => (await counter(FIRST._id)) > first);
  expect(await counter(THIRD._id)).toBe(before[2]);
  expect(await counter(LIST_CHANGES_ALL)).toBe(1);
});

it('makes every kept answer stale once Redis answers again, after it refused an update', async () => {
  const prefix = testRedisPrefix();
  // As the services connect: a command while disconnected fails at once instead of queueing.
  const flaky = new Redis(TEST_REDIS_URL, { keyPrefix: prefix, enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  const check = new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
  try {
    await waitFor('the connection', () => flaky.status === 'ready');
    const alone = new ListChangeRelay(dataSource, flaky);
    flaky.disconnect();
    alone.changed(FIRST._id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await check.hgetall(LIST_CHANGES_KEY)).toEqual({});
    await flaky.connect();
    await waitFor('everything marked stale', async () => (await check.hget(LIST_CHANGES_KEY, LIST_CHANGES_ALL)) === '1', 5_000);
    await alone.onApplicationShutdown();
  } finally {
    flaky.disconnect();
    await check.quit();
  }
});
