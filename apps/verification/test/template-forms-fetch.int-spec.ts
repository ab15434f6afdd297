/**
 * A form whose templates.template.changed never arrived (lost with the local Kafka stand-in): the
 * verification service asks the real templates service (in-process, its own database, the same
 * Kafka stand-in) for it, keeps it as the event would have and serves the FBD tab; a template the
 * templates service does not know is named in a 409; with the templates service gone, the 503 stays.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import {
  DetailCommands,
  ErrorCode,
  TemplatesCommands,
  formState,
  newId,
  type Actor,
  type CommandDef,
  type CommandRequest,
} from '@dental/contracts';
import { DEMO_TEMPLATES, createTestDatabase, rejection, startPublisher, type TestDatabase } from '@dental/testing';
import { seedDemoTemplates } from '../../templates/src/demo/demo-seed';
import { CLIENT_A, PRACTICES_OF_A, actorOfClientA } from './support/fixtures';
import { startTemplatesService } from '../../templates/test/support/templates-service';
import { storeTransaction } from './support/stored-transaction';
import { announcePractice } from './support/practice-events';
import { startVerificationService, type VerificationService } from './support/verification-service';

const [PRACTICE] = PRACTICES_OF_A;
const reviewer: Actor = actorOfClientA([PRACTICE._id], ['transaction.list_transaction', 'FBD.updateFBD']);

let service: VerificationService;
let dataSource: DataSource;
let templatesDb: TestDatabase;
let templates: INestApplication | undefined;
let templatesData: DataSource;
let publisher: Awaited<ReturnType<typeof startPublisher>>;

function send<C extends CommandDef>(command: C, payload: CommandRequest<C>) {
  return service.rpc.send(command, payload as never, reviewer, randomUUID());
}

const assignTemplate = (templateId: string) => announcePractice(publisher, dataSource, PRACTICE, templateId);

const aTransaction = () =>
  storeTransaction(dataSource, {
    client_id: CLIENT_A._id,
    practice_id: PRACTICE._id,
    missing_required_input_qty: 9,
    total_required_fields: 12,
  });

const keptVersions = async (templateId: string): Promise<number[]> =>
  (await dataSource.query(`SELECT version FROM template_version WHERE template_id = $1 ORDER BY version`, [templateId])).map(
    (r: { version: number }) => r.version,
  );

beforeAll(async () => {
  [service, templatesDb] = await Promise.all([startVerificationService({ s3: true }), createTestDatabase()]);
  dataSource = service.dataSource;
  const s3 = service.s3!;
  // The relay must not publish the seed's events: the test is about versions whose event was lost.
  // Nothing announces them (no NOTIFY on commit) and the fallback poll comes after the test.
  const db = new Client({ connectionString: templatesDb.url });
  await db.connect();
  await db.query('DROP TRIGGER outbox_event_notify ON templates.outbox_event');
  await db.end();
  templates = await startTemplatesService({
    databaseUrl: templatesDb.url,
    brokers: service.broker.brokers,
    s3,
    bucket: 'templates-test',
    overrides: { OUTBOX_POLL_MS: '60000' },
  });
  templatesData = templates.get(DataSource);
  await seedDemoTemplates(templatesData);
  // As if the local Kafka had lost them: these events never leave the templates service.
  await templatesData.query(`DELETE FROM outbox_event`);
  publisher = await startPublisher(service.broker.brokers);
}, 120_000);

afterAll(async () => {
  await publisher?.stop();
  await templates?.close();
  await service?.stop();
  await templatesDb?.drop();
});

describe('a form whose event never arrived', () => {
  it('is asked from the templates service, served on the FBD tab, kept, and recounts the open transactions', async () => {
    const templateId = DEMO_TEMPLATES.fbd._id;
    await assignTemplate(templateId);
    const id = await aTransaction();
    expect(await keptVersions(templateId)).toEqual([]);

    const shown = await send(DetailCommands.bookmarks, { id });
    const original = await service.rpc.send(TemplatesCommands.templateData, { templateId }, reviewer, randomUUID());
    expect(shown.form).toEqual(original);
    expect(await keptVersions(templateId)).toEqual([original.version]);
    // Kept as the event would have kept it: the open transaction's counts are now those of this form.
    const state = formState(original, {});
    const [row] = await dataSource.query(
      `SELECT missing_required_input_qty AS missing, total_required_fields AS total FROM transaction WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({ missing: state.missing, total: state.required });
    expect([shown.missingRequiredInputQty, shown.totalRequiredFields]).toEqual([state.missing, state.required]);
  });

  it('serves a save the same way when the copy lacks the form', async () => {
    const templateId = DEMO_TEMPLATES.elg._id;
    await assignTemplate(templateId);
    const id = await aTransaction();
    expect(await keptVersions(templateId)).toEqual([]);
    const saved = await send(DetailCommands.saveBookmarks, { id, bookmarks: {} });
    expect(saved.form._id).toBe(templateId);
    expect(await keptVersions(templateId)).toEqual([saved.form.version]);
  });

  it('answers 409 naming a template the templates service does not know, keeping nothing', async () => {
    const templateId = newId();
    await assignTemplate(templateId);
    const id = await aTransaction();
    const refused = await rejection(send(DetailCommands.bookmarks, { id }));
    expect(refused.code).toBe(ErrorCode.Conflict);
    expect(refused.message).toContain(`template ${templateId}`);
    expect(refused.message).toContain('does not exist');
    expect(await keptVersions(templateId)).toEqual([]);
  });

  it('keeps the clear 503 when the templates service does not answer either', async () => {
    await templates?.close();
    templates = undefined;
    const templateId = newId();
    await assignTemplate(templateId);
    const id = await aTransaction();
    const refused = await rejection(send(DetailCommands.bookmarks, { id }));
    expect([refused.code, refused.message]).toEqual([
      ErrorCode.ServiceUnavailable,
      `The verification form of template ${templateId} has not reached this service yet; try again in a moment`,
    ]);
  }, 30_000);
});
