import { createTestDatabase, type TestDatabase } from '@dental/testing';
import type { DataSource } from 'typeorm';
import { createServiceDataSource } from './service-data-source';
import { inSnapshot } from './snapshot';

let db: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = createServiceDataSource({ url: db.url, schema: 'auth', entities: [], migrations: [], poolSize: 2 });
  await dataSource.initialize();
  await dataSource.query('CREATE TABLE auth.snapshot_row (n int)');
});

afterAll(async () => {
  await dataSource.destroy();
  await db.drop();
});

const rowsNow = async (on: { query: DataSource['query'] }) =>
  (await on.query('SELECT count(*)::int AS n FROM auth.snapshot_row'))[0].n as number;

it('reads everything in one snapshot: a row committed meanwhile is not seen until the next one', async () => {
  const [first, second] = await inSnapshot(dataSource, async (manager) => {
    const before = await rowsNow(manager);
    await dataSource.query('INSERT INTO auth.snapshot_row VALUES (1)');
    return [before, await rowsNow(manager)];
  });
  expect(second).toBe(first);
  expect(await inSnapshot(dataSource, rowsNow)).toBe(first + 1);
});

it('refuses a write, stores nothing, and gives its connection back usable', async () => {
  const before = await rowsNow(dataSource);
  await expect(inSnapshot(dataSource, (manager) => manager.query('INSERT INTO auth.snapshot_row VALUES (2)'))).rejects.toThrow(
    /read-only transaction/,
  );
  // Both pooled connections are free and out of any transaction.
  const [a, b] = await Promise.all([inSnapshot(dataSource, rowsNow), inSnapshot(dataSource, rowsNow)]);
  expect([a, b]).toEqual([before, before]);
  expect((await dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE state LIKE 'idle in transaction%'`))[0].n).toBe(0);
});
