/**
 * Transaction plans against the real Postgres and Kafka broker: plans published on
 * bot.transaction.plan as a bot would, then listed, read, corrected and verified through the
 * service's commands, as the gateway sends them.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  TRANSACTION_PLAN_EXAMPLE,
  TransactionPlanCommands,
  TransactionPlanMessages,
  Topics,
  type Actor,
  type DeadLetter,
  type TransactionPlanEvent,
} from '@dental/contracts';
import { TopicListener, rejection, startPublisher, waitFor } from '@dental/testing';
import { PRACTICE_A, PRACTICES_OF_A, actorOfClientA, actorOfClientB } from './support/fixtures';
import { startVerificationService, type VerificationService } from './support/verification-service';

let service: VerificationService;
let publisher: Awaited<ReturnType<typeof startPublisher>>;
let deadLetters: TopicListener;

const staff = actorOfClientA([PRACTICE_A._id], ['extractionSchedule']);
/** A user of the same client who was granted another of its practices, not PRACTICE_A. */
const otherPracticeUser = actorOfClientA([PRACTICES_OF_A[1]._id], ['extractionSchedule']);

type PlanCommand = (typeof TransactionPlanCommands)[keyof typeof TransactionPlanCommands];
const send = <C extends PlanCommand>(command: C, payload: Parameters<VerificationService['rpc']['send']>[1], actor: Actor = staff) =>
  service.rpc.send(command, payload as never, actor, randomUUID());

function planEvent(overrides: Partial<TransactionPlanEvent> = {}): TransactionPlanEvent {
  return {
    ...TRANSACTION_PLAN_EXAMPLE,
    eventId: randomUUID(),
    practiceId: PRACTICE_A._id,
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Publishes plans and waits until the practice's list shows them all; answers their ids, newest first. */
async function publishPlans(events: TransactionPlanEvent[]): Promise<string[]> {
  for (const event of events) await publisher.publish(Topics.BotTransactionPlan, event.practiceId, event);
  const employers = new Set(events.map((e) => e.employer));
  const page = await waitFor('the plans listed', async () => {
    const listed = await send(TransactionPlanCommands.list, { practiceId: PRACTICE_A._id, limit: 100 });
    const found = listed.records.filter((r) => employers.has(r.employer));
    return found.length === events.length ? found : undefined;
  });
  return page.map((p) => p._id);
}

beforeAll(async () => {
  service = await startVerificationService();
  [publisher, deadLetters] = await Promise.all([
    startPublisher(service.broker.brokers),
    TopicListener.start(service.broker.brokers, Topics.DeadLetter),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([publisher?.stop(), deadLetters?.stop()]);
  await service?.stop();
});

describe('the transaction plan list', () => {
  it("pages a practice's plans newest first, with the list's columns, only to users granted the practice", async () => {
    const marker = randomUUID().slice(0, 8);
    const older = planEvent({ employer: `Older ${marker}`, occurredAt: '2026-11-20T10:00:00.000Z', deductible: 75.5 });
    const newer = planEvent({ employer: `Newer ${marker}`, occurredAt: '2026-11-21T10:00:00.000Z' });
    await publishPlans([older, newer]);
    // A redelivered plan is kept once: the sentinel, on the same key, arrives after it.
    await publisher.publish(Topics.BotTransactionPlan, older.practiceId, { ...older });
    await publishPlans([planEvent({ employer: `Sentinel ${marker}`, occurredAt: '2026-11-19T10:00:00.000Z' })]);

    const page = await send(TransactionPlanCommands.list, { practiceId: PRACTICE_A._id, page: 1, limit: 100 });
    const ours = page.records.filter((r) => r.employer.endsWith(marker));
    expect(ours.map((r) => r.employer)).toEqual([`Newer ${marker}`, `Older ${marker}`, `Sentinel ${marker}`]);
    expect(ours[1]).toMatchObject({
      groupNumber: older.groupNumber,
      plannum: older.plannum,
      deductible: 75.5,
      maximum: older.maximum,
      botDBStatus: older.botDBStatus,
      audit: false,
      dateCreated: '2026-11-20T10:00:00.000Z',
    });
    const second = await send(TransactionPlanCommands.list, { practiceId: PRACTICE_A._id, page: 2, limit: 10 });
    expect(second.recordsQty).toBe(page.recordsQty);
    expect(second.records.length).toBe(Math.min(10, Math.max(0, page.recordsQty - 10)));

    const notGranted = await rejection(
      send(TransactionPlanCommands.list, { practiceId: PRACTICE_A._id }, actorOfClientB(['extractionSchedule'])),
    );
    expect(notGranted.code).toBe(ErrorCode.Forbidden);
    const badLimit = await rejection(send(TransactionPlanCommands.list, { practiceId: PRACTICE_A._id, limit: 7 }));
    expect(badLimit.issues).toEqual([{ path: 'limit', message: 'must be one of 10, 25, 50, 100' }]);
    const noPractice = await rejection(send(TransactionPlanCommands.list, {}));
    expect(noPractice.code).toBe(ErrorCode.BadInput);
    expect(noPractice.issues?.[0].path).toBe('practiceId');
  }, 60_000);

  it('refuses a plan a bot sent without its required fields: dead-lettered with the reason, nothing kept', async () => {
    const marker = randomUUID().slice(0, 8);
    const bad = { ...planEvent({ employer: `Bad ${marker}` }), sections: [] };
    await publisher.publish(Topics.BotTransactionPlan, bad.practiceId, bad);
    const letter = await waitFor('the dead letter', () =>
      deadLetters.messages.map((m) => JSON.parse(m.value) as DeadLetter).find((d) => d.payload.includes(marker)),
    );
    expect(letter.reason).toContain('sections');
    const listed = await send(TransactionPlanCommands.list, { practiceId: PRACTICE_A._id, limit: 100 });
    expect(listed.records.some((r) => r.employer === `Bad ${marker}`)).toBe(false);
  }, 60_000);
});

describe("a plan's bookmarks and audit", () => {
  it('answers the sections, saves corrected values and refuses codes the plan does not have, changing nothing', async () => {
    const [id] = await publishPlans([planEvent({ employer: `Detail ${randomUUID().slice(0, 8)}` })]);
    const detail = await send(TransactionPlanCommands.bookmarks, { id });
    expect(detail.sections).toEqual(TRANSACTION_PLAN_EXAMPLE.sections);

    const saved = await send(TransactionPlanCommands.saveBookmarks, { id, bookmarks: { BASIC_PCT: '90%' }, userId: 'not trusted' });
    expect(saved.message).toBe(TransactionPlanMessages.bookmarksSaved);
    expect(saved.plan.updatedBy).toBe(staff.userId);
    const again = await send(TransactionPlanCommands.bookmarks, { id });
    expect(again.sections[1].bookmarks.find((b) => b.bookmark === 'BASIC_PCT')?.value).toBe('90%');
    expect(again.sections[1].bookmarks.find((b) => b.bookmark === 'MAJOR_PCT')?.value).toBe('50%');

    const unknown = await rejection(send(TransactionPlanCommands.saveBookmarks, { id, bookmarks: { BASIC_PCT: '10%', NOT_A_CODE: 'x' } }));
    expect(unknown.code).toBe(ErrorCode.BadInput);
    expect(unknown.issues).toEqual([{ path: 'bookmarks.NOT_A_CODE', message: 'is not a bookmark of this plan' }]);
    const notText = await rejection(send(TransactionPlanCommands.saveBookmarks, { id, bookmarks: { BASIC_PCT: 10 } }));
    expect(notText.code).toBe(ErrorCode.BadInput);
    expect(notText.issues?.[0].path).toBe('bookmarks.BASIC_PCT');
    expect((await send(TransactionPlanCommands.bookmarks, { id })).sections).toEqual(again.sections);
  }, 60_000);

  it('toggles verified and not verified; a verified plan keeps its values until set not verified', async () => {
    const [id] = await publishPlans([planEvent({ employer: `Audit ${randomUUID().slice(0, 8)}` })]);
    const verified = await send(TransactionPlanCommands.audit, { id, audit: 'true' });
    expect(verified).toMatchObject({ message: TransactionPlanMessages.verified, plan: { audit: true } });
    const readOnly = await rejection(send(TransactionPlanCommands.saveBookmarks, { id, bookmarks: { BASIC_PCT: '70%' } }));
    expect(readOnly.code).toBe(ErrorCode.Conflict);
    expect(readOnly.message).toBe(TransactionPlanMessages.auditedReadOnly);

    const badAudit = await rejection(send(TransactionPlanCommands.audit, { id, audit: 'yes' }));
    expect(badAudit.issues).toEqual([{ path: 'audit', message: "must be 'true' (verified) or 'false' (not verified)" }]);
    expect((await send(TransactionPlanCommands.bookmarks, { id })).audit).toBe(true);

    const unverified = await send(TransactionPlanCommands.audit, { id, audit: 'false' });
    expect(unverified).toMatchObject({ message: TransactionPlanMessages.notVerified, plan: { audit: false } });
    await send(TransactionPlanCommands.saveBookmarks, { id, bookmarks: { BASIC_PCT: '70%' } });
  }, 60_000);

  it("answers 'the record ... does not exist' for a missing plan and for a plan of a practice the user was not granted", async () => {
    const [id] = await publishPlans([planEvent({ employer: `Private ${randomUUID().slice(0, 8)}` })]);
    const missing = await rejection(send(TransactionPlanCommands.bookmarks, { id: '6955b90000000000deadbeef' }));
    expect(missing).toMatchObject({ code: ErrorCode.NotFound, message: TransactionPlanMessages.notFound });
    for (const actor of [otherPracticeUser, actorOfClientB(['extractionSchedule'])]) {
      expect(await rejection(send(TransactionPlanCommands.bookmarks, { id }, actor))).toMatchObject({ code: ErrorCode.NotFound });
      expect(await rejection(send(TransactionPlanCommands.audit, { id, audit: 'true' }, actor))).toMatchObject({
        code: ErrorCode.NotFound,
      });
      expect(await rejection(send(TransactionPlanCommands.saveBookmarks, { id, bookmarks: { BASIC_PCT: '1%' } }, actor))).toMatchObject({
        code: ErrorCode.NotFound,
      });
    }
    const plan = await send(TransactionPlanCommands.bookmarks, { id });
    expect(plan.audit).toBe(false);
    expect(plan.sections).toEqual(TRANSACTION_PLAN_EXAMPLE.sections);
    const badId = await rejection(send(TransactionPlanCommands.bookmarks, { id: 'abc' }));
    expect(badId.issues?.[0].path).toBe('id');
  }, 60_000);
});
