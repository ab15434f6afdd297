import { createTestDatabase, type TestDatabase } from '@dental/testing';
import type { DataSource } from 'typeorm';
import { ChannelListener } from './channel-listener';
import { createServiceDataSource } from './service-data-source';

let db: TestDatabase;
let dataSource: DataSource;

beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = createServiceDataSource({ url: db.url, schema: 'auth', entities: [], migrations: [], poolSize: 2 });
  await dataSource.initialize();
});

afterAll(async () => {
  await dataSource.destroy();
  await db.drop();
});

const NAME = `channel-listener-test-${process.pid}`;

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const backends = async () =>
  (await dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1`, [NAME]))[0].n as number;

it('hears notifications, listens again by itself after its connection is killed, and says so each time', async () => {
  const heard: string[] = [];
  const said: string[] = [];
  const listener = new ChannelListener(dataSource, {
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
    await dataSource.query(`SELECT pg_notify('test_channel', 'one')`);
    await until(() => heard.length === 1, 'the first notification');

    await dataSource.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`, [NAME]);
    await until(() => said.length === 3, 'listening again');
    expect(said).toEqual(['listening', 'lost', 'listening']);
    await dataSource.query(`SELECT pg_notify('test_channel', 'two')`);
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
