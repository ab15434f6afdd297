/**
 * The All Transactions query against real Postgres and Redis, over the 2,000 demo transactions: each
 * filter operation, the date rules, paging and order, checked against a plain in-memory reading of
 * the same records; the answer cache and the list versions that keep it true. Also checks that the
 * demo seed can run twice without changing anything.
 */
import 'reflect-metadata';
import Redis from 'ioredis';
import type { DataSource, EntityManager } from 'typeorm';
import {
  VerificationCommands,
  adjustDayRange,
  parseInput,
  transactionListRequestSchema,
  type TransactionListRequest,
} from '@dental/contracts';
import { createServiceDataSource } from '@dental/database';
import { DEMO_PRACTICES, TEST_REDIS_URL, createTestDatabase, testRedisPrefix, type TestDatabase } from '@dental/testing';
import { MIGRATIONS } from '../src/database/migrations';
import { seedDemoData } from '../src/demo/demo-seed';
import { demoTransactions, type DemoTransaction } from '../src/demo/demo-transactions';
import { demoDqaRequests } from '../src/demo/demo-dqa-requests';
import { TransactionsRepository } from '../src/transactions/transactions.repository';
import { storeTransaction } from './support/stored-transaction';
import { StatisticsHandlers } from '../src/statistics/statistics.handlers';
import { writeWithOneListVersionBump } from '../src/transactions/list-versions';
import { ListAnswerCache } from '../src/transactions/list-answer-cache';
import { listVersionStatement, type PracticeScope } from '../src/transactions/transaction-query';

const TODAY = '2026-11-22';
const records = demoTransactions(TODAY);
const ALL: PracticeScope = { practiceIds: DEMO_PRACTICES.map((p) => p._id) };

let db: TestDatabase;
let dataSource: DataSource;
let repository: TransactionsRepository;
let redis: Redis;

beforeAll(async () => {
  db = await createTestDatabase();
  dataSource = createServiceDataSource({ url: db.url, schema: 'verification', entities: [], migrations: MIGRATIONS, poolSize: 3 });
  await dataSource.initialize();
  await seedDemoData(dataSource, TODAY);
  redis = new Redis(TEST_REDIS_URL, { keyPrefix: testRedisPrefix() });
  repository = new TransactionsRepository(dataSource, new ListAnswerCache(redis));
});

afterAll(async () => {
  await redis?.quit();
  await dataSource?.destroy();
  await db?.drop();
});

/** What the list should answer, computed without SQL. */
function expected(request: TransactionListRequest, scope: PracticeScope): { ids: string[]; total: number } {
  const query = parseInput(transactionListRequestSchema, request);
  const range = adjustDayRange(query.startDate, query.endDate);
  const text = (value: string, operation: string, wanted: string, isCarrier = false) => {
    const v = value.toLowerCase();
    const w = wanted.trim().toLowerCase();
    const empty = v === '' || (isCarrier && v === 'empty');
    return {
      c: v.includes(w),
      nc: !v.includes(w),
      e: v === w,
      ne: v !== w,
      sw: v.startsWith(w),
      ew: v.endsWith(w),
      em: empty,
      nem: !empty,
    }[operation];
  };
  const f = query.filter ?? {};
  const matches = (r: DemoTransaction) =>
    scope.practiceIds.includes(r.practice_id) &&
    (!scope.clientId || r.client_id === scope.clientId) &&
    (!range.start || r.appointment_date >= range.start) &&
    (!range.end || r.appointment_date <= range.end) &&
    (!query.type?.length || query.type.includes(r.type)) &&
    (!f.patientName || text(r.patient_name, f.patientName.operation, f.patientName.value)) &&
    (!f.carrier || text(r.carrier_name, f.carrier.operation, f.carrier.value, true)) &&
    (!f.statusPatient || text(r.iv_status, f.statusPatient.operation, f.statusPatient.value)) &&
    (!f.ivProcessResult || text(r.iv_process_result, f.ivProcessResult.operation, f.ivProcessResult.value)) &&
    (!f.provider || text(r.provider, f.provider.operation, f.provider.value)) &&
    (!f.missingFields || (r.type !== 'ELG' && r.missing_required_input_qty > 0) === (f.missingFields.operation === 'c')) &&
    (!f.audited || r.audited === (f.audited.operation === 'c'));
  const key = (r: DemoTransaction) => [r.appointment_date, r.appointment_time, r.patient_name, r.id];
  const sorted = records.filter(matches).sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
    return 0;
  });
  return { ids: sorted.slice(query.offset, query.offset + query.limit).map((r) => r.id), total: sorted.length };
}

async function check(request: TransactionListRequest, scope: PracticeScope = ALL): Promise<number> {
  const answer = await repository.list(parseInput(transactionListRequestSchema, request), scope);
  const want = expected(request, scope);
  expect({ ids: answer.records.map((r) => r._id), total: answer.recordsQty }).toEqual(want);
  return want.total;
}

describe('demo seed', () => {
  it('stored every demo transaction, and a second run changes nothing', async () => {
    const again = await seedDemoData(dataSource, TODAY);
    expect(again).toEqual(
      expect.objectContaining({ practices: DEMO_PRACTICES.length, transactions: records.length, inserted: 0, dqaMessages: 0 }),
    );
    expect(Number((await dataSource.query('SELECT count(*) AS n FROM transaction'))[0].n)).toBe(records.length);
  });

  it("left the patient-contact bot's demo data quality messages in the outbox once", async () => {
    const rows: { payload: { eventId: string } }[] = await dataSource.query(
      `SELECT payload FROM outbox_event WHERE topic = 'bot.dqa.request'`,
    );
    const expected = demoDqaRequests(records);
    expect(rows.map((r) => r.payload.eventId).sort()).toEqual(expected.map((m) => m.eventId).sort());
  });
});

describe('All Transactions over the demo data', () => {
  it('pages through every practice in the default order', async () => {
    expect(await check({})).toBe(records.length);
    await check({ limit: 50, offset: 100 });
    await check({ limit: 100, offset: 1950 });
  });

  it('answers the row with its practice name and the day as yyyy-MM-DD', async () => {
    const answer = await repository.list(parseInput(transactionListRequestSchema, { startDate: TODAY, endDate: TODAY }), ALL);
    const row = answer.records[0];
    expect(row.appointment_date).toBe(TODAY);
    expect(row.PracticeName).toBe(DEMO_PRACTICES.find((p) => p._id === row.practiceId)!.name);
  });

  it('keeps to the practices and client of the scope', async () => {
    const two = { practiceIds: [DEMO_PRACTICES[0]._id, DEMO_PRACTICES[1]._id] };
    expect(await check({}, two)).toBeGreaterThan(0);
    expect(await check({}, { ...two, clientId: DEMO_PRACTICES[5].clientId })).toBe(0);
  });

  it('lists every practice of a client by the client, and keeps out a practice of it the scope lacks', async () => {
    const ofClient = DEMO_PRACTICES.filter((p) => p.clientId === DEMO_PRACTICES[0].clientId).map((p) => p._id);
    const whole = await check({}, { practiceIds: ofClient });
    expect(whole).toBeGreaterThan(0);
    await check({ limit: 50, offset: 25, filter: { carrier: { operation: 'c', value: 'delta' } } }, { practiceIds: ofClient });
    expect(await check({}, { practiceIds: ofClient.slice(1) })).toBeLessThan(whole);
    expect(await check({}, { practiceIds: [...ofClient, DEMO_PRACTICES.find((p) => !ofClient.includes(p._id))!._id] })).toBeGreaterThan(
      whole,
    );
  });

  it('applies the date rules', async () => {
    expect(await check({ startDate: TODAY, endDate: TODAY })).toBeGreaterThan(0);
    await check({ startDate: '2026/11/10', endDate: '2026/11/20' });
    await check({ startDate: '2026-11-20', endDate: '2026-11-02' });
    await check({ endDate: '2026-11-25' });
  });

  it('filters record types', async () => {
    expect(await check({ type: ['elg'] })).toBeGreaterThan(0);
    await check({ type: ['FBD', 'ELG'] });
    expect(await check({ type: ['CC'] })).toBe(0);
  });

  const textCases: [string, TransactionListRequest['filter']][] = [
    ['patientName c', { patientName: { operation: 'c', value: 'li' } }],
    ['patientName nc', { patientName: { operation: 'nc', value: 'li' } }],
    ['patientName e (any case)', { patientName: { operation: 'e', value: 'olivia smith' } }],
    ['patientName ne', { patientName: { operation: 'ne', value: 'Olivia Smith' } }],
    ['patientName sw', { patientName: { operation: 'sw', value: 'Em' } }],
    ['patientName ew', { patientName: { operation: 'ew', value: 'son' } }],
    ['carrier em (also EMPTY)', { carrier: { operation: 'em' } }],
    ['carrier nem', { carrier: { operation: 'nem' } }],
    ['carrier e', { carrier: { operation: 'e', value: 'Delta Dental' } }],
    ['statusPatient c', { statusPatient: { operation: 'c', value: 'active' } }],
    ['statusPatient em', { statusPatient: { operation: 'em' } }],
    ['ivProcessResult e', { ivProcessResult: { operation: 'e', value: 'check' } }],
    ['ivProcessResult sw', { ivProcessResult: { operation: 'sw', value: 'Done by' } }],
    ['provider sw', { provider: { operation: 'sw', value: 'dr. k' } }],
    ['provider ne', { provider: { operation: 'ne', value: 'Dr. Kim' } }],
    ['statusPatient nem', { statusPatient: { operation: 'nem' } }],
    ['missingFields c', { missingFields: { operation: 'c', value: 'x' } }],
    ['missingFields nc', { missingFields: { operation: 'nc', value: 'x' } }],
    ['audited c', { audited: { operation: 'c', value: 'x' } }],
    ['audited nc', { audited: { operation: 'nc', value: 'x' } }],
  ];
  it.each(textCases)('filter %s', async (_name, filter) => {
    const total = await check({ filter });
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(records.length);
  });

  it('takes LIKE wildcards in a value literally', async () => {
    expect(await check({ filter: { patientName: { operation: 'c', value: '%' } } })).toBe(0);
    expect(await check({ filter: { patientName: { operation: 'sw', value: '_' } } })).toBe(0);
    expect(await check({ filter: { carrier: { operation: 'c', value: "'; DROP TABLE transaction; --" } } })).toBe(0);
  });

  it('combines filters, dates, types and paging', async () => {
    await check(
      {
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        type: ['FBD'],
        limit: 25,
        offset: 25,
        filter: { statusPatient: { operation: 'sw', value: 'Active' }, audited: { operation: 'nc', value: 'x' } },
      },
      { practiceIds: DEMO_PRACTICES.slice(0, 6).map((p) => p._id) },
    );
  });
});

describe('the answer cache', () => {
  const [first, second] = DEMO_PRACTICES;
  const one: PracticeScope = { practiceIds: [first._id] };
  const request = parseInput(transactionListRequestSchema, { filter: { ivProcessResult: { operation: 'ne', value: 'Cache test' } } });
  const list = (scope: PracticeScope = one) => repository.list(request, scope);
  const version = async (practiceIds: string[]) => {
    const sql = listVersionStatement({ practiceIds });
    return ((await dataSource.query(sql.text, sql.values)) as { version: string }[])[0].version;
  };
  /** Writes without firing triggers, as nothing in the product can: the list versions stay put. */
  const unversioned = (sql: string, values: unknown[]) =>
    dataSource.transaction(async (manager) => {
      await manager.query('SET LOCAL session_replication_role = replica');
      await manager.query(sql, values);
    });
  const resultOf = async (id: string) =>
    ((await dataSource.query('SELECT iv_process_result FROM transaction WHERE id = $1', [id])) as { iv_process_result: string }[])[0]
      .iv_process_result;

  it('reuses the ids and count while the practice is unchanged, reading the rows afresh, until a write moves its version', async () => {
    const before = await list();
    const row = before.records[0];
    const original = await resultOf(row._id);

    // A change the versions cannot see: the cached ids and count stay, the row shows its new value.
    await unversioned('UPDATE transaction SET iv_process_result = $2 WHERE id = $1', [row._id, 'Cache test']);
    const cached = await list();
    expect(cached.records.map((r) => r._id)).toEqual(before.records.map((r) => r._id));
    expect(cached.recordsQty).toBe(before.recordsQty);
    expect(cached.records[0].iv_process_result).toBe('Cache test');

    // A write to another practice leaves this practice's answer in place.
    const otherRow = (await list({ practiceIds: [second._id] })).records[0];
    await dataSource.query('UPDATE transaction SET comment = comment WHERE id = $1', [otherRow._id]);
    expect((await list()).records.map((r) => r._id)).toEqual(before.records.map((r) => r._id));

    // Any write to the practice moves its version: the list is read again and the row drops out.
    await dataSource.query('UPDATE transaction SET comment = comment WHERE id = $1', [row._id]);
    const after = await list();
    expect(after.records.map((r) => r._id)).not.toContain(row._id);
    expect(after.recordsQty).toBe(before.recordsQty - 1);

    await dataSource.query('UPDATE transaction SET iv_process_result = $2 WHERE id = $1', [row._id, original]);
    expect((await list()).records.map((r) => r._id)).toEqual(before.records.map((r) => r._id));
  });

  it('reuses the count for another page of the same filters while the practice is unchanged', async () => {
    const secondPage = parseInput(transactionListRequestSchema, { ...request, offset: 25 });
    const row = (await list()).records[0];
    const original = await resultOf(row._id);
    await dataSource.query('UPDATE transaction SET comment = comment WHERE id = $1', [row._id]);
    const before = await list(); // read afresh at the new version, count kept

    await unversioned('UPDATE transaction SET iv_process_result = $2 WHERE id = $1', [row._id, 'Cache test']);
    const paged = await repository.list(secondPage, one);
    expect(paged.records.map((r) => r._id)).not.toEqual(before.records.map((r) => r._id));
    expect(paged.recordsQty).toBe(before.recordsQty);

    await dataSource.query('UPDATE transaction SET comment = comment WHERE id = $1', [row._id]);
    expect((await repository.list(secondPage, one)).recordsQty).toBe(before.recordsQty - 1);
    await dataSource.query('UPDATE transaction SET iv_process_result = $2 WHERE id = $1', [row._id, original]);
  });

  it('keeps the statistics circles while the practice is unchanged', async () => {
    const statistics = new StatisticsHandlers(repository);
    const actor = { userId: 'cache-test', clientId: first.clientId, clientIds: [], practiceIds: [first._id], permissions: [] };
    const circles = () =>
      statistics.verificationStatus(parseInput(VerificationCommands.statistics.request, { practiceId: first._id }), actor);
    const before = await circles();
    const row = (await list()).records[0];
    const original = await resultOf(row._id);
    const named = (entries: typeof before) => entries.find((e) => e.name === 'Cache stats');

    await unversioned('UPDATE transaction SET iv_process_result = $2 WHERE id = $1', [row._id, 'Cache stats']);
    expect(await circles()).toEqual(before);
    await dataSource.query('UPDATE transaction SET comment = comment WHERE id = $1', [row._id]);
    expect(named(await circles())).toEqual(expect.objectContaining({ count: 1 }));

    await dataSource.query('UPDATE transaction SET iv_process_result = $2 WHERE id = $1', [row._id, original]);
    expect(await circles()).toEqual(before);
  });

  it('moves the version of each practice a statement touches, and of a renamed practice', async () => {
    const [a, b] = [first._id, second._id];
    const id = 'ca11ab1e0000000000000001';
    let seen = await version([a, b]);
    const moves = async (practiceIds: string[], write: () => Promise<unknown>) => {
      const [was, wasBoth] = await Promise.all([Promise.all(practiceIds.map((p) => version([p]))), version([a, b])]);
      await write();
      const now = await Promise.all(practiceIds.map((p) => version([p])));
      now.forEach((v, i) => expect(v).not.toBe(was[i]));
      expect(await version([a, b])).not.toBe(wasBoth);
      seen = await version([a, b]);
    };
    await moves([a], () =>
      storeTransaction(dataSource, {
        id,
        client_id: first.clientId,
        practice_id: a,
        type: 'ELG',
        patient_name: 'Cache Test',
        appointment_date: TODAY,
      }),
    );
    await moves([a, b], () => dataSource.query('UPDATE transaction SET practice_id = $2 WHERE id = $1', [id, b]));
    // A writer whose search_path lacks the schema (a script naming verification.transaction) bumps the same versions.
    await moves([b], () =>
      dataSource.transaction(async (manager) => {
        await manager.query('SET LOCAL search_path = public');
        await manager.query('UPDATE verification.transaction SET comment = comment WHERE id = $1', [id]);
      }),
    );
    await moves([b], () => dataSource.query('DELETE FROM transaction WHERE id = $1', [id]));
    const name = first.name;
    await moves([a], () => dataSource.query('UPDATE practice SET name = $2 WHERE practice_id = $1', [a, `${name} (renamed)`]));
    await dataSource.query('UPDATE practice SET name = $2 WHERE practice_id = $1', [a, name]);
    // A statement that changes no row, and a practice name set to what it was, change nothing.
    seen = await version([a, b]);
    await dataSource.query('UPDATE transaction SET comment = comment WHERE id = $1', ['no-such-transaction']);
    await dataSource.query('UPDATE practice SET name = name WHERE practice_id = $1', [a]);
    expect(await version([a, b])).toBe(seen);
  });

  it('bumps the practices a batch writer names once, at the end, and any other practice it touches at once', async () => {
    const [a, b] = [first._id, second._id];
    const [rowA, rowB] = await Promise.all([list({ practiceIds: [a] }), list({ practiceIds: [b] })]).then(([x, y]) => [
      x.records[0]._id,
      y.records[0]._id,
    ]);
    const counter = async (practiceId: string, manager: EntityManager = dataSource.manager) =>
      Number(
        ((await manager.query('SELECT version FROM list_version WHERE practice_id = $1', [practiceId])) as { version: string }[])[0]
          .version,
      );
    const [wasA, wasB] = [await counter(a), await counter(b)];
    await dataSource.transaction(async (manager) => {
      await writeWithOneListVersionBump(manager, [a], async () => {
        await manager.query('UPDATE transaction SET comment = comment WHERE id = $1', [rowA]);
        await manager.query('UPDATE transaction SET comment = comment WHERE id = $1', [rowA]);
        expect(await counter(a, manager)).toBe(wasA);
        await manager.query('UPDATE transaction SET comment = comment WHERE id = $1', [rowB]);
        expect(await counter(b, manager)).toBe(wasB + 1);
      });
      // After the writer, the triggers bump every practice again.
      await manager.query('UPDATE transaction SET comment = comment WHERE id = $1', [rowA]);
    });
    expect(await counter(a)).toBe(wasA + 2);
    expect(await counter(b)).toBe(wasB + 1);
  });

  it('answers from the database alone while Redis is unreachable', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', { enableOfflineQueue: false, maxRetriesPerRequest: 0, retryStrategy: () => null });
    unreachable.on('error', () => undefined);
    try {
      const withoutCache = new TransactionsRepository(dataSource, new ListAnswerCache(unreachable));
      const answer = await withoutCache.list(request, one);
      expect(answer.records.map((r) => r._id)).toEqual((await list()).records.map((r) => r._id));
    } finally {
      unreachable.disconnect();
    }
  });
});

describe('a client read whole', () => {
  const { clientId } = DEMO_PRACTICES[0];
  const scope: PracticeScope = { practiceIds: DEMO_PRACTICES.filter((p) => p.clientId === clientId).map((p) => p._id) };
  /** A request of the test `test` never asked before: one more filter that every row passes. */
  const askedIn = (test: string) => (n: number) => ({
    startDate: TODAY,
    endDate: TODAY,
    filter: { provider: { operation: 'nc' as const, value: `${test}-${n}` } },
  });

  it('keeps a page and a count read side by side only when both read one version: a write between them sends the request to one snapshot', async () => {
    const asked = askedIn('apart');
    await check(asked(1), scope); // read by client, and remembered: the next request reads its page and count side by side
    const query = dataSource.query.bind(dataSource);
    let page: Promise<unknown> | undefined;
    let written: string | undefined;
    // The count is held back until the page has been read, and a transaction that sorts first is
    // stored meanwhile: read apart, the count would hold it and the page would not.
    const spy = jest.spyOn(dataSource, 'query').mockImplementation(async (text: string, values?: unknown[]) => {
      if (text.startsWith('WITH v AS')) return (page = query(text, values));
      if (written === undefined && text.includes('AS total')) {
        await page;
        written = await storeTransaction(dataSource, {
          client_id: clientId,
          practice_id: scope.practiceIds[0],
          appointment_date: TODAY,
          appointment_time: '00:00',
          patient_name: 'Aaron Abbott',
        });
      }
      return query(text, values);
    });
    try {
      const request = parseInput(transactionListRequestSchema, asked(2));
      const answer = await repository.list(request, scope);
      expect(written).toBeDefined();
      const before = expected(asked(2), scope);
      expect(answer.recordsQty).toBe(before.total + 1);
      expect(answer.records.map((r) => r._id)).toEqual([written, ...before.ids].slice(0, request.limit));
    } finally {
      spy.mockRestore();
      if (written) await dataSource.query('DELETE FROM transaction WHERE id = $1', [written]);
    }
  });

  it('is read by practice again once a practice the scope lacks joins the client, though the reading was remembered', async () => {
    const asked = askedIn('joined');
    await check(asked(1), scope); // read by client, and remembered
    const newcomer = `joined-later-${process.pid}`;
    await dataSource.query(
      `INSERT INTO practice (practice_id, client_id, name, client_name, state, deleted, changed_at) VALUES ($1, $2, 'Joined later', '', 'TX', false, now())`,
      [newcomer, clientId],
    );
    const id = await storeTransaction(dataSource, {
      client_id: clientId,
      practice_id: newcomer,
      appointment_date: TODAY,
      patient_name: 'Aaron Abbott',
    });
    try {
      // A request never asked before: read by client, it would count and show the newcomer's transaction.
      await check(asked(2), scope);
      await check(asked(3), scope);
      // The client's every practice, the newcomer included, is read whole again.
      const all = await repository.list(parseInput(transactionListRequestSchema, asked(4)), {
        practiceIds: [...scope.practiceIds, newcomer],
      });
      expect(all.recordsQty).toBe(expected(asked(4), scope).total + 1);
    } finally {
      await dataSource.query('DELETE FROM transaction WHERE id = $1', [id]);
      await dataSource.query('DELETE FROM practice WHERE practice_id = $1', [newcomer]);
    }
  });
});
