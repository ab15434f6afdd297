/**
 * The dashboard's pre-summed counts (dashboard_day_counts, dashboard_day_status,
 * dashboard_day_carrier, and the same per week in dashboard_week_*) against the real Postgres and Kafka broker, beside a real verification
 * service: after inserts, changes, audits, repeated and out-of-order events, concurrent writers and
 * rebuilds they equal a direct count of the read model's rows, and the dashboard call answers what a
 * direct count of its range gives.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import {
  ReportsCommands,
  addDays,
  formatDay,
  type Actor,
  type BotVerificationResultInput,
  type DashboardData,
  type TransactionFacts,
  type TransactionRecordedEvent,
} from '@dental/contracts';
import { DEMO_CLIENTS, DEMO_PRACTICES, aBotVerificationResult, waitFor } from '@dental/testing';
import { ReadModelRebuild } from '../src/read-model/read-model-rebuild';
import { ReadModelRepository } from '../src/read-model/read-model.repository';
import { MONTH_START_SQL, WEEK_START_SQL, monthEnd as lastDayOfMonth } from '../src/dashboard/dashboard-weeks';
import { DashboardVersions } from '../src/dashboard/dashboard-versions';
import { DashboardRepository } from '../src/dashboard/dashboard.repository';
import { connectBotFeed, knownPractices, type BotFeed } from './support/bot-feed';
import { startReportsService, type ReportsService } from './support/reports-service';

const CLIENT = DEMO_CLIENTS[0];
const [PRACTICE, OTHER_PRACTICE] = DEMO_PRACTICES.filter((p) => p.clientId === CLIENT._id);
const today = formatDay(new Date());
const monthStart = `${today.slice(0, 8)}01`;
const monthEnd = addDays(monthStart, 27) < today ? today : addDays(monthStart, 27);

let service: ReportsService;
let feed: BotFeed;

const actor: Actor = {
  userId: '6955b9000000000000000302',
  clientId: CLIENT._id,
  clientIds: [CLIENT._id],
  practiceIds: [PRACTICE._id, OTHER_PRACTICE._id],
  permissions: ['home'],
};

/** Each pre-summed table next to the same figures counted directly on dashboard_transaction, rows of zeros left out. */
const COMPARISONS = {
  dashboard_day_counts: [
    `SELECT practice_id, day::text, total, fbd, elg, completed, not_completed, not_found, audited, active, has_missing
       FROM dashboard_day_counts WHERE total <> 0 OR audited <> 0 OR has_missing <> 0 ORDER BY 1, 2`,
    `SELECT practice_id, appointment_date::text AS day, count(*)::int AS total, count(*) FILTER (WHERE type = 'FBD')::int AS fbd,
            count(*) FILTER (WHERE type = 'ELG')::int AS elg, count(*) FILTER (WHERE outcome = 'completed')::int AS completed,
            count(*) FILTER (WHERE outcome = 'not-completed')::int AS not_completed, count(*) FILTER (WHERE outcome = 'not-found')::int AS not_found,
            count(*) FILTER (WHERE audited)::int AS audited, count(*) FILTER (WHERE lower(status_main) = 'active')::int AS active,
            count(*) FILTER (WHERE missing_required_input_qty > 0)::int AS has_missing
       FROM dashboard_transaction GROUP BY 1, 2 ORDER BY 1, 2`,
  ],
  dashboard_day_status: [
    `SELECT practice_id, day::text, status_main, total, fbd, elg FROM dashboard_day_status WHERE total <> 0 OR fbd <> 0 OR elg <> 0 ORDER BY 1, 2, 3`,
    `SELECT practice_id, appointment_date::text AS day, status_main, count(*)::int AS total, count(*) FILTER (WHERE type = 'FBD')::int AS fbd,
            count(*) FILTER (WHERE type = 'ELG')::int AS elg
       FROM dashboard_transaction GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  ],
  dashboard_day_carrier: [
    `SELECT practice_id, carrier_name, day::text, total, fbd, elg FROM dashboard_day_carrier WHERE total <> 0 OR fbd <> 0 OR elg <> 0 ORDER BY 1, 2, 3`,
    `SELECT practice_id, carrier_name, appointment_date::text AS day, count(*)::int AS total, count(*) FILTER (WHERE type = 'FBD')::int AS fbd,
            count(*) FILTER (WHERE type = 'ELG')::int AS elg
       FROM dashboard_transaction GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  ],
};
const WEEK_OF_APPOINTMENT = WEEK_START_SQL('appointment_date');
Object.assign(COMPARISONS, {
  dashboard_week_counts: [
    `SELECT practice_id, week_start::text AS day, total, fbd, elg, completed, not_completed, not_found, audited, active, has_missing
       FROM dashboard_week_counts WHERE total <> 0 OR audited <> 0 OR has_missing <> 0 ORDER BY 1, 2`,
    COMPARISONS.dashboard_day_counts[1].replaceAll('appointment_date::text AS day', `${WEEK_OF_APPOINTMENT}::text AS day`),
  ],
  dashboard_week_status: [
    `SELECT practice_id, week_start::text AS day, status_main, total, fbd, elg FROM dashboard_week_status WHERE total <> 0 OR fbd <> 0 OR elg <> 0 ORDER BY 1, 2, 3`,
    COMPARISONS.dashboard_day_status[1].replaceAll('appointment_date::text AS day', `${WEEK_OF_APPOINTMENT}::text AS day`),
  ],
  dashboard_week_carrier: [
    `SELECT practice_id, carrier_name, week_start::text AS day, total, fbd, elg FROM dashboard_week_carrier WHERE total <> 0 OR fbd <> 0 OR elg <> 0 ORDER BY 1, 2, 3`,
    COMPARISONS.dashboard_day_carrier[1].replaceAll('appointment_date::text AS day', `${WEEK_OF_APPOINTMENT}::text AS day`),
  ],
  dashboard_month_status: [
    `SELECT practice_id, month_start::text AS day, status_main, total, fbd, elg FROM dashboard_month_status WHERE total <> 0 OR fbd <> 0 OR elg <> 0 ORDER BY 1, 2, 3`,
    COMPARISONS.dashboard_day_status[1].replaceAll('appointment_date::text AS day', `${MONTH_START_SQL('appointment_date')}::text AS day`),
  ],
});

/** Every pre-summed table equals its direct count, and no staged delta is left behind. */
async function expectPresummedEqualsDirect(): Promise<void> {
  for (const [table, [presummed, direct]] of Object.entries(COMPARISONS)) {
    const [summed, counted] = await Promise.all([service.dataSource.query(presummed), service.dataSource.query(direct)]);
    expect({ table, rows: summed }).toEqual({ table, rows: counted });
  }
  const [{ n }] = await service.dataSource.query(`SELECT count(*)::int AS n FROM dashboard_delta`);
  expect(n).toBe(0);
}

const dashboard = (extra: Record<string, unknown> = {}) =>
  service.verification.rpc.send(
    ReportsCommands.dashboard,
    { startDate: monthStart, endDate: monthEnd, practiceIds: [PRACTICE._id, OTHER_PRACTICE._id], today, ...extra },
    actor,
    randomUUID(),
  ) as Promise<DashboardData>;

/**
 * The dashboard call's figures next to the same figures counted directly on the read model's rows of
 * the range. A repeated request is answered from the service's cache until the database's change
 * notification for its practices arrives, milliseconds after the commit (DashboardVersions): the
 * answer must agree within DASHBOARD_SETTLE_MS.
 */
async function expectDashboardEqualsDirect(carrierName = '', range = { startDate: monthStart, endDate: monthEnd }): Promise<void> {
  const deadline = Date.now() + DASHBOARD_SETTLE_MS;
  for (;;) {
    try {
      return await compareDashboardWithDirect(carrierName, range);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
const DASHBOARD_SETTLE_MS = 2_000;

async function compareDashboardWithDirect(carrierName: string, range: { startDate: string; endDate: string }): Promise<void> {
  const answer = await dashboard({ carrierName, ...range });
  const params = [[PRACTICE._id, OTHER_PRACTICE._id], range.startDate, range.endDate, carrierName];
  const [counts] = await service.dataSource.query(
    `SELECT count(*)::int AS total, count(*) FILTER (WHERE outcome = 'completed')::int AS completed,
            count(*) FILTER (WHERE outcome = 'not-completed')::int AS "notCompleted", count(*) FILTER (WHERE outcome = 'not-found')::int AS "notFound",
            count(*) FILTER (WHERE audited)::int AS audited
       FROM dashboard_transaction WHERE practice_id = ANY($1::text[]) AND appointment_date BETWEEN $2::date AND $3::date`,
    params.slice(0, 3),
  );
  const { total, ...counters } = counts as { total: number } & DashboardData['counters'];
  expect({ total: answer.total, counters: answer.counters }).toEqual({ total, counters });
  const weeks: { week: number; total: number; fbd: number; elg: number }[] = await service.dataSource.query(
    `SELECT least(5, ceil(extract(day FROM appointment_date) / 7))::int AS week, count(*)::int AS total,
            count(*) FILTER (WHERE type = 'FBD')::int AS fbd, count(*) FILTER (WHERE type = 'ELG')::int AS elg
       FROM dashboard_transaction WHERE practice_id = ANY($1::text[]) AND appointment_date BETWEEN $2::date AND $3::date
        AND ($4 = '' OR carrier_name = $4) GROUP BY 1`,
    params,
  );
  expect(answer.weeks.map(({ week, total: n, fbd, elg }) => ({ week, total: n, fbd, elg }))).toEqual(
    [1, 2, 3, 4, 5].map((week) => weeks.find((w) => w.week === week) ?? { week, total: 0, fbd: 0, elg: 0 }),
  );
  const statuses: { status: string; total: number; fbd: number; elg: number }[] = await service.dataSource.query(
    `SELECT status_main AS status, count(*) FILTER (WHERE type = 'FBD')::int AS fbd, count(*) FILTER (WHERE type = 'ELG')::int AS elg, count(*)::int AS total
       FROM dashboard_transaction WHERE practice_id = ANY($1::text[]) AND appointment_date BETWEEN $2::date AND $3::date
      GROUP BY 1 ORDER BY total DESC, status`,
    params.slice(0, 3),
  );
  expect(answer.statuses).toEqual(statuses.sort((a, b) => b.total - a.total || a.status.localeCompare(b.status)));
}

const processed = (messageId: string) =>
  waitFor(`message ${messageId} processed`, async () => {
    const [{ n }] = await service.dataSource.query(`SELECT count(*)::int AS n FROM processed_message WHERE message_id = $1`, [messageId]);
    return n === 1;
  });

function aResult(practiceId: string, day: string, overrides: Partial<BotVerificationResultInput> = {}): BotVerificationResultInput {
  return {
    ...aBotVerificationResult({ clientId: CLIENT._id, practiceId }),
    verificationId: `dc-${randomUUID().slice(0, 12)}`,
    appointment: { date: day, time: '09:30', provider: 'Dr. Patel', note: '' },
    ...overrides,
  };
}

/** Publishes the result and waits until the read model holds its transaction with `expect` true of it: its id. */
const recordAndWait = async (
  result: BotVerificationResultInput,
  expect: (row: Record<string, unknown> & { transaction_id: string }) => boolean = () => true,
) => (await feed.recordAndWait(result, expect)).transaction_id;
const publishRecorded = (event: TransactionRecordedEvent, messageId: string) => feed.publishRecorded(event, messageId);

const CARRIERS = ['Aetna', 'Cigna', 'Delta Dental'];
const STATUSES: [string, string][] = [
  ['Active', 'Done by DR'],
  ['Inactive', 'Check'],
  ['Not Found', 'Unchecked'],
  ['Active/Limited', 'Done by CC'],
  ['', 'Unchecked'],
];

/** Facts as the verification service would answer them, for a transaction the test makes up. */
function someFacts(i: number, overrides: Partial<TransactionFacts> = {}): TransactionFacts {
  const [ivStatus, ivProcessResult] = STATUSES[i % STATUSES.length];
  return {
    transactionId: `dc${String(i).padStart(22, '0')}`,
    clientId: CLIENT._id,
    practiceId: i % 2 === 0 ? PRACTICE._id : OTHER_PRACTICE._id,
    practiceName: '',
    clientName: CLIENT.name,
    type: i % 3 === 0 ? 'ELG' : 'FBD',
    appointmentDate: addDays(monthStart, i % 9),
    patientName: `Patient ${i}`,
    carrierName: CARRIERS[i % CARRIERS.length],
    ivStatus,
    ivProcessResult,
    statusPatient: '',
    audited: i % 4 === 0,
    missingRequiredInputQty: i % 5,
    created: new Date().toISOString(),
    ...overrides,
  };
}

const store = (facts: TransactionFacts[], readAt = new Date().toISOString()) =>
  service.dataSource.transaction((manager) => service.app.get(ReadModelRepository).store(manager, { facts, readAt }));

beforeAll(async () => {
  service = await startReportsService();
  await knownPractices(service, CLIENT, [PRACTICE, OTHER_PRACTICE]);
  feed = await connectBotFeed(service, 'test-dashboard-counts');
}, 180_000);

afterAll(async () => {
  await feed?.disconnect();
  await service?.stop();
});

describe("the dashboard's pre-summed counts", () => {
  it('equal a direct count after bot results, their changes, an audit, a repeated and an out-of-order event', async () => {
    const first = aResult(PRACTICE._id, monthStart, {
      type: 'FBD',
      carrier: { name: 'Aetna', memberId: '1', groupNumber: '', employerName: '' },
    });
    const id = await recordAndWait(first);
    await recordAndWait(aResult(OTHER_PRACTICE._id, addDays(monthStart, 8), { type: 'ELG' }));
    await recordAndWait(aResult(PRACTICE._id, addDays(monthStart, 1), { type: 'ELG' }));
    await expectPresummedEqualsDirect();

    // A change of status, missing fields, carrier and day: counted under the new keys, no longer under the old ones.
    await recordAndWait(
      {
        ...first,
        eventId: randomUUID(),
        occurredAt: new Date().toISOString(),
        carrier: { name: 'Cigna', memberId: '1', groupNumber: '', employerName: '' },
        appointment: { date: addDays(monthStart, 15), time: '10:00', provider: 'Dr. Kim', note: '' },
        result: {
          verificationBy: 'Check',
          eligibilityStatus: 'Not Found',
          statusPatient: '',
          missingRequiredFields: 2,
          totalRequiredFields: 12,
        },
      },
      (row) => row.iv_status === 'Not Found',
    );
    await expectPresummedEqualsDirect();

    // An audit in the verification service, its event repeated, then an old event arriving late.
    await service.verification.dataSource.query(`UPDATE transaction SET audited = true WHERE id = $1`, [id]);
    const event: TransactionRecordedEvent = {
      transactionId: id,
      clientId: CLIENT._id,
      practiceId: PRACTICE._id,
      type: 'FBD',
      change: 'updated',
      source: 'edit',
      action: 'audited',
      occurredAt: new Date().toISOString(),
    };
    const auditId = randomUUID();
    await publishRecorded(event, auditId);
    await publishRecorded(event, auditId);
    const lateId = randomUUID();
    await publishRecorded(
      { ...event, change: 'created', source: 'bot', action: undefined, occurredAt: new Date(Date.now() - 60_000).toISOString() },
      lateId,
    );
    await processed(auditId);
    await processed(lateId);
    const [{ audited }] = await service.dataSource.query(`SELECT audited FROM dashboard_transaction WHERE transaction_id = $1`, [id]);
    expect(audited).toBe(true);
    await expectPresummedEqualsDirect();
    await expectDashboardEqualsDirect();
    await expectDashboardEqualsDirect('Cigna');
  });

  it('equal a direct count after facts stored out of order, repeated, and by concurrent writers in opposite orders', async () => {
    const facts = Array.from({ length: 120 }, (_, i) => someFacts(i));
    await store(facts);
    // Facts read earlier arriving late change nothing; the same facts again change nothing.
    const earlier = new Date(Date.now() - 60_000).toISOString();
    expect(
      await store(
        facts.map((f, i) => someFacts(i + 1, { transactionId: f.transactionId })),
        earlier,
      ),
    ).toBe(0);
    await store(facts);
    await expectPresummedEqualsDirect();

    // Eight writers at once over the same practices and days, new and existing transactions, each in
    // its own order: none deadlocks, every change is counted once.
    const writers = Array.from({ length: 8 }, (_, w) => {
      const mine = Array.from({ length: 150 }, (_, i) =>
        someFacts(60 + ((i * 7 + w * 13) % 200), { type: w % 2 ? 'ELG' : 'FBD', audited: w % 3 === 0 }),
      );
      return w % 2 ? mine.reverse() : mine;
    });
    await Promise.all(writers.map((mine) => store(mine)));
    await expectPresummedEqualsDirect();
    await expectDashboardEqualsDirect();
    await expectDashboardEqualsDirect('Delta Dental');
    // Ranges whose ends fall inside weeks (the facts cover days 1 to 9 of the month), read partly from
    // the week tables and partly from the day tables, and a range inside one week.
    await expectDashboardEqualsDirect('', { startDate: addDays(monthStart, 2), endDate: addDays(monthStart, 15) });
    await expectDashboardEqualsDirect('Cigna', { startDate: addDays(monthStart, 3), endDate: addDays(monthStart, 8) });
    await expectDashboardEqualsDirect('', { startDate: addDays(monthStart, -3), endDate: addDays(monthStart, 7) });
    await expectDashboardEqualsDirect('Aetna', { startDate: addDays(monthStart, 1), endDate: addDays(monthStart, 5) });
    // The whole month: its status table is read from the month table.
    await expectDashboardEqualsDirect('', { startDate: monthStart, endDate: lastDayOfMonth(monthStart) });
  });

  it("answer a repeated request without the database until a notification says its practices' counts moved", async () => {
    const versions = service.app.get(DashboardVersions);
    const repository = service.app.get(DashboardRepository);
    await waitFor('the change listener', () => versions.of([PRACTICE._id]) !== undefined);
    const sums = jest.spyOn(repository, 'sums');
    const stored = jest.spyOn(repository, 'version');
    try {
      const request = { practiceIds: [PRACTICE._id], carrierName: 'Aetna' };
      const first = await dashboard(request);
      expect(await dashboard(request)).toEqual(first);
      expect(sums).toHaveBeenCalledTimes(1);
      expect(stored).not.toHaveBeenCalled();

      // Facts of the other practice move only its version: the cached answer stays good.
      const [mine, other] = [versions.of([PRACTICE._id]), versions.of([OTHER_PRACTICE._id])];
      await store([someFacts(1001, { practiceId: OTHER_PRACTICE._id })]);
      await waitFor('the other practice notified', () => versions.of([OTHER_PRACTICE._id]) !== other);
      expect(versions.of([PRACTICE._id])).toBe(mine);
      expect(await dashboard(request)).toEqual(first);
      expect(sums).toHaveBeenCalledTimes(1);

      // Facts of this practice: the next request counts again, and sees them.
      await store([someFacts(1002, { practiceId: PRACTICE._id, carrierName: 'Aetna', appointmentDate: monthStart })]);
      await waitFor('the practice notified', () => versions.of([PRACTICE._id]) !== mine);
      const after = await dashboard(request);
      expect(sums).toHaveBeenCalledTimes(2);
      expect(after.total).toBe(first.total + 1);

      // A fresh rebuild moves every practice's version.
      const before = versions.of([OTHER_PRACTICE._id]);
      await service.app.get(ReadModelRebuild).run({ fresh: true });
      await waitFor('the rebuild notified', () => versions.of([OTHER_PRACTICE._id]) !== before);
    } finally {
      sums.mockRestore();
      stored.mockRestore();
    }
  });

  it('equal a direct count after a fresh rebuild, and after a rebuild over a filled read model', async () => {
    await recordAndWait(aResult(OTHER_PRACTICE._id, addDays(monthStart, 3)));
    const rebuild = service.app.get(ReadModelRebuild);
    await rebuild.run({ fresh: true });
    const [{ n }] = await service.dataSource.query(`SELECT count(*)::int AS n FROM dashboard_day_counts`);
    expect(n).toBeGreaterThan(0);
    await expectPresummedEqualsDirect();
    // Made-up rows are gone with the fresh rebuild: only the verification service's transactions are counted.
    const [{ made }] = await service.dataSource.query(
      `SELECT count(*)::int AS made FROM dashboard_transaction WHERE transaction_id LIKE 'dc%'`,
    );
    expect(made).toBe(0);
    await rebuild.run({ fresh: false });
    await expectPresummedEqualsDirect();
    await expectDashboardEqualsDirect();
  });
});
