/** The shared database helpers against a real Postgres: prepared statements, snapshots and LISTEN connections. */
import { createTestDatabase, type TestDatabase } from '@dental/testing';
import type { DataSource } from 'typeorm';
import { ChannelListener } from './channel-listener';
import { PreparedStatement } from './prepared-statement';
import { createServiceDataSource } from './service-data-source';
import { inSnapshot } from './snapshot';

let db: TestDatabase;
/** One pooled connection: a prepared statement is seen on it by the next call. */
let dataSource: DataSource;
/** Two: one held by a snapshot or a test while the other writes. */
let twoConnections: DataSource;

beforeAll(async () => {
  db = await createTestDatabase();
  [dataSource, twoConnections] = [1, 2].map((poolSize) =>
    createServiceDataSource({ url: db.url, schema: 'auth', entities: [], migrations: [], poolSize }),
  );
  await Promise.all([dataSource.initialize(), twoConnections.initialize()]);
  await dataSource.query('CREATE TABLE auth.snapshot_row (n int)');
});

afterAll(async () => {
  await Promise.all([dataSource.destroy(), twoConnections.destroy()]);
  await db.drop();
});

describe('PreparedStatement', () => {
  const SQUARES = new PreparedStatement<{ n: number; square: number }, [upTo: number]>(
    'test.squares',
    `SELECT n, n * n AS square FROM generate_series(1, $1::int) AS n ORDER BY n`,
  );

  it("answers the statement's rows for each call's parameters, from one statement prepared on the connection", async () => {
    expect(await SQUARES.rows(dataSource, 3)).toEqual([
      { n: 1, square: 1 },
      { n: 2, square: 4 },
      { n: 3, square: 9 },
    ]);
    expect(await SQUARES.rows(dataSource, 1)).toEqual([{ n: 1, square: 1 }]);
    // One pooled connection: the statement was prepared there once, under its name.
    const prepared = await new PreparedStatement<{ name: string }>(
      'test.prepared',
      `SELECT name FROM pg_prepared_statements ORDER BY name`,
    ).rows(dataSource);
    expect(prepared.map((p) => p.name)).toEqual(['test.prepared', 'test.squares']);
  });

  it("reads the service's own schema by default, as TypeORM's queries do", async () => {
    const [{ schema }] = await new PreparedStatement<{ schema: string }>(
      'test.schema',
      `SELECT (current_schemas(false))[1] AS schema`,
    ).rows(dataSource);
    expect(schema).toBe('auth');
  });

  it("runs in a transaction's own connection when given its manager", async () => {
    const setting = new PreparedStatement<{ name: string }>('test.application-name', `SELECT current_setting('application_name') AS name`);
    const inside = await dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL application_name = 'inside-the-transaction'`);
      return (await setting.rows(manager))[0].name;
    });
    expect(inside).toBe('inside-the-transaction');
    expect((await setting.rows(dataSource))[0].name).not.toBe('inside-the-transaction');
  });
});

describe('inSnapshot', () => {
  const rowsNow = async (on: { query: DataSource['query'] }) =>
    (await on.query('SELECT count(*)::int AS n FROM auth.snapshot_row'))[0].n as number;

  it('reads everything in one snapshot: a row committed meanwhile is not seen until the next one', async () => {
    const [first, second] = await inSnapshot(twoConnections, async (manager) => {
      const before = await rowsNow(manager);
      await twoConnections.query('INSERT INTO auth.snapshot_row VALUES (1)');
      return [before, await rowsNow(manager)];
    });
    expect(second).toBe(first);
    expect(await inSnapshot(twoConnections, rowsNow)).toBe(first + 1);
  });

  it('refuses a write, stores nothing, and gives its connection back usable', async () => {
    const before = await rowsNow(twoConnections);
    await expect(inSnapshot(twoConnections, (manager) => manager.query('INSERT INTO auth.snapshot_row VALUES (2)'))).rejects.toThrow(
      /read-only transaction/,
    );
    // Both pooled connections are free and out of any transaction.
    const [a, b] = await Promise.all([inSnapshot(twoConnections, rowsNow), inSnapshot(twoConnections, rowsNow)]);
    expect([a, b]).toEqual([before, before]);
    expect(
      (
        await twoConnections.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
        )
      )[0].n,
    ).toBe(0);
  });
});

describe('ChannelListener', () => {
  const NAME = `channel-listener-test-${process.pid}`;

  async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const backends = async () =>
    (await twoConnections.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1`, [NAME]))[0].n as number;

  it('hears notifications, listens again by itself after its connection is killed, and says so each time', async () => {
    const heard: string[] = [];
    const said: string[] = [];
    const listener = new ChannelListener(twoConnections, {
      name: NAME,
      channel: 'test_channel',
      meanwhile: 'nothing',
      retryMs: 100,
      onNotification: (payload) => heard.push(payload),
      onListening: () => said.push('listening'),
      onLost: () => said.push('lost'),
    });
    listener.start();
    try {
      await until(() => said.length === 1, 'the first LISTEN');
      await twoConnections.query(`SELECT pg_notify('test_channel', 'one')`);
      await until(() => heard.length === 1, 'the first notification');

      await twoConnections.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [NAME]);
      await until(() => said.length === 3, 'listening again');
      expect(said).toEqual(['listening', 'lost', 'listening']);
      await twoConnections.query(`SELECT pg_notify('test_channel', 'two')`);
      await until(() => heard.length === 2, 'a notification after the reconnect');
      expect(heard).toEqual(['one', 'two']);
    } finally {
      await listener.stop();
    }
    // Stopped for good: its connection is closed and it does not come back.
    await until(async () => (await backends()) === 0, 'the connection to close');
    await new Promise((r) => setTimeout(r, 300));
    expect(await backends()).toBe(0);
  });
});
