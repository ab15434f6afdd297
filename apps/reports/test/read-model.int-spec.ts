/**
 * The reports service's read model against the real Postgres and Kafka broker, beside a real
 * verification service: bot results reach the read model through verification.transaction.recorded;
 * repeated, replayed and out-of-order events leave it holding the newest facts; a rebuild fills a
 * fresh read model from the verification service; the dashboard answers from it with the caller's
 * practices only.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  ReportsCommands,
  addDays,
  formatDay,
  type Actor,
  type BotVerificationResultInput,
  type DashboardData,
  type TransactionRecordedEvent,
} from '@dental/contracts';
import { DEMO_CLIENTS, DEMO_PRACTICES, aBotVerificationResult, rejection, waitFor } from '@dental/testing';
import { ReadModelRebuild } from '../src/read-model/read-model-rebuild';
import { ReadModelRepository } from '../src/read-model/read-model.repository';
import { connectBotFeed, knownPractices, type BotFeed } from './support/bot-feed';
import { startReportsService, type ReportsService } from './support/reports-service';

const CLIENT = DEMO_CLIENTS[0];
const [PRACTICE, OTHER_PRACTICE] = DEMO_PRACTICES.filter((p) => p.clientId === CLIENT._id);
const today = formatDay(new Date());
const monthStart = `${today.slice(0, 8)}01`;
const monthEnd = addDays(monthStart, 27) < today ? today : addDays(monthStart, 27);

let service: ReportsService;
let feed: BotFeed;

const actor = (practiceIds: string[]): Actor => ({
  userId: '6955b9000000000000000302',
  clientId: CLIENT._id,
  clientIds: [CLIENT._id],
  practiceIds,
  permissions: ['home'],
});

interface ReadModelRow {
  transaction_id: string;
  iv_status: string;
  iv_process_result: string;
  outcome: string;
  audited: boolean;
  missing_required_input_qty: number;
  carrier_name: string;
}

const readModelRow = async (transactionId: string): Promise<ReadModelRow | undefined> =>
  ((await service.dataSource.query(`SELECT * FROM dashboard_transaction WHERE transaction_id = $1`, [transactionId])) as ReadModelRow[])[0];

function aResult(overrides: Partial<BotVerificationResultInput> = {}): BotVerificationResultInput {
  return {
    ...aBotVerificationResult({ clientId: CLIENT._id, practiceId: PRACTICE._id }),
    verificationId: `rm-${randomUUID().slice(0, 12)}`,
    appointment: { date: today, time: '09:30', provider: 'Dr. Patel', note: '' },
    ...overrides,
  };
}

const recordAndWait = (result: BotVerificationResultInput, expect: (row: ReadModelRow) => boolean) =>
  feed.recordAndWait<ReadModelRow>(result, expect);
const publishRecorded = (records: TransactionRecordedEvent | TransactionRecordedEvent[], messageId: string) =>
  feed.publishRecorded(records, messageId);

const dashboard = (practiceIds: string[], who: Actor = actor(practiceIds), extra: Record<string, unknown> = {}) =>
  service.verification.rpc.send(
    ReportsCommands.dashboard,
    { startDate: monthStart, endDate: monthEnd, practiceIds, today, ...extra },
    who,
    randomUUID(),
  ) as Promise<DashboardData>;

beforeAll(async () => {
  service = await startReportsService();
  await knownPractices(service, CLIENT, [PRACTICE, OTHER_PRACTICE]);
  feed = await connectBotFeed(service, 'test-reports');
}, 180_000);

afterAll(async () => {
  await feed?.disconnect();
  await service?.stop();
});

describe('the read model follows the verification service', () => {
  it('holds a bot result right after its event, and its later change', async () => {
    const result = aResult({ carrier: { name: 'Guardian', memberId: '1', groupNumber: '', employerName: '' } });
    const row = await recordAndWait(result, () => true);
    expect(row).toMatchObject({ iv_status: 'Active', iv_process_result: 'Done by DR', outcome: 'completed', carrier_name: 'Guardian' });

    const changed = await recordAndWait(
      {
        ...result,
        eventId: randomUUID(),
        occurredAt: new Date().toISOString(),
        result: {
          verificationBy: 'Check',
          eligibilityStatus: 'Not Found',
          statusPatient: '',
          missingRequiredFields: 2,
          totalRequiredFields: 12,
        },
      },
      (r) => r.iv_status === 'Not Found',
    );
    expect(changed).toMatchObject({ outcome: 'not-found', missing_required_input_qty: 2 });
  });

  it('applies a repeated event once, and a replayed or out-of-order one leaves the newest facts', async () => {
    const result = aResult({ type: 'FBD' });
    const row = await recordAndWait(result, () => true);
    const event: TransactionRecordedEvent = {
      transactionId: row.transaction_id,
      clientId: CLIENT._id,
      practiceId: PRACTICE._id,
      type: 'FBD',
      change: 'created',
      source: 'bot',
      occurredAt: new Date(Date.now() - 60_000).toISOString(),
    };
    // The same message twice: recorded as processed once.
    const messageId = randomUUID();
    await publishRecorded(event, messageId);
    await publishRecorded(event, messageId);
    await waitFor('the repeated event processed', async () => {
      const [{ n }] = await service.dataSource.query(`SELECT count(*)::int AS n FROM processed_message WHERE message_id = $1`, [messageId]);
      return n === 1;
    });
    // A staff change in the verification service (audit) and then an old event arriving late: the read model keeps the audit.
    await service.verification.dataSource.query(`UPDATE transaction SET audited = true WHERE id = $1`, [row.transaction_id]);
    const lateId = randomUUID();
    await publishRecorded({ ...event, change: 'updated', source: 'edit', action: 'audited' }, randomUUID());
    await publishRecorded(event, lateId);
    await waitFor('the late event processed', async () => {
      const [{ n }] = await service.dataSource.query(`SELECT count(*)::int AS n FROM processed_message WHERE message_id = $1`, [lateId]);
      return n === 1;
    });
    expect((await readModelRow(row.transaction_id))?.audited).toBe(true);
  });

  it('stores the newest facts of every transaction one message names', async () => {
    const rows = await Promise.all([aResult(), aResult(), aResult()].map((result) => recordAndWait(result, () => true)));
    const ids = rows.map((r) => r.transaction_id);
    // Audited in the verification service, then announced together in one message, as a batch of writes is.
    await service.verification.dataSource.query(`UPDATE transaction SET audited = true WHERE id = ANY($1::text[])`, [ids]);
    const records = ids.map((transactionId): TransactionRecordedEvent => ({
      transactionId,
      clientId: CLIENT._id,
      practiceId: PRACTICE._id,
      type: 'ELG',
      change: 'updated',
      source: 'edit',
      action: 'audited',
      occurredAt: new Date().toISOString(),
    }));
    await publishRecorded(records, randomUUID());
    await waitFor('the three audited in the read model', async () => (await Promise.all(ids.map(readModelRow))).every((r) => r?.audited));
  });

  it('never lets facts read earlier replace facts read later', async () => {
    const row = await recordAndWait(aResult(), () => true);
    const repository = service.app.get(ReadModelRepository);
    const [current] = await service.dataSource.query(`SELECT read_at FROM dashboard_transaction WHERE transaction_id = $1`, [
      row.transaction_id,
    ]);
    const stale = {
      readAt: new Date(new Date(current.read_at as string).getTime() - 1_000).toISOString(),
      facts: [
        {
          transactionId: row.transaction_id,
          clientId: CLIENT._id,
          practiceId: PRACTICE._id,
          practiceName: PRACTICE.name,
          clientName: CLIENT.name,
          type: 'ELG',
          appointmentDate: today,
          patientName: 'Old Name',
          carrierName: 'Old Carrier',
          ivStatus: 'Inactive',
          ivProcessResult: 'Unchecked',
          statusPatient: '',
          audited: false,
          missingRequiredInputQty: 0,
          created: new Date().toISOString(),
        },
      ],
    };
    const written = await service.dataSource.transaction((manager) => repository.store(manager, stale));
    expect(written).toBe(0);
    expect((await readModelRow(row.transaction_id))?.iv_status).toBe('Active');
  });
});

describe('rebuild', () => {
  it('fills a fresh read model with every transaction of the verification service', async () => {
    await recordAndWait(aResult({ practiceId: OTHER_PRACTICE._id }), () => true);
    const [{ n: expected }] = await service.verification.dataSource.query(`SELECT count(*)::int AS n FROM transaction`);
    const report = await service.app.get(ReadModelRebuild).run({ fresh: true });
    expect(report.stored).toBe(expected);
    const [{ n, practices }] = await service.dataSource.query(
      `SELECT count(*)::int AS n, count(DISTINCT practice_id)::int AS practices FROM dashboard_transaction`,
    );
    expect(n).toBe(expected);
    expect(practices).toBe(2);
    const [state] = await service.dataSource.query(`SELECT finished_at IS NOT NULL AS finished, stored FROM read_model_rebuild`);
    expect(state).toEqual({ finished: true, stored: expected });
  });

  it('pages through the transactions in id order, each one read once, whatever the page size', async () => {
    await Promise.all(
      Array.from({ length: 16 }, (_, i) => recordAndWait(aResult({ practiceId: i % 2 ? PRACTICE._id : OTHER_PRACTICE._id }), () => true)),
    );
    const verification = service.verification.dataSource;
    const [{ n: expected }] = await verification.query(`SELECT count(*)::int AS n FROM transaction`);
    const pageSize = 5;
    expect(expected).toBeGreaterThan(3 * pageSize);
    const report = await service.app.get(ReadModelRebuild).run({ fresh: true, pageSize });
    // A page whose last fact were not its highest id would make the next page read some again.
    expect(report).toMatchObject({ stored: expected, pages: Math.ceil(expected / pageSize) });
    const [state] = await service.dataSource.query(`SELECT stored FROM read_model_rebuild`);
    expect(state.stored).toBe(expected);
    const perPractice = (table: string) => `SELECT practice_id, count(*)::int AS n FROM ${table} GROUP BY 1 ORDER BY 1`;
    expect(await service.dataSource.query(perPractice('dashboard_transaction'))).toEqual(
      await verification.query(perPractice('transaction')),
    );
  });
});

describe('the dashboard call', () => {
  it('counts the practices asked for, from the read model', async () => {
    const before = await dashboard([OTHER_PRACTICE._id]);
    await recordAndWait(
      aResult({
        practiceId: OTHER_PRACTICE._id,
        type: 'FBD',
        carrier: { name: 'Aetna', memberId: '1', groupNumber: '', employerName: '' },
        result: {
          verificationBy: 'Unchecked',
          eligibilityStatus: 'Inactive',
          statusPatient: '',
          missingRequiredFields: 3,
          totalRequiredFields: 9,
        },
      }),
      () => true,
    );
    const after = await dashboard([OTHER_PRACTICE._id]);
    expect(after.total).toBe(before.total + 1);
    expect(after.nextDays.fbd).toBe(before.nextDays.fbd + 1);
    expect(after.nextDays.missingCode).toBe(before.nextDays.missingCode + 1);
    expect(after.counters.notCompleted).toBe(before.counters.notCompleted + 1);
    const inactive = (d: DashboardData) => d.statuses.find((s) => s.status === 'Inactive')?.fbd ?? 0;
    expect(inactive(after)).toBe(inactive(before) + 1);
    const aetna = await dashboard([OTHER_PRACTICE._id], undefined, { carrierName: 'Aetna' });
    expect(aetna.weeks.reduce((sum, w) => sum + w.total, 0)).toBe(1);
  });

  it('refuses a practice the caller was not granted, and a range past one month', async () => {
    const refused = await rejection(dashboard([OTHER_PRACTICE._id], actor([PRACTICE._id])));
    expect(refused.code).toBe(ErrorCode.Forbidden);
    const bad = await rejection(dashboard([PRACTICE._id], undefined, { endDate: addDays(monthStart, 40) }));
    expect(bad.code).toBe(ErrorCode.BadInput);
    expect(bad.message).toContain('endDate');
  });
});
