/**
 * The Command center against the real Postgres, Redis (BullMQ) and Kafka broker: schedules saved
 * through the service's commands, the extraction commands it publishes to the bots, and the bots'
 * reports, log rows and status events published back as a bot would.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  ClaimCommands,
  ErrorCode,
  ExtractionCommands,
  ExtractionMessages,
  ExtractionStatus,
  Topics,
  addDays,
  extractionJobId,
  formatDay,
  type DeadLetter,
  type ExtractionCommand,
  type ExtractionReport,
} from '@dental/contracts';
import { DEMO_CLIENTS, TopicListener, rejection, startPublisher, waitFor } from '@dental/testing';
import { ExtractionJobs } from '../src/extraction-schedules/extraction-jobs';
import { PRACTICE_A, PRACTICE_B, actorOfClientA, actorOfClientB } from './support/fixtures';
import { startVerificationService, type VerificationService } from './support/verification-service';

const REPLY_TIMEOUT_MS = 2000;
const ATTEMPTS = 2;

let service: VerificationService;
let dataSource: DataSource;
let jobs: ExtractionJobs;
let commands: TopicListener;
let deadLetters: TopicListener;
let publisher: Awaited<ReturnType<typeof startPublisher>>;

const scheduler = actorOfClientA([PRACTICE_A._id], ['extractionSchedule', 'auditTrait']);
const callerName = { firstName: 'Ana', lastName: 'Reyes' };
const send = <C extends (typeof ExtractionCommands)[keyof typeof ExtractionCommands] | typeof ClaimCommands.list>(
  command: C,
  payload: Parameters<VerificationService['rpc']['send']>[1],
  actor = scheduler,
) => service.rpc.send(command, payload as never, actor, randomUUID());

/** Dates far enough apart per test that tests never share an extraction. */
let nextDay = addDays(formatDay(new Date()), 30);
function freshDates(n: number): string[] {
  const dates = Array.from({ length: n }, (_, i) => addDays(nextDay, i));
  nextDay = addDays(nextDay, n);
  return dates;
}

const commandsFor = (dates: string[]) =>
  commands.messages
    .map((m) => JSON.parse(m.value) as ExtractionCommand)
    .filter((c) => dates.includes(c.date) && c.practiceId === PRACTICE_A._id);

function report(command: ExtractionCommand, overrides: Partial<ExtractionReport>): ExtractionReport {
  return {
    eventId: randomUUID(),
    commandId: command.commandId,
    botId: 'test-bot',
    practiceId: command.practiceId,
    status: 'started',
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

beforeAll(async () => {
  service = await startVerificationService({
    env: { EXTRACTION_REPLY_TIMEOUT_MS: String(REPLY_TIMEOUT_MS), EXTRACTION_ATTEMPTS: String(ATTEMPTS), EXTRACTION_BACKOFF_MS: '200' },
  });
  dataSource = service.dataSource;
  jobs = service.app.get(ExtractionJobs);
  [commands, deadLetters, publisher] = await Promise.all([
    TopicListener.start(service.broker.brokers, Topics.BotExtractionCommand),
    TopicListener.start(service.broker.brokers, Topics.DeadLetter),
    startPublisher(service.broker.brokers),
  ]);
  for (const practice of [PRACTICE_A, PRACTICE_B]) {
    await dataSource.query(
      `INSERT INTO practice (practice_id, client_id, name, client_name, state, deleted, changed_at) VALUES ($1, $2, $3, $4, $5, false, now())`,
      [practice._id, practice.clientId, practice.name, DEMO_CLIENTS.find((c) => c._id === practice.clientId)!.name, practice.state],
    );
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([commands?.stop(), deadLetters?.stop(), publisher?.stop()]);
  await service?.stop();
});

describe('saving an extraction schedule', () => {
  it('enqueues one job per date once: saving the same again changes nothing and sends no second command', async () => {
    const dates = freshDates(2);
    const saved = await send(ExtractionCommands.saveSchedule, { practiceId: PRACTICE_A._id, type: 'new', dates, callerName });
    expect(saved.enqueued).toEqual(dates);
    expect(saved.schedule).toMatchObject({ firstName: 'Ana', lastName: 'Reyes', practice: PRACTICE_A.name, type: 'new', dates });

    const again = await send(ExtractionCommands.saveSchedule, { practiceId: PRACTICE_A._id, type: 'new', dates, callerName });
    expect(again).toEqual({ message: ExtractionMessages.alreadyScheduled, schedule: null, enqueued: [] });

    const ids = dates.map((d) => extractionJobId(PRACTICE_A._id, 'new', d));
    expect((await Promise.all(ids.map((id) => jobs.queue.getJob(id)))).every((job) => job !== undefined)).toBe(true);
    await waitFor('a command for each date', () => commandsFor(dates).length >= 2);
    const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM extraction_schedule WHERE $1::date = ANY(dates)`, [dates[0]]);
    expect(n).toBe(1);

    // The bot answers: the schedule goes from In process to Completed as each date completes.
    const [first, second] = dates.map((d) => commandsFor([d])[0]);
    await publisher.publish(Topics.BotExtractionReport, first.practiceId, report(first, { status: 'completed', transactions: 3 }));
    const listed = async () =>
      (await send(ExtractionCommands.listSchedules, { practiceIds: [PRACTICE_A._id] })).records.find((s) => s._id === saved.schedule!._id)!;
    await waitFor('the first date completed', async () => (await listed()).jobs[0].state === 'completed');
    expect((await listed()).extractionStatus).toBe(ExtractionStatus.InProcess);
    await publisher.publish(Topics.BotExtractionReport, second.practiceId, report(second, { status: 'completed', transactions: 2 }));
    await waitFor('the schedule completed', async () => (await listed()).extractionStatus === ExtractionStatus.Completed);
    expect((await listed()).jobs.map((j) => j.transactions)).toEqual([3, 2]);
    await waitFor('both jobs completed', async () =>
      (await Promise.all(ids.map(async (id) => (await jobs.queue.getJob(id))?.getState()))).every((s) => s === 'completed'),
    );
    // Only the first attempt's commands were ever sent.
    expect(commandsFor(dates).map((c) => c.attempt)).toEqual([1, 1]);
  }, 60_000);

  it('fails the job with its reason when no bot answers, after retrying', async () => {
    const dates = freshDates(1);
    const saved = await send(ExtractionCommands.saveSchedule, { practiceId: PRACTICE_A._id, type: 'review', dates, callerName });
    const id = extractionJobId(PRACTICE_A._id, 'review', dates[0]);
    const job = await waitFor(
      'the job failed',
      async () => {
        const found = await jobs.queue.getJob(id);
        return found && (await found.getState()) === 'failed' ? found : undefined;
      },
      30_000,
    );
    expect(job.attemptsMade).toBe(ATTEMPTS);
    expect(job.failedReason).toBe(`No bot answered the extraction of ${dates[0]} within 2 s (attempt 2 of 2)`);
    expect(commandsFor(dates).map((c) => c.attempt)).toEqual([1, 2]);
    const page = await send(ExtractionCommands.listSchedules, { practiceIds: [PRACTICE_A._id] });
    const row = page.records.find((s) => s._id === saved.schedule!._id)!;
    expect(row.extractionStatus).toBe(ExtractionStatus.Failed);
    expect(row.jobs[0]).toMatchObject({ state: 'failed', attempts: 2, reason: job.failedReason });

    // A failed date can be scheduled again: a fresh job under the same id.
    const verified = await send(ExtractionCommands.verifyDates, { practiceId: PRACTICE_A._id, type: 'review', dates });
    expect(verified.dates).toEqual(dates);
    const retried = await send(ExtractionCommands.saveSchedule, { practiceId: PRACTICE_A._id, type: 'review', dates, callerName });
    expect(retried.enqueued).toEqual(dates);
    await waitFor('a new first attempt', () => commandsFor(dates).filter((c) => c.attempt === 1).length === 2);
  }, 60_000);

  it('fails the attempt with the reason the bot gives', async () => {
    const dates = freshDates(1);
    await send(ExtractionCommands.saveSchedule, { practiceId: PRACTICE_A._id, type: 'upload', dates, callerName });
    const command = await waitFor('the command', () => commandsFor(dates)[0]);
    await publisher.publish(
      Topics.BotExtractionReport,
      command.practiceId,
      report(command, { status: 'failed', message: 'The PMS refused the login' }),
    );
    const reason = await waitFor('the attempt failed', async () => {
      const [row] = await dataSource.query(`SELECT reason FROM extraction_date WHERE practice_id = $1 AND type = 'upload' AND date = $2`, [
        PRACTICE_A._id,
        dates[0],
      ]);
      return row?.reason as string | null;
    });
    expect(reason).toBe(`The bot could not extract ${dates[0]}: The PMS refused the login`);
  }, 60_000);
});

describe('verifying dates and refusing bad input', () => {
  it('answers the dates not yet scheduled and why the others are not', async () => {
    const [taken, free] = freshDates(2);
    await send(ExtractionCommands.saveSchedule, { practiceId: PRACTICE_A._id, type: 'retry', dates: [taken], callerName });
    const answer = await send(ExtractionCommands.verifyDates, { practiceId: PRACTICE_A._id, type: 'retry', dates: [free, taken] });
    expect(answer.dates).toEqual([free]);
    expect(answer.refused).toEqual([{ date: taken, reason: expect.stringMatching(/^already scheduled/) }]);
  }, 30_000);

  it('refuses a missing type or bad dates naming the field, and stores nothing', async () => {
    const before = (await dataSource.query(`SELECT count(*)::int AS n FROM extraction_schedule`))[0].n;
    const noType = await rejection(send(ExtractionCommands.saveSchedule, { practiceId: PRACTICE_A._id, dates: freshDates(1), callerName }));
    expect(noType.code).toBe(ErrorCode.BadInput);
    expect(noType.issues).toEqual([{ path: 'type', message: 'is required' }]);
    const badDate = await rejection(
      send(ExtractionCommands.saveSchedule, { practiceId: PRACTICE_A._id, type: 'new', dates: ['11/30/2026'], callerName }),
    );
    expect(badDate.issues?.[0].path).toBe('dates.0');
    expect((await dataSource.query(`SELECT count(*)::int AS n FROM extraction_schedule`))[0].n).toBe(before);
  });

  it("refuses a practice the user was not granted and lists none of another client's schedules", async () => {
    const refused = await rejection(
      send(
        ExtractionCommands.saveSchedule,
        { practiceId: PRACTICE_A._id, type: 'new', dates: freshDates(1), callerName },
        actorOfClientB(['extractionSchedule']),
      ),
    );
    expect(refused.code).toBe(ErrorCode.Forbidden);
    const page = await send(ExtractionCommands.listSchedules, { practiceIds: [PRACTICE_A._id] }, actorOfClientB(['extractionSchedule']));
    expect(page).toEqual({ records: [], recordsQty: 0 });
  });
});

describe("the bots' reports", () => {
  it('dead-letters a report about an extraction never scheduled', async () => {
    const commandId = extractionJobId(PRACTICE_A._id, 'new', '2030-01-01');
    const stray = {
      eventId: randomUUID(),
      commandId,
      botId: 'test-bot',
      practiceId: PRACTICE_A._id,
      status: 'completed',
      occurredAt: new Date().toISOString(),
    };
    await publisher.publish(Topics.BotExtractionReport, PRACTICE_A._id, stray);
    const letter = await deadLetters.waitFor('the dead letter', (m) => m.value.includes(stray.eventId));
    expect((JSON.parse(letter.value) as DeadLetter).reason).toBe(`no extraction ${commandId} was scheduled`);
  }, 30_000);

  it('lists log rows of a sheet date and status events, each only to users of their practice', async () => {
    const sheetDate = freshDates(1)[0];
    const marker = randomUUID().slice(0, 8);
    for (const [rowNumber, practice] of [
      [1, PRACTICE_A],
      [2, PRACTICE_A],
      [1, PRACTICE_B],
    ] as const) {
      await publisher.publish(Topics.BotExtractionLog, practice._id, {
        eventId: randomUUID(),
        practiceId: practice._id,
        sheetDate,
        rowNumber,
        status: rowNumber === 1,
        title: `row ${rowNumber} ${marker}`,
        message: 'Carrier not found',
        occurredAt: new Date(Date.now() + rowNumber).toISOString(),
      });
      await publisher.publish(Topics.BotStatus, practice._id, {
        eventId: randomUUID(),
        botName: `bot-${marker}`,
        code: rowNumber === 1 ? 'EXTRACTION_STARTED' : 'EXTRACTION_COMPLETED',
        message: 'working',
        practiceId: practice._id,
        occurredAt: new Date().toISOString(),
      });
    }
    const logs = await waitFor('the log rows of practice A', async () => {
      const page = await send(ExtractionCommands.logs, { sheetDate });
      // The count and the page are two reads: wait until both have seen the second claim.
      return page.recordsQty === 2 && page.records.length === 2 ? page : undefined;
    });
    expect(logs.records.map((r) => [r.rowNumber, r.status])).toEqual([
      [2, false],
      [1, true],
    ]);
    const missing = await rejection(send(ExtractionCommands.logs, {}));
    expect(missing.issues).toEqual([{ path: 'sheetDate', message: 'is required' }]);

    const statuses = await waitFor('the status events of practice A', async () => {
      const page = await send(ExtractionCommands.botStatus, {
        botName: marker,
        startDate: formatDay(new Date()),
        endDate: formatDay(new Date()),
      });
      // The count and the page are two reads: wait until both have seen the second claim.
      return page.recordsQty === 2 && page.records.length === 2 ? page : undefined;
    });
    expect(statuses.records.every((r) => r.practiceId === PRACTICE_A._id)).toBe(true);
    const ofCode = await send(ExtractionCommands.botStatus, { botName: marker, code: 'COMPLETED' });
    expect(ofCode.records.map((r) => r.code)).toEqual(['EXTRACTION_COMPLETED']);
    const yesterday = addDays(formatDay(new Date()), -1);
    expect((await send(ExtractionCommands.botStatus, { botName: marker, startDate: yesterday, endDate: yesterday })).recordsQty).toBe(0);
  }, 30_000);
});

describe('claims', () => {
  it("lists a practice's claim requests by type, day and patient, only to users granted the practice", async () => {
    const marker = randomUUID().slice(0, 8);
    const claim = (claimType: string, patientName: string, requestedAt: string, practiceId = PRACTICE_A._id) => ({
      eventId: randomUUID(),
      practiceId,
      claimType,
      patientName: `${patientName} ${marker}`,
      companyName: 'Delta Dental',
      requestedAt,
    });
    const claims = [
      claim('validate', 'Ana Lopez', '2026-11-20T10:00:00.000Z'),
      claim('validate', 'Luis Perez', '2026-11-21T10:00:00.000Z'),
      claim('submit', 'Ana Lopez', '2026-11-21T11:00:00.000Z'),
      claim('validate', 'Ana Lopez', '2026-11-21T12:00:00.000Z', PRACTICE_B._id),
    ];
    for (const c of claims) await publisher.publish(Topics.BotClaim, c.practiceId, c);
    const claimsOf = (query: Record<string, string>) =>
      send(ClaimCommands.list, { practiceId: PRACTICE_A._id, patientName: marker, ...query }, actorOfClientA([PRACTICE_A._id], ['claims']));
    const validations = await waitFor('the validations of practice A', async () => {
      const page = await claimsOf({});
      // The count and the page are two reads: wait until both have seen the second claim.
      return page.recordsQty === 2 && page.records.length === 2 ? page : undefined;
    });
    expect(validations.records.map((r) => [r.patientName, r.dateRequest])).toEqual([
      [`Luis Perez ${marker}`, '2026-11-21T10:00:00.000Z'],
      [`Ana Lopez ${marker}`, '2026-11-20T10:00:00.000Z'],
    ]);
    await waitFor('the submission', async () => (await claimsOf({ claimType: 'submit' })).recordsQty === 1);
    expect((await claimsOf({ startDate: '2026-11-21', endDate: '2026-11-21' })).records.map((r) => r.patientName)).toEqual([
      `Luis Perez ${marker}`,
    ]);
    expect((await claimsOf({ patientName: `ana lopez ${marker}` })).recordsQty).toBe(1);

    const badDate = await rejection(claimsOf({ startDate: '11/21/2026' }));
    expect(badDate.issues).toEqual([{ path: 'startDate', message: 'must be a date as YYYY-MM-DD' }]);
    const notGranted = await rejection(send(ClaimCommands.list, { practiceId: PRACTICE_A._id }, actorOfClientB(['claims'])));
    expect(notGranted.code).toBe(ErrorCode.Forbidden);
  }, 30_000);
});
