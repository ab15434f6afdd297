/**
 * Kept answers (apps/gateway/src/api/kept-answers.ts) over HTTP, with the gateway, auth and the
 * verification service in-process on the real broker, Postgres and Redis: All Transactions asked
 * again is answered by the gateway without asking the verification service, and stops being given
 * again as soon as anything it shows changes: a row written straight into the database (heard from
 * Postgres at commit), a flag colour renamed, the person's own change (before that change is even
 * answered), and another person's grants make another answer. Redis holds only counters.
 */
import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import Redis from 'ioredis';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PRACTICES, DEMO_REVIEWER } from '@dental/testing';
import { LIST_CHANGES_KEY, Routes, type FlagColor, type RouteDef, type TransactionPage } from '@dental/contracts';
import { loadConfig } from '@dental/config';
import { verificationModule } from '../../verification/src/app.module';
import { verificationConfigSchema } from '../../verification/src/config';
import { TransactionsRepository } from '../../verification/src/transactions/transactions.repository';
import { ListChangeRelay } from '../../verification/src/transactions/list-change-relay';
import { seedDemoData } from '../../auth/src/demo/demo-seed';
import { eventually, startAuth, startInfrastructure, type TestInfrastructure } from '../../auth/test/support/test-stack';
import { storeTransaction } from '../../verification/test/support/stored-transaction';
import { signInOverHttp, startGateway, startService } from './support/gateway-stack';

const CLIENT = DEMO_CLIENTS[0];
const [MINE] = DEMO_PRACTICES;

describe('kept answers of All Transactions', () => {
  let infra: TestInfrastructure;
  const apps: INestApplication[] = [];
  let verification: INestApplication;
  let verificationDb: DataSource;
  let redis: Redis;
  let base: string;
  let reviewer: string;
  let admin: string;
  let asked: jest.SpyInstance;
  const request = { limit: 25, offset: 0, practiceId: [MINE._id] };

  async function call<T>(route: RouteDef, token: string, options: { params?: Record<string, string>; body?: object } = {}): Promise<T> {
    const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => options.params?.[name] ?? '');
    const res = await fetch(`${base}${path}`, {
      method: route.method,
      headers: { authorization: `Bearer ${token}`, ...(options.body ? { 'content-type': 'application/json' } : {}) },
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const body = (await res.json()) as { success: boolean; data: T; message?: string };
    if (!body.success) throw new Error(`${route.method} ${path} answered ${res.status}: ${body.message}`);
    return body.data;
  }
  const list = (token = reviewer) => call<TransactionPage>(Routes.getAllTransaction, token, { body: request });
  const ids = (page: TransactionPage) => page.records.map((row) => row._id).sort();

  beforeAll(async () => {
    infra = await startInfrastructure();
    const auth = await startAuth(infra.env);
    apps.push(auth);
    verification = await startService('verification', loadConfig(verificationConfigSchema, infra.env), verificationModule);
    apps.push(verification);
    verificationDb = verification.get(DataSource);
    const started = await startGateway(infra.env);
    apps.push(started.gateway);
    base = started.base;
    redis = started.gateway.get(Redis);
    await seedDemoData(auth.get(DataSource));
    await eventually('the demo practices in the verification service', async () => {
      const rows: unknown[] = await verificationDb.query('SELECT 1 FROM practice WHERE practice_id = $1', [MINE._id]);
      return rows.length > 0 ? true : undefined;
    });
    reviewer = await signInOverHttp(base, infra, DEMO_REVIEWER.email, DEMO_REVIEWER.password);
    admin = await signInOverHttp(base, infra, DEMO_ADMIN.email, DEMO_ADMIN.password);
    asked = jest.spyOn(verification.get(TransactionsRepository), 'list');
  }, 180_000);

  afterAll(async () => {
    asked?.mockRestore();
    for (const app of apps.reverse()) await app.close();
    await infra?.stop();
  });

  it('answers a repeated request itself, and asks again once a row of its practice is written', async () => {
    await storeTransaction(verificationDb, { client_id: CLIENT._id, practice_id: MINE._id });
    // Until the relay has passed the write on, the first answer may be asked for twice.
    const first = await eventually('an answer given again', async () => {
      const before = asked.mock.calls.length;
      const page = await list();
      return (await list()) && asked.mock.calls.length === before + 1 ? page : undefined;
    });
    const calls = asked.mock.calls.length;
    for (let i = 0; i < 5; i++) expect(ids(await list())).toEqual(ids(first));
    expect(asked.mock.calls.length).toBe(calls);

    // Written straight into the table, as a script or another process would: Postgres notifies at commit.
    const added = await storeTransaction(verificationDb, { client_id: CLIENT._id, practice_id: MINE._id });
    const after = await eventually(
      'the new row in the list',
      async () => {
        const page = await list();
        return page.records.some((row) => row._id === added) ? page : undefined;
      },
      5_000,
    );
    expect(after.recordsQty).toBe(first.recordsQty + 1);
    expect(asked.mock.calls.length).toBeGreaterThan(calls);
    process.stdout.write(
      `Kept answers: 5 repeats answered by the gateway alone; the written row showed after ${asked.mock.calls.length - calls} more asks\n`,
    );
  });

  it("keeps one person's answer from another with other grants", async () => {
    await list();
    const before = asked.mock.calls.length;
    const theirs = await list(admin);
    expect(asked.mock.calls.length).toBe(before + 1);
    expect(ids(theirs)).toEqual(ids(await list()));
  });

  it("shows a flag colour's new name in the rows flagged with it", async () => {
    const id = await storeTransaction(verificationDb, { client_id: CLIENT._id, practice_id: MINE._id });
    const color = await call<FlagColor>(Routes.createColor, admin, {
      params: { id: CLIENT._id },
      body: { name: 'Call back', hexCode: '#12AB34', colorPriority: 3 },
    });
    await call(Routes.assignColor, admin, { params: { a: id, b: MINE._id }, body: { colorSchemeId: color._id } });
    const flagged = (await list()).records.find((row) => row._id === id);
    expect(flagged).toMatchObject({ colorId: color._id, colorName: 'Call back' });
    await list();

    await call(Routes.updateColor, admin, {
      params: { id: CLIENT._id, colorId: color._id },
      body: { name: 'Called twice', hexCode: '#12AB34', colorPriority: 3 },
    });
    await eventually(
      'the new colour name',
      async () => {
        const row = (await list()).records.find((r) => r._id === id);
        return row?.colorName === 'Called twice' ? row : undefined;
      },
      5_000,
    );
  });

  it("shows a person's own change on their next request, before Postgres's notification is passed on", async () => {
    const id = await storeTransaction(verificationDb, { client_id: CLIENT._id, practice_id: MINE._id });
    const color = await call<FlagColor>(Routes.createColor, admin, {
      params: { id: CLIENT._id },
      body: { name: 'Urgent', hexCode: '#AB1234', colorPriority: 4 },
    });
    await eventually('the row in a kept answer', async () => {
      const before = asked.mock.calls.length;
      const seen = (await list(admin)).records.some((row) => row._id === id);
      return seen && (await list(admin)) && asked.mock.calls.length === before + 1 ? true : undefined;
    });
    // Nothing from Postgres reaches Redis any more: only the gateway's own mark can make the answer stale.
    await verification.get(ListChangeRelay).onApplicationShutdown();
    const changesBefore = await redis.hgetall(LIST_CHANGES_KEY);

    await call(Routes.assignColor, admin, { params: { a: id, b: MINE._id }, body: { colorSchemeId: color._id } });
    expect((await list(admin)).records.find((row) => row._id === id)).toMatchObject({ colorId: color._id, colorName: 'Urgent' });

    // Redis holds counters only: no name, no patient, no answer.
    const changes = await redis.hgetall(LIST_CHANGES_KEY);
    expect(Object.values(changes).every((value) => /^\d+$/.test(value))).toBe(true);
    expect(Object.keys(changes).filter((field) => changes[field] !== changesBefore[field])).toEqual([`user:${DEMO_ADMIN._id}`]);
  });
});
