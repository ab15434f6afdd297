/**
 * The FBD form from the templates service's own contract: the verification service keeps every
 * template version from templates.template.changed and each practice's template from
 * auth.practice.changed (Kafka stand-in, real Postgres). A new version recounts the missing fields
 * of transactions not yet audited; an audited transaction keeps the version it was audited with;
 * moving a practice to another template changes the form its transactions show.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  DetailCommands,
  ErrorCode,
  Topics,
  newId,
  type Actor,
  type CommandDef,
  type CommandRequest,
  type DeadLetter,
  type TemplateForm,
} from '@dental/contracts';
import type { RpcClient } from '@dental/messaging';
import { TopicListener, aTemplateChangedEvent, aTemplateForm, rejection, startPublisher, waitFor } from '@dental/testing';
import { CLIENT_A, PRACTICES_OF_A, actorOfClientA } from './support/fixtures';
import { storeTransaction } from './support/stored-transaction';
import { announcePractice } from './support/practice-events';
import { startVerificationService, type VerificationService } from './support/verification-service';

const [PRACTICE, OTHER_PRACTICE] = PRACTICES_OF_A;
const reviewer: Actor = actorOfClientA(
  [PRACTICE._id, OTHER_PRACTICE._id],
  ['transaction.list_transaction', 'transaction.audit', 'transaction.unaudit', 'FBD.updateFBD'],
);

let service: VerificationService;
let dataSource: DataSource;
let rpc: RpcClient;
let publisher: Awaited<ReturnType<typeof startPublisher>>;
let deadLetters: TopicListener;

function send<C extends CommandDef>(command: C, payload: CommandRequest<C>) {
  return rpc.send(command, payload as never, reviewer, randomUUID());
}

const assignTemplate = (practice: (typeof PRACTICES_OF_A)[number], templateId: string) =>
  announcePractice(publisher, dataSource, practice, templateId);

async function publishForm(form: TemplateForm): Promise<void> {
  await publisher.publish(Topics.TemplateChanged, form._id, aTemplateChangedEvent(form));
  await waitFor(`version ${form.version} of template ${form._id}`, async () => {
    const rows = await dataSource.query(`SELECT 1 FROM template_version WHERE template_id = $1 AND version = $2`, [form._id, form.version]);
    return rows.length === 1;
  });
}

/** An FBD transaction of the practice, as a bot result leaves it, with the counts a bot reported. */
const aTransaction = (practiceId: string) =>
  storeTransaction(dataSource, {
    client_id: CLIENT_A._id,
    practice_id: practiceId,
    missing_required_input_qty: 9,
    total_required_fields: 12,
  });

const counts = async (id: string) => {
  const [row] = await dataSource.query(
    `SELECT missing_required_input_qty AS missing, total_required_fields AS total, form_template_id, form_template_version FROM transaction WHERE id = $1`,
    [id],
  );
  return row as { missing: number; total: number; form_template_id: string | null; form_template_version: number | null };
};

const fieldCodes = (form: TemplateForm) =>
  form.content.flatMap((s) => s.items.flatMap((i) => (i.type === 'subsection' ? i.items.map((f) => f.bookmark) : [i.bookmark])));

beforeAll(async () => {
  service = await startVerificationService();
  ({ dataSource, rpc } = service);
  [deadLetters, publisher] = await Promise.all([
    TopicListener.start(service.broker.brokers, Topics.DeadLetter),
    startPublisher(service.broker.brokers),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([deadLetters?.stop(), publisher?.stop()]);
  await service?.stop();
});

describe('template versions', () => {
  it('recounts the missing fields of open transactions on a new version; an audited one keeps its version', async () => {
    const templateId = newId();
    await assignTemplate(PRACTICE, templateId);
    const open = await aTransaction(PRACTICE._id);
    const audited = await aTransaction(PRACTICE._id);

    await publishForm(aTemplateForm(templateId, 1));
    // Version 1: PlanName and WaitingPeriod required; the months field shows only when WaitingPeriod is 'Yes'.
    await waitFor('the counts of version 1', async () => (await counts(open)).total === 2);
    expect(await counts(open)).toMatchObject({ missing: 2, total: 2 });

    await send(DetailCommands.saveBookmarks, { id: open, bookmarks: { PlanName: 'Gold', WaitingPeriod: 'Yes' } });
    expect(await counts(open)).toMatchObject({ missing: 1, total: 3 });
    await send(DetailCommands.saveBookmarks, { id: audited, bookmarks: { PlanName: 'Silver', WaitingPeriod: 'No' } });
    await send(DetailCommands.auditFbd, { transactionId: audited, practiceId: PRACTICE._id, state: true });
    expect(await counts(audited)).toMatchObject({ missing: 0, total: 2, form_template_id: templateId, form_template_version: 1 });

    // Version 2 adds two required fields: the open transaction follows, the audited one does not.
    await publishForm(aTemplateForm(templateId, 2, ['Deductible', 'AnnualMaximum']));
    await waitFor('the counts of version 2', async () => (await counts(open)).total === 5);
    expect(await counts(open)).toMatchObject({ missing: 3, total: 5 });
    expect(await counts(audited)).toMatchObject({ missing: 0, total: 2, form_template_version: 1 });

    const openForm = await send(DetailCommands.bookmarks, { id: open });
    expect([openForm.form.version, openForm.missingRequiredInputQty]).toEqual([2, 3]);
    expect(fieldCodes(openForm.form)).toContain('Deductible');
    const auditedForm = await send(DetailCommands.bookmarks, { id: audited });
    expect(auditedForm.form.version).toBe(1);
    expect(fieldCodes(auditedForm.form)).not.toContain('Deductible');

    // Unaudited, it follows the newest version again.
    await send(DetailCommands.auditFbd, { transactionId: audited, practiceId: PRACTICE._id, state: false });
    expect((await send(DetailCommands.bookmarks, { id: audited })).form.version).toBe(2);
  });

  it('applies a repeated or late version once and never recounts with an older one', async () => {
    const templateId = newId();
    await assignTemplate(OTHER_PRACTICE, templateId);
    const id = await aTransaction(OTHER_PRACTICE._id);
    await publishForm(aTemplateForm(templateId, 2, ['Deductible']));
    await waitFor('the counts of version 2', async () => (await counts(id)).total === 3);

    await publishForm(aTemplateForm(templateId, 1));
    await publisher.publish(Topics.TemplateChanged, templateId, aTemplateChangedEvent(aTemplateForm(templateId, 2)));
    // A later marker event proves the two above were consumed before the assertions.
    await publishForm(aTemplateForm(newId(), 1));
    expect(await counts(id)).toMatchObject({ missing: 3, total: 3 });
    expect((await send(DetailCommands.bookmarks, { id })).form.version).toBe(2);
    const [{ n }] = await dataSource.query(`SELECT count(*)::int AS n FROM template_version WHERE template_id = $1`, [templateId]);
    expect(n).toBe(2);
  });

  it('dead-letters a form that is not the version the event names, storing nothing', async () => {
    const templateId = newId();
    const event = { ...aTemplateChangedEvent(aTemplateForm(templateId, 3)), version: 4 };
    await publisher.publish(Topics.TemplateChanged, templateId, event);
    const letter = await deadLetters.waitFor('the dead letter', (m) => (JSON.parse(m.value) as DeadLetter).payload.includes(templateId));
    expect((JSON.parse(letter.value) as DeadLetter).reason).toContain(`form is not version 4 of template ${templateId}`);
    expect(await dataSource.query(`SELECT 1 FROM template_version WHERE template_id = $1`, [templateId])).toEqual([]);
  });
});

describe('practice template', () => {
  it('changes the form a transaction shows and recounts it when the practice moves to another template', async () => {
    const first = aTemplateForm(newId(), 1);
    const second = aTemplateForm(newId(), 1, ['OrthoCoverage', 'Frequency']);
    await publishForm(first);
    await publishForm(second);
    await assignTemplate(OTHER_PRACTICE, first._id);
    const id = await aTransaction(OTHER_PRACTICE._id);
    await send(DetailCommands.saveBookmarks, { id, bookmarks: { PlanName: 'Gold' } });
    expect((await send(DetailCommands.bookmarks, { id })).form._id).toBe(first._id);

    await assignTemplate(OTHER_PRACTICE, second._id);
    const shown = await send(DetailCommands.bookmarks, { id });
    expect(shown.form._id).toBe(second._id);
    expect(fieldCodes(shown.form)).toEqual(expect.arrayContaining(['OrthoCoverage', 'Frequency']));
    expect(await counts(id)).toMatchObject({ missing: 3, total: 4 });
    // A value only the new form has is accepted now.
    await send(DetailCommands.saveBookmarks, { id, bookmarks: { OrthoCoverage: '50%' } });
    expect(await counts(id)).toMatchObject({ missing: 2, total: 4 });
  });

  it('answers a clear error, changing nothing, for a practice with no template', async () => {
    await assignTemplate(OTHER_PRACTICE, '');
    const id = await aTransaction(OTHER_PRACTICE._id);
    const refused = await rejection(send(DetailCommands.bookmarks, { id }));
    expect([refused.code, refused.message]).toEqual([
      ErrorCode.Conflict,
      'No verification form template is assigned to this practice or its client',
    ]);
    const save = await rejection(send(DetailCommands.saveBookmarks, { id, bookmarks: { PlanName: 'Gold' } }));
    expect(save.code).toBe(ErrorCode.Conflict);
    expect(await counts(id)).toMatchObject({ missing: 9, total: 12 });
  });
});
