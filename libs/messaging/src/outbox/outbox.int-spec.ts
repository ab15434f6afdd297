/**
 * The outbox keeps what it published for OUTBOX_RETENTION_HOURS and no longer, never deletes what it
 * has not published, and reports its backlog as metrics while events wait.
 */
import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { register } from 'prom-client';
import type { DataSource } from 'typeorm';
import { Topics } from '@dental/contracts';
import { createServiceDataSource } from '@dental/database';
import { TopicListener, createTestDatabase, startKafkaBroker, type KafkaBroker, type TestDatabase } from '@dental/testing';
import { EventProducer } from '../event-producer';
import { MESSAGING_ENTITIES } from '../messaging-entities';
import { OutboxRelay } from './outbox';

let db: TestDatabase;
let broker: KafkaBroker;
let dataSource: DataSource;
let producer: EventProducer;
let relay: OutboxRelay;

/**
 * An outbox row about `marker`, created `createdHoursAgo` ago and, unless null, sent `sentHoursAgo`
 * ago; `extra` is added to its payload.
 */
async function row(marker: string, createdHoursAgo: number, sentHoursAgo: number | null, extra: object = {}): Promise<string> {
  const id = randomUUID();
  await dataSource.query(
    `INSERT INTO outbox_event (id, topic, message_key, payload, created_at, sent_at)
     VALUES ($1, $2, $3, $4, now() - make_interval(secs => $5), CASE WHEN $6::float8 IS NULL THEN NULL ELSE now() - make_interval(secs => $6) END)`,
    [
      id,
      Topics.DeadLetter,
      marker,
      JSON.stringify({ marker, ...extra }),
      createdHoursAgo * 3600,
      sentHoursAgo === null ? null : sentHoursAgo * 3600,
    ],
  );
  return id;
}

const remaining = async (ids: string[]) =>
  ((await dataSource.query(`SELECT id FROM outbox_event WHERE id = ANY($1::uuid[])`, [ids])) as { id: string }[]).map((r) => r.id).sort();

const metric = async (name: string) => {
  const text = await register.metrics();
  return Number(new RegExp(`^${name}\\{service="billing"\\} (\\S+)$`, 'm').exec(text)?.[1]);
};

beforeAll(async () => {
  [db, broker] = await Promise.all([createTestDatabase(), startKafkaBroker()]);
  dataSource = createServiceDataSource({ url: db.url, schema: 'billing', entities: MESSAGING_ENTITIES, migrations: [] });
  await dataSource.initialize();
  producer = new EventProducer({ brokers: [broker.brokers], clientId: 'outbox-test', maxWaitTimeInMs: 500 });
  // Not started (no listener, no poll): events wait until the test publishes them with flush().
  relay = new OutboxRelay(dataSource, producer, { pollMs: 600_000, retentionHours: 24, producerName: 'billing' });
}, 60_000);

afterAll(async () => {
  await relay?.onApplicationShutdown();
  await producer?.onApplicationShutdown();
  await dataSource?.destroy();
  await broker?.stop();
  await db?.drop();
});

it('reports the unsent events and the age of the oldest, then none once they are published', async () => {
  const marker = randomUUID();
  await row(marker, 0.5, null);
  await row(marker, 0.1, null);
  expect(await relay.backlog()).toEqual({ unsent: 2, oldestUnsentSeconds: expect.closeTo(1800, -1) });
  expect(await metric('outbox_unsent_events')).toBe(2);
  expect(await metric('outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(1799);

  const published = await TopicListener.start(broker.brokers, Topics.DeadLetter);
  try {
    expect(await relay.flush()).toBe(2);
    await published.waitFor('both events on the topic', () => published.messages.filter((m) => m.key === marker).length === 2);
  } finally {
    await published.stop();
  }
  expect(await relay.backlog()).toEqual({ unsent: 0, oldestUnsentSeconds: 0 });
  expect(await metric('outbox_unsent_events')).toBe(0);
});

it('deletes published events past the retention, and keeps newer ones and every unsent one however old', async () => {
  const marker = randomUUID();
  const expired = [await row(marker, 50, 49), await row(marker, 30, 25)];
  const kept = [await row(marker, 30, 23), await row(marker, 1, 0.5), await row(marker, 100, null)];
  expect(await relay.prune()).toBe(2);
  expect(await remaining([...expired, ...kept])).toEqual([...kept].sort());
});

it('publishes an event as soon as the transaction that wrote it commits, without waiting for a poll', async () => {
  const listening = new OutboxRelay(dataSource, producer, { pollMs: 600_000, retentionHours: 24, producerName: 'billing' });
  listening.onApplicationBootstrap();
  const published = await TopicListener.start(broker.brokers, Topics.DeadLetter);
  try {
    // The listener connects in the background; a row written before it listens waits for the poll.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const marker = randomUUID();
    const written = Date.now();
    await row(marker, 0, null);
    await published.waitFor('the event on the topic', (m) => m.key === marker);
    process.stdout.write(`published ${Date.now() - written} ms after its commit (the poll would come after 600 s)\n`);
    expect(Date.now() - written).toBeLessThan(10_000);
  } finally {
    await published.stop();
    await listening.onApplicationShutdown();
  }
});

it('publishes large events over several produce requests, since the broker refuses a partition batch over 1 MB', async () => {
  // Twelve events of 200 KB with one key (so one partition): 2.4 MB, which one produce request could
  // not carry. Stored compressed (a few KB each), so one flush reads them all and the producer cuts them.
  const marker = randomUUID();
  const ids: string[] = [];
  for (let i = 0; i < 12; i++) ids.push(await row(marker, 0, null, { i, filler: 'x'.repeat(200_000) }));
  const published = await TopicListener.start(broker.brokers, Topics.DeadLetter);
  try {
    expect(await relay.flush()).toBe(12);
    await published.waitFor('the twelve events on the topic', () => published.messages.filter((m) => m.key === marker).length === 12);
    const order = published.messages.filter((m) => m.key === marker).map((m) => (JSON.parse(m.value) as { i: number }).i);
    expect(order).toEqual([...Array(12).keys()]);
  } finally {
    await published.stop();
  }
  expect(await relay.backlog()).toEqual({ unsent: 0, oldestUnsentSeconds: 0 });
});

it('reads a backlog of large events about a megabyte at a time, not 2,000 rows at once', async () => {
  // About 133 KB each that Postgres cannot compress: a flush takes the rows until those before it reach 1 MB.
  const marker = randomUUID();
  for (let i = 0; i < 12; i++) await row(marker, 0, null, { i, filler: randomBytes(100_000).toString('base64') });
  const send = jest.spyOn(producer, 'send');
  try {
    await relay.flush();
    const perFlush = send.mock.calls.map(([messages]) => messages.filter((m) => m.key === marker).length).filter((n) => n > 0);
    process.stdout.write(`twelve 133 KB events relayed in flushes of ${perFlush.join(', ')}\n`);
    expect(perFlush.reduce((sum, n) => sum + n, 0)).toBe(12);
    expect(Math.max(...perFlush)).toBeLessThanOrEqual(8);
  } finally {
    send.mockRestore();
  }
});
